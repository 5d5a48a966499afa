// Before every request: a path that is not valid percent-encoding is answered 400 here (Next.js
// would fail on it with a bare 500). Before every page: a fresh nonce, in the Content-Security-Policy
// of the answer and of the request (Next.js reads it there and puts it on the scripts it writes).
// The headers every answer carries are in next.config.ts.
import { NextResponse, type NextRequest } from "next/server";
import { pagePolicy } from "./app/content-security-policy.ts";
import { malformedPath } from "./app/malformed-path.ts";
import { PATH_HEADER } from "./app/path-header.ts";

export function proxy(request: NextRequest) {
  const malformed = malformedPath(request.nextUrl.pathname);
  if (malformed) return NextResponse.json({ error: malformed }, { status: 400 });
  // API answers have their policy from next.config.ts.
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const policy = pagePolicy(nonce, process.env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  headers.set(PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Not the build's static files, which name no parameter and are no page.
  matcher: [{ source: "/((?!_next/static/|_next/image|favicon.ico).*)" }],
};
