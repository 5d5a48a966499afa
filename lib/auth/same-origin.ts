// CSRF protection for Barline's own writes: a browser names the page that sent a request in its
// Origin header, and a write is accepted only from a page of this server. A request without Origin
// is refused too (every current browser sends it on a POST; a script must send it).
import { trustsProxy } from "./proxy-trust.ts";

type Env = Record<string, string | undefined>;

/**
 * This server's host as the browser addressed it: the Host header, or behind a configured reverse
 * proxy the host the proxy was asked for (X-Forwarded-Host). Any client can write X-Forwarded-Host,
 * so without a configured proxy it is ignored.
 */
export function requestHost(request: Request, env: Env = process.env): string {
  const forwarded = trustsProxy(env) ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  return forwarded || request.headers.get("host") || new URL(request.url).host;
}

export function isSameOrigin(request: Request, env: Env = process.env): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host === requestHost(request, env);
  } catch {
    return false;
  }
}

export function isWrite(request: Request): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase());
}
