// The shapes the HTTP API answers (spec/api.md): what route handlers return and pages render.
// Claims and flags have the report's shapes (report.schema.json), each with a stable id.
// The shapes pages and routes share with components live in lib/contracts, as zod schemas.
import type { ClaimView } from "../contracts/claim-view.ts";
import type { FlagView } from "../contracts/flag-view.ts";
import type { SavedVersionView } from "../contracts/saved-version.ts";
import type { Figures } from "../findings/figures.ts";
import type { FlagType } from "../findings/flag.ts";

export interface Health {
  ok: true;
  database: "sqlite" | "postgresql";
  conversations: number;
}

export interface ConversationRow {
  id: string;
  format: string;
  model: string | null;
  label: string | null;
  /** The assistant used Barline's MCP tools (spec: "checked live"). */
  checkedLive: boolean;
  scoreId: string | null;
  startedAt: string | null;
  turns: number;
  claims: number;
  contradicted: number;
  flags: number;
  /** The types of its flags, in findings.md's order (for the list's chips). */
  flagTypes: FlagType[];
}

export interface ConversationPage {
  total: number;
  page: number;
  pageSize: number;
  rows: ConversationRow[];
}

export type BlockView =
  | { type: "text"; text: string }
  | { type: "image"; mediaType: string; url: string | null; source?: string }
  | { type: "tool-call"; id: string; name: string; arguments: unknown; savedVersion: number | null }
  | {
      type: "tool-result";
      callId: string;
      isError: boolean | null;
      text: string;
      /** Images, audio, video and unmodelled blocks the result held besides its text. */
      content: BlockView[];
      structuredContent?: unknown;
    }
  | { type: "media"; kind: "audio" | "video"; mediaType: string; url: string | null; transcript?: string }
  | { type: "other"; kind: string; raw: unknown };

export interface MessageView {
  index: number;
  role: string;
  turn: number | null;
  timestamp: string | null;
  blocks: BlockView[];
  /** An assistant message in another language ("German"): the rules read no claims from it. */
  notRead: string | null;
}

export interface ConversationDetail extends Omit<ConversationRow, "claims" | "flags" | "flagTypes"> {
  labels: Record<string, string>;
  sourceFile: string;
  messages: MessageView[];
  claims: ClaimView[];
  flags: FlagView[];
  /** The versions this conversation's tool calls saved, with their diff lines, by tool call id. */
  versions: SavedVersionView[];
}

export interface FiguresResponse {
  all: Figures;
  byModel: Record<string, Figures>;
  byLabel: Record<string, Figures>;
  byDay: Record<string, Figures>;
  before?: Figures;
  after?: Figures;
}
