// The request header the proxy writes with the page's path and query (overwriting whatever a client
// sent), for the not-found page, which Next.js gives no path.
export const PATH_HEADER = "x-barline-path";
