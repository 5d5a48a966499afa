// `barline serve [--port N]`: the dashboard and the HTTP API on the configured database. Builds the
// app first when there is no build of the current sources, creates and migrates the database,
// then starts Next.js and prints the address once it answers.
import { Command, InvalidArgumentError } from "commander";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { getDb } from "../../lib/db/client.ts";

function port(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new InvalidArgumentError("a port number, 1-65535");
  return n;
}

const nextBin = () => createRequire(import.meta.url).resolve("next/dist/bin/next");

/** Any HTTP answer counts: with sign-in on, the health route answers 401 to a caller without a session. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

export function register(program: Command): void {
  program
    .command("serve")
    .description("serve the dashboard and the HTTP API on the configured database")
    .option("--port <n>", "the port to listen on", port, 3000)
    .action(async (opts: { port: number }) => {
      const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
      if (!existsSync(".next/BUILD_ID")) {
        process.stderr.write("barline: no build of the dashboard yet; building it (about a minute)\n");
        const build = spawnSync(process.execPath, [nextBin(), "build"], { stdio: "inherit", env });
        if (build.status !== 0) process.exit(build.status ?? 1);
      }
      // Created and migrated here, once, before the server's first request.
      const db = await getDb();
      await db.close();
      const server = spawn(process.execPath, [nextBin(), "start", "-p", String(opts.port)], {
        stdio: ["ignore", "ignore", "inherit"],
        env,
      });
      for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
      server.on("exit", (code) => process.exit(code ?? 0));
      const url = `http://localhost:${opts.port}`;
      for (let i = 0; i < 600 && server.exitCode === null; i++) {
        if (await answers(`${url}/api/health`)) {
          process.stdout.write(`${url}\n`);
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    });
}
