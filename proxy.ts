// Before every page: a fresh nonce, in the Content-Security-Policy of the answer and of the request
// (Next.js reads it there and puts it on the scripts it writes).
// The headers every answer carries are in next.config.ts.
import { NextResponse, type NextRequest } from "next/server";
import { pagePolicy } from "./app/content-security-policy.ts";

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const policy = pagePolicy(nonce, process.env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Pages only: API answers and static files have their policy from next.config.ts.
  matcher: [{ source: "/((?!api/|_next/static/|_next/image|favicon.ico).*)" }],
};
