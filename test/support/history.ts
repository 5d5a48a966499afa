// Score histories for tests: versions from MusicXML text, tied to tool calls where given, and the
// analysis of one conversation against them with the default (rule-based) extractor.
import type { ProcedurePolicy, ScoreHistory } from "../../lib/bundle/bundle.ts";
import { analyzeConversation } from "../../lib/analysis/analyze-conversation.ts";
import { VersionStore } from "../../lib/conversation-context/versions.ts";
import { chooseExtractor } from "../../lib/claims/extract.ts";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";
import type { Conversation } from "../../lib/transcripts/conversation.ts";

export interface VersionSpec {
  xml: string;
  /** The call of the conversation that saved this version. */
  savedBy?: { conversationId: string; toolCallId: string };
}

export function history(scoreId: string, versions: VersionSpec[]): ScoreHistory {
  return {
    scoreId,
    title: null,
    versions: versions.map((v, i) => ({
      version: i + 1,
      file: `v${i + 1}.musicxml`,
      savedAt: null,
      score: readScoreBytes(new TextEncoder().encode(v.xml), `v${i + 1}.musicxml`),
      link: v.savedBy ? { ...v.savedBy, rule: "toolCallId" } : null,
    })),
  };
}

export function analyse(conversation: Conversation, h: ScoreHistory, policy: ProcedurePolicy | null = null) {
  return analyzeConversation(conversation, new VersionStore(h), {
    extractor: chooseExtractor({ extractor: "rules" }),
    policy,
  });
}

export function flagTypes(a: { flags: { type: string; turn: number }[] }): string[] {
  return a.flags.map((f) => `${f.type}@${f.turn}`);
}
