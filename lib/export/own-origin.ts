// The address the server prints its own pages from: this very process on loopback (`next start`
// sets PORT once it listens), else the address the team's browsers use (BETTER_AUTH_URL). Never a
// host named by a request: its Host header is whatever its sender wrote.
export function ownOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const port = Number(env.PORT);
  if (Number.isInteger(port) && port > 0 && port < 65536) return `http://127.0.0.1:${port}`;
  if (env.BETTER_AUTH_URL) return new URL(env.BETTER_AUTH_URL).origin;
  throw new Error(
    "cannot tell this server's own address to print from: PORT (set by next start) and BETTER_AUTH_URL are both unset",
  );
}
