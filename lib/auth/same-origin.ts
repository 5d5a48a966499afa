// CSRF protection for Barline's own writes: a browser names the page that sent a request in its
// Origin header, and a write is accepted only from a page of this server. A request without Origin
// is refused too (every current browser sends it on a POST; a script must send it).
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  const host =
    request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function isWrite(request: Request): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase());
}
