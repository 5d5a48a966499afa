// The shapes the HTTP API answers (spec/api.md): what route handlers return and pages render.
// Claims and flags have the report's shapes (report.schema.json), each with a stable id.
import type { Subject, Verdict } from "../claims/claim.ts";
import type { Figures } from "../findings/figures.ts";
import type { FlagType } from "../findings/flag.ts";
import type { ReportClaim } from "../report/report.ts";
import type { IngestSummary } from "./ingest-summary.ts";

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

/** A review in force on a flag or claim, and who made it when. */
export interface ReviewView {
  id: string;
  decision: string;
  /** For a claim: the verdict the reviewer gave (their own, or agreeing with Barline's). */
  verdict: Verdict | null;
  note: string;
  by: string;
  at: string;
}

export interface ClaimView extends ReportClaim {
  /** The message the sentence is in, so the reader can mark it there; for a read, the call. */
  messageIndex: number;
  toolCallId: string | null;
  review: ReviewView | null;
}

export interface FlagView {
  id: string;
  type: FlagType;
  turn: number;
  toolCallId: string | null;
  claimId: string | null;
  subject: Subject | null;
  message: string;
  evidence: string[];
  review: ReviewView | null;
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

export interface SavedVersionView {
  scoreId: string;
  version: number;
  toolCallId: string | null;
  noOp: boolean;
  changes: string[];
}

export interface FiguresResponse {
  all: Figures;
  byModel: Record<string, Figures>;
  byLabel: Record<string, Figures>;
  byDay: Record<string, Figures>;
  before?: Figures;
  after?: Figures;
}

export interface BarReread {
  scoreId: string;
  version: number;
  /** The printed number: a number where the score prints one, else as printed ("X1"). */
  bar: number | string;
  part: string | null;
  staff: number | null;
  reading: string[];
  /** Clefs printed at the end of the bar to announce the next one, named for the bar they announce. */
  courtesy: string[];
  previous: { version: number; reading: string[] } | null;
  changes: string[];
  svg: string;
}

export interface JobView {
  id: string;
  state: "queued" | "running" | "done" | "failed";
  progress: number;
  problems: { file: string; at?: string; message: string }[];
  /** Once the ingest is done: what it stored, or when the same bundle was ingested before. */
  summary?: Omit<IngestSummary, "problems">;
}
