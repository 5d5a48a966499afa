// Local single-user mode (BARLINE_AUTH=off) makes whoever reaches the server an admin, so the server
// listens on this machine only — and a web page elsewhere could still reach it through the visitor's
// browser by pointing its own name at 127.0.0.1 (DNS rebinding). Such a request carries that name
// in its Host; only this machine's own names are answered.
const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Whether a Host header names this machine, on the port the server listens on. */
export function isLocalHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match || !LOCAL_NAMES.has(match[1]!)) return false;
  return match[2] === undefined ? port === 80 : Number(match[2]) === port;
}

/** Whether an address to listen on is this machine's loopback alone. */
export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address.trim());
}
