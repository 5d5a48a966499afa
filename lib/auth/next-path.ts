// Where the sign-in page sends the browser once signed in (`?next=`): a path of this server only.
// Anything a browser could read as another origin — `//host`, `/\host`, `https://…`, a path with tabs
// or new lines the URL parser drops, any of them percent-encoded once more — is replaced by "/".
const BASE = "http://barline.invalid";

export function nextPath(asked: unknown): string {
  if (typeof asked !== "string" || !asked.startsWith("/")) return "/";
  // Browsers read "\" as "/", and drop tabs and new lines: refuse them rather than guess.
  if (/[\\\u0000-\u001f\u007f]/.test(asked)) return "/";
  let url: URL;
  try {
    url = new URL(asked, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const path = url.pathname + url.search + url.hash;
  // "/%2F%2Fhost" stays a path here, but a page that decodes it once more would read "//host".
  return path.startsWith("//") || /^\/(%2f|%5c)/i.test(path) ? "/" : path;
}
