#!/usr/bin/env node
// The command line (spec/cli.md) on this process's arguments, stdout and stderr.
import { processIO } from "./commands/io.ts";
import { runBarline } from "./run-barline.ts";

const status = await runBarline(process.argv.slice(2), processIO);
// A command that succeeded may leave a server running (serve, worker): only failure ends it here.
if (status !== 0) process.exit(status);
