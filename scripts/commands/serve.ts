// `barline serve [--port N] [--host A]`: the dashboard and the HTTP API on the configured database.
// Builds the app first when there is no build of the current sources, creates and migrates the
// database, then runs Next.js in Barline's own HTTP server (serve-http.ts: what a request may claim
// of its sender) and prints the address once it answers. With sign-in off (BARLINE_AUTH=off) every
// visitor is the admin: it listens on this machine only unless told otherwise in words that say so.
import { Command, InvalidArgumentError } from "commander";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { authIsOff } from "../../lib/access/auth-mode.ts";
import { isLoopback } from "../../lib/auth/local-host.ts";
import { trustedProxies } from "../../lib/auth/proxy-trust.ts";
import { getDb } from "../../lib/db/client.ts";
import type { CommandIO } from "./io.ts";
import { guardedServer } from "./serve-http.ts";

function port(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new InvalidArgumentError("a port number, 1-65535");
  return n;
}

const nextBin = () => createRequire(import.meta.url).resolve("next/dist/bin/next");

export interface ServeOptions {
  port: number;
  host?: string;
  exposeLocalAdmin?: boolean;
}

/**
 * Where to listen and whether to answer only this machine's Host: with sign-in on, where asked
 * (every interface by default); with it off, 127.0.0.1 and local Hosts only, unless
 * --expose-local-admin says otherwise. A problem is a usage error's message.
 */
export function listenPlan(
  opts: ServeOptions,
  authOff: boolean,
): { host?: string; localOnly: boolean; warning?: string } | { problem: string } {
  if (!authOff) return { ...(opts.host ? { host: opts.host } : {}), localOnly: false };
  const where = `port ${opts.port}`;
  if (opts.exposeLocalAdmin)
    return {
      ...(opts.host ? { host: opts.host } : {}),
      localOnly: false,
      warning:
        `barline: WARNING: sign-in is off (BARLINE_AUTH=off) and --expose-local-admin is given: anyone who ` +
        `reaches ${where}${opts.host ? ` on ${opts.host}` : " on any of this machine's addresses"}, or any web ` +
        `page a visitor opens, is the admin of this database\n`,
    };
  const host = opts.host ?? "127.0.0.1";
  if (!isLoopback(host))
    return {
      problem:
        `barline: sign-in is off (BARLINE_AUTH=off), so whoever reaches the server is the admin: it listens ` +
        `on this machine only, not on ${host}. Turn sign-in on to serve a team, or add --expose-local-admin ` +
        `to make everyone who reaches ${host} an admin`,
    };
  return {
    host,
    localOnly: true,
    warning:
      `barline: sign-in is off (BARLINE_AUTH=off): everyone who reaches ${where} on this machine is the ` +
      `admin; other machines, and pages that are not on localhost, are refused\n`,
  };
}

/** Any HTTP answer counts: with sign-in on, the health route answers 401 to a caller without a session. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

export function register(program: Command, io: CommandIO): void {
  program
    .command("serve")
    .description("serve the dashboard and the HTTP API on the configured database")
    .option("--port <n>", "the port to listen on", port, 3000)
    .option(
      "--host <address>",
      "the address to listen on (default: every interface; with BARLINE_AUTH=off, 127.0.0.1 only)",
    )
    .option(
      "--expose-local-admin",
      "with BARLINE_AUTH=off, listen beyond this machine and answer any Host: UNSAFE, whoever reaches " +
        "the port, or any web page a visitor opens, is the admin",
    )
    .action(async (opts: ServeOptions, cmd: Command) => {
      const plan = listenPlan(opts, authIsOff());
      if ("problem" in plan) return cmd.error(plan.problem, { exitCode: 2 });
      const proxies = trustedProxies();
      process.env.NEXT_TELEMETRY_DISABLED = "1";
      if (!existsSync(".next/BUILD_ID")) {
        io.err("barline: no build of the dashboard yet; building it (about a minute)\n");
        const build = spawnSync(process.execPath, [nextBin(), "build"], { stdio: "inherit" });
        if (build.status !== 0) process.exit(build.status ?? 1);
      }
      // Created and migrated here, once, before the server's first request.
      await (await getDb()).close();
      // As `next start` has it: React and Next.js in their production builds.
      Object.assign(process.env, { NODE_ENV: "production" });
      const { default: next } = await import("next");
      const app = next({
        dev: false,
        dir: process.cwd(),
        port: opts.port,
        ...(plan.host ? { hostname: plan.host } : {}),
      });
      await app.prepare();
      const server = guardedServer(app.getRequestHandler(), {
        port: opts.port,
        localOnly: plan.localOnly,
        proxies,
      });
      await new Promise<void>((listening, failed) => {
        server.once("error", failed);
        server.listen(opts.port, plan.host, listening);
      });
      for (const signal of ["SIGINT", "SIGTERM"] as const)
        process.once(signal, () => server.close(() => process.exit(0)));
      if (plan.warning) io.err(plan.warning);
      const shown =
        !plan.host || isLoopback(plan.host)
          ? "localhost"
          : plan.host.includes(":")
            ? `[${plan.host}]`
            : plan.host;
      const url = `http://${shown}:${opts.port}`;
      while (!(await answers(`${url}/api/health`))) await new Promise((r) => setTimeout(r, 200));
      io.out(`${url}\n`);
    });
}
