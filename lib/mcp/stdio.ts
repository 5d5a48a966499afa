// The server over stdio: one connection on the process's stdin and stdout, for as long as stdin is open.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { ScoreLibrary } from "./score-source.ts";
import { barlineMcpServer } from "./server.ts";

export async function serveMcpStdio(library: ScoreLibrary): Promise<void> {
  await barlineMcpServer(library).connect(new StdioServerTransport());
}
