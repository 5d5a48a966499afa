// The HTTP server `barline serve` runs the dashboard in. It holds the socket, so it alone knows who
// sent a request: before the app sees one, X-Forwarded-For becomes the client's address (the peer,
// or behind a trusted proxy the address that proxy saw; Better Auth's rate limit is keyed on it), the
// other forwarded headers are dropped unless a trusted proxy sent them, and in local single-user
// mode a Host other than this machine's is refused.
import http from "node:http";
import type { BlockList } from "node:net";
import { isLocalHost } from "../../lib/auth/local-host.ts";
import { clientAddress, isTrustedProxy } from "../../lib/auth/proxy-trust.ts";

export interface ServeGuard {
  port: number;
  /** Local single-user mode: answer only requests addressed to this machine. */
  localOnly: boolean;
  proxies: BlockList | null;
}

const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

export function guardedServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
  guard: ServeGuard,
): http.Server {
  return http.createServer((req, res) => {
    if (guard.localOnly && !isLocalHost(req.headers.host, guard.port)) {
      res.writeHead(421, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error:
            `this server is in local single-user mode (BARLINE_AUTH=off) and answers only ` +
            `localhost:${guard.port}, 127.0.0.1:${guard.port} or [::1]:${guard.port}, not "${req.headers.host ?? ""}"`,
        }),
      );
      return;
    }
    const peer = req.socket.remoteAddress ?? "";
    const forwardedFor = req.headers["x-forwarded-for"];
    if (!isTrustedProxy(peer, guard.proxies)) for (const name of FORWARDED) delete req.headers[name];
    req.headers["x-forwarded-for"] = clientAddress(
      peer,
      Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
      guard.proxies,
    );
    void handle(req, res);
  });
}
