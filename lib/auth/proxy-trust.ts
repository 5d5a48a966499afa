// What Barline believes of the forwarded headers. X-Forwarded-For, -Host and -Proto are written by
// whoever sends the request, so they are believed only from a reverse proxy the operator names in
// BARLINE_TRUSTED_PROXY: its addresses or ranges, comma-separated ("127.0.0.1", "10.0.0.0/8, ::1").
// Without it, a request's client is the address it came from and its host is its Host header.
import { BlockList, isIP } from "node:net";

type Env = Record<string, string | undefined>;

/** Whether a reverse proxy is configured: then its X-Forwarded-Host names the origin browsers use. */
export function trustsProxy(env: Env = process.env): boolean {
  return Boolean(env.BARLINE_TRUSTED_PROXY?.trim());
}

/** The configured proxies, or null; a setting that is not addresses or ranges is an error naming it. */
export function trustedProxies(env: Env = process.env): BlockList | null {
  const setting = env.BARLINE_TRUSTED_PROXY?.trim();
  if (!setting) return null;
  const proxies = new BlockList();
  for (const entry of setting.split(",").map((e) => e.trim())) {
    const [address = "", prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      !family ||
      extra !== undefined ||
      (prefix !== undefined && !/^\d+$/.test(prefix)) ||
      bits > (family === 6 ? 128 : 32)
    )
      throw new Error(
        `BARLINE_TRUSTED_PROXY: "${entry}" is not an address or a range (like 10.0.0.0/8); ` +
          `give the proxy's addresses, comma-separated`,
      );
    proxies.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return proxies;
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) as "10.0.0.1". */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isTrusted(address: string, proxies: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Whether the peer a request came from is a configured proxy, whose forwarded headers are believed. */
export function isTrustedProxy(peer: string, proxies: BlockList | null): boolean {
  return proxies !== null && isTrusted(plain(peer), proxies);
}

/**
 * Who sent a request that reached the server from `peer`: the peer itself, unless it is a trusted
 * proxy — then the nearest address in its X-Forwarded-For that is not a trusted proxy (each proxy
 * appends the address it was reached from, so only the right-hand entries are the proxies' own word).
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  proxies: BlockList | null,
): string {
  let client = plain(peer);
  if (!isTrustedProxy(client, proxies)) return client;
  const chain = (forwardedFor ?? "").split(",").map((a) => plain(a.trim()));
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isIP(chain[i]!)) break;
    client = chain[i]!;
    if (!isTrusted(client, proxies!)) break;
  }
  return client;
}
