// A bundle read whole: conversations, score histories with every version parsed once, and the
// links from versions to the tool calls that saved them.
import type { Score } from "../score-history/score.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import type { ImageStore } from "../transcripts/images.ts";

export interface ProcedurePolicy {
  /** Tools that need the person's explicit confirmation before they are called. */
  confirmBefore: string[];
  /** Conversation ids the policy applies to; undefined: all. */
  appliesTo?: string[];
}

/** Which rule tied a version to a tool call, in the order bundle.md gives them. */
export type LinkRule = "toolCallId" | "result-version" | "save-time";

export interface VersionLink {
  conversationId: string;
  toolCallId: string;
  rule: LinkRule;
}

export interface ScoreVersion {
  version: number;
  /** Path relative to the bundle root, as `problems` and evidence cite it. */
  file: string;
  savedAt: string | null;
  score: Score;
  link: VersionLink | null;
}

export interface ScoreHistory {
  scoreId: string;
  title: string | null;
  /** Versions that were read, by version number ascending; unreadable ones are in `problems`. */
  versions: ScoreVersion[];
}

export interface Bundle {
  /** The folder or .zip it was read from. */
  source: string;
  name: string | null;
  labels: Record<string, string>;
  policy: ProcedurePolicy | null;
  conversations: Conversation[];
  scores: ScoreHistory[];
  problems: Problem[];
  /** The bytes of every image the conversations hold, by sha256 (set by readBundle). */
  images?: ImageStore;
}
