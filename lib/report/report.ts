// The report `barline analyze --json` prints (spec/report.schema.json): plain data, no methods.
import type { Claim, Subject, Verdict, ClaimKind } from "../claims/claim.ts";
import type { Flag } from "../findings/flag.ts";
import type { Problem } from "../transcripts/conversation.ts";

export interface ReportClaim {
  id: string;
  turn: number;
  source: "assistant" | "read";
  text: string;
  kind: ClaimKind;
  subject: Subject;
  value: string | null;
  verdict: Verdict;
  checkedVersion: number | null;
  baseVersion: number | null;
  evidence: string[];
  /** Beyond the schema: why the sentence was not read whole (the verdict is then unverifiable). */
  uncertain?: string;
}

export interface ReportConversation {
  id: string;
  scoreId: string | null;
  format: string;
  model: string | null;
  turns: number;
  claims: ReportClaim[];
  flags: Flag[];
  /** Beyond the schema's required fields: what the figures split by. */
  labels: Record<string, string>;
  startedAt: string | null;
  /** Blocks of kinds Barline does not model, kept raw in the conversation: counted, never dropped. */
  otherBlocks: number;
}

export interface Report {
  bundle: string;
  generatedAt: string;
  problems: Problem[];
  conversations: ReportConversation[];
}

/** The schema's fields, in the schema's order (the report is a contract checked from outside), and
 * the certainty reason where there is one. */
export function reportClaim(c: Claim): ReportClaim {
  const out: ReportClaim = {
    id: c.id,
    turn: c.turn,
    source: c.source,
    text: c.text,
    kind: c.kind,
    subject: c.subject,
    value: c.value,
    verdict: c.verdict,
    checkedVersion: c.checkedVersion,
    baseVersion: c.baseVersion,
    evidence: c.evidence,
  };
  if (c.uncertain) out.uncertain = c.uncertain;
  return out;
}
