// A score's versions, as its page lists them.
export interface VersionEntry {
  version: number;
  file: string;
  sha256: string;
  savedAt: string | null;
  bars: number;
  noOp: boolean;
  savedBy: {
    conversationId: string;
    toolCallId: string;
    turn: number | null;
    tool: string | null;
    rule: string | null;
  } | null;
  changes: { text: string; fromBar: string; toBar: string }[];
}

export interface ScoreHistoryView {
  id: string;
  title: string | null;
  versions: VersionEntry[];
}
