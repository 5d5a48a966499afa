// `barline mcp [bundle] [--http] [--port N] [--host A] [--allow-save]`: Barline's tools for a score
// assistant over the Model Context Protocol (lib/mcp), on a bundle's scores or the database's, over
// stdio (the default: stdout is the protocol's, so nothing else is written there) or streamable HTTP
// at /mcp. Read-only unless --allow-save adds save_version.
import { Command, InvalidArgumentError } from "commander";
import type { CommandIO } from "./io.ts";

function port(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError("a port number, 0-65535");
  return n;
}

interface McpOptions {
  http?: boolean;
  port: number;
  host: string;
  allowSave?: boolean;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1"]);

export function register(program: Command, io: CommandIO): void {
  program
    .command("mcp")
    .description(
      "serve Barline's tools to a score assistant over MCP (stdio, or --http), read-only unless --allow-save",
    )
    .argument("[bundle]", "a bundle folder or .zip whose scores to serve (default: the database)")
    .option("--http", "serve streamable HTTP at /mcp instead of stdio")
    .option("--port <N>", "with --http: the port (0: any free one)", port, 3100)
    .option("--host <address>", "with --http: the address to listen on", "127.0.0.1")
    .option(
      "--allow-save",
      "offer save_version, which saves edits as new versions (into the bundle folder, or the database)",
    )
    .action(async (bundle: string | undefined, opts: McpOptions, cmd: Command) => {
      const { ScoreLibrary } = await import("../../lib/mcp/score-source.ts");
      let source;
      if (bundle !== undefined)
        source = await (await import("../../lib/mcp/bundle-scores.ts")).bundleScores(bundle);
      else {
        const { getDb } = await import("../../lib/db/client.ts");
        const { storedScores } = await import("../../lib/db/scores/version-files.ts");
        source = storedScores(await getDb());
      }
      const library = new ScoreLibrary(source, { allowSave: opts.allowSave === true });
      if (opts.allowSave && !library.saves)
        return cmd.error(
          `barline: --allow-save needs a bundle folder or the database: ${bundle} is a .zip, which is not saved into`,
          { exitCode: 2 },
        );
      if (!opts.http) {
        const { serveMcpStdio } = await import("../../lib/mcp/stdio.ts");
        await serveMcpStdio(library);
        io.err(`barline mcp: serving ${source.name} on stdio${saving(library)}\n`);
        return;
      }
      const { serveMcpHttp, MCP_PATH } = await import("../../lib/mcp/http.ts");
      if (!LOOPBACK.has(opts.host))
        io.err(
          `barline mcp: WARNING: listening on ${opts.host}: anyone who reaches it reads every score in ${source.name}${library.saves ? " and saves versions into it" : ""}; the server asks no sign-in\n`,
        );
      const server = await serveMcpHttp(library, opts.host, opts.port);
      const address = server.address();
      const at = typeof address === "object" && address ? address.port : opts.port;
      const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
      io.out(`barline mcp: serving ${source.name} at http://${host}:${at}${MCP_PATH}${saving(library)}\n`);
    });
}

function saving(library: { saves: boolean }): string {
  return library.saves ? " (save_version on: edits are saved as new versions)" : "";
}
