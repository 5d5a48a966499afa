// Barline's MCP server: the five read-only tools over a score library, and save_version where the
// library was opened to save (`--allow-save`); one McpServer per connection (stdio) or per request
// (streamable HTTP, stateless).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { LIVE_SERVER } from "../transcripts/live-check.ts";
import type { ScoreLibrary } from "./score-source.ts";
import { registerCheckEdit } from "./tools/check-edit.ts";
import { registerDiffVersions } from "./tools/diff-versions.ts";
import { registerReadBars } from "./tools/read-bars.ts";
import { registerRenderBars } from "./tools/render-bars.ts";
import { registerSaveVersion } from "./tools/save-version.ts";
import { registerVerifyClaim } from "./tools/verify-claim.ts";

export const SERVER_VERSION = "0.1.0";

export function barlineMcpServer(library: ScoreLibrary): McpServer {
  const server = new McpServer(
    { name: LIVE_SERVER, title: "Barline", version: SERVER_VERSION },
    {
      instructions:
        `Barline reads the saved versions of the scores in ${library.source.name}. Read bars (read_bars) ` +
        "before saying what they hold; check an edit (check_edit) before saying it was applied; verify a " +
        "sentence (verify_claim) before saying it. A clef printed at the end of a bar belongs to the next bar." +
        (library.saves
          ? " Save an edit with save_version, giving the version you edited; say only what its receipt says."
          : ""),
    },
  );
  registerReadBars(server, library);
  registerDiffVersions(server, library);
  registerCheckEdit(server, library);
  registerVerifyClaim(server, library);
  registerRenderBars(server, library);
  if (library.saves) registerSaveVersion(server, library);
  return server;
}
