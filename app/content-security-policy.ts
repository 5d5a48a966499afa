// The Content-Security-Policy of Barline's pages. Scripts: only this server's, and the inline ones
// Next.js writes (its RSC payload), which carry the request's nonce. Styles may be inline: React
// style attributes, recharts' and the <style> of verovio's engravings have no nonce, and a style
// runs no code. Nothing may frame a page, plug in an object or move the base URL.
export function pagePolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // React uses eval in development only, to rebuild server error stacks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers are data, never a page: nothing in them may load or run, nor be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
