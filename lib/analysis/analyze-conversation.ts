// One conversation: pair calls and results, place versions on its timeline, extract and verify
// claims (assistant messages and the text of reads), then run every detector.
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import type { BarRange, Claim, ExtractedClaim } from "../claims/claim.ts";
import { ClaimMap, type Extractor, type ExtractItem } from "../claims/extract.ts";
import { verifyClaim, type Verification } from "../claims/verify.ts";
import { eachPossibleScore, verifyFound } from "./verify-found.ts";
import { findFlags } from "../findings/index.ts";
import type { Flag } from "../findings/flag.ts";
import { barsInArguments, partInArguments, staffInArguments } from "../findings/subjects.ts";
import type { Conversation } from "../transcripts/conversation.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import { turnCount } from "../transcripts/turns.ts";
import { STAFFED } from "../claims/rules/read-sentence.ts";
import { findStaffMentions } from "../claims/subject/staves.ts";
import { collectCalls, resultText, type CallInfo } from "../conversation-context/calls.ts";
import { messageText, type ConversationContext } from "../conversation-context/context.ts";
import { scoreContext } from "../conversation-context/score-context.ts";
import { buildTimeline, scoreBeforeCall, type Timeline } from "../conversation-context/timeline.ts";
import { versionRef as ref, type VersionStore, type VersionView } from "../conversation-context/versions.ts";

export interface ConversationAnalysis {
  conversation: Conversation;
  turns: number;
  claims: Claim[];
  flags: Flag[];
  /** What the extractor could not do as asked (e.g. Claude answers that fell back to the rules). */
  warnings: string[];
  /** Blocks of kinds Barline does not model, kept raw (issue: nothing in a log is lost). */
  otherBlocks: number;
}

interface Source {
  key: string;
  text: string;
  source: "assistant" | "read";
  /** For an assistant message: the person's message that opened its turn. */
  question?: string;
  /** For a read: the bars it was asked for. */
  covers?: BarRange | null;
  /** For a read: the staff it was asked for; for an assistant message, the staff its turn read. */
  staff?: number | null;
  /** For a read: the part it was asked for, as the call named it. */
  part?: string | null;
  /** For an assistant message: the one staff the person's message of the turn before named. */
  before?: string;
  messageIndex: number;
  turn: number;
  toolCallId: string | null;
  /** The version the text speaks of: the score at the message, or the version a read read. */
  version: VersionView | null;
}

export async function analyzeConversation(
  conversation: Conversation,
  store: VersionStore | null,
  options: { extractor: Extractor; policy: ProcedurePolicy | null; toolKinds?: ToolKindConfig },
): Promise<ConversationAnalysis> {
  const calls = collectCalls(conversation, options.toolKinds);
  const timeline = store ? buildTimeline(conversation, calls, store.views) : null;
  const at = (i: number) => timeline?.at(i) ?? null;

  const sources: Source[] = [];
  // Short answers take their subject from the person's message of the turn (findings.md).
  let question: string | undefined;
  // Each turn's person message.
  const personSaid = new Map<number, string>();
  // What the turn's reply has said so far, in its messages before each tool call: "an earlier
  // sentence of the same reply" names the staff of one that names none (findings.md, "No staff named").
  let replied = { turn: -1, text: "" };
  for (const m of conversation.messages) {
    if (m.role === "user" && m.turn !== null) {
      const said = messageText(m);
      question = said || question;
      personSaid.set(m.turn, said);
    }
    if (m.role !== "assistant" || m.turn === null) continue;
    const text = messageText(m);
    const before = personSaid.get(m.turn - 1);
    if (replied.turn !== m.turn) replied = { turn: m.turn, text: "" };
    const staffReplied = replied.text ? (onlyStaff(replied.text) ?? null) : null;
    replied.text += `\n${text}`;
    if (text.trim())
      sources.push({
        key: `m${m.index}`,
        text,
        question,
        ...(before !== undefined && { before }),
        staff: staffReadIn(calls, m.turn, m.index) ?? staffReplied,
        source: "assistant",
        messageIndex: m.index,
        turn: m.turn,
        toolCallId: null,
        version: at(m.index),
      });
  }
  for (const c of calls) {
    // A render whose result also describes the score in words reads it too (findings.md: a read is a
    // call whose result describes the score as text).
    if (
      (c.kind !== "read" && c.kind !== "render") ||
      !c.result ||
      c.result.isError === true ||
      c.resultIndex === null ||
      c.turn === null
    )
      continue;
    const text = resultText(c.result);
    if (text.trim())
      sources.push({
        key: `r${c.call.id}`,
        text,
        source: "read",
        covers: barsInArguments(c.call.arguments),
        staff: staffInArguments(c.call.arguments),
        part: partInArguments(c.call.arguments),
        messageIndex: c.resultIndex,
        turn: c.turn,
        toolCallId: c.call.id,
        // (A read after an edit in the same message reads what the edit saved.)
        version: timeline ? scoreBeforeCall(timeline, calls, c) : null,
      });
  }
  sources.sort((a, b) => a.messageIndex - b.messageIndex);

  // A conversation that cannot be placed among the versions is read against the latest one's parts
  // and bars; its claims are checked against every version (below).
  const unplacedIn = timeline?.unplaced && store ? (store.views[store.views.length - 1] ?? null) : null;
  const extracted = await extractAll(options.extractor, sources, unplacedIn);
  const unlinked = conversation.scoreId
    ? `the bundle has no score "${conversation.scoreId}"`
    : "the conversation is linked to no score";
  const claims: Claim[] = [];
  for (const s of sources) {
    for (const extractedClaim of extracted.get(s.key) ?? []) {
      const found = timeline ? withStaffOfSave(extractedClaim, calls, timeline) : extractedClaim;
      const turnStart = timeline?.turnStart(s.turn) ?? 0;
      const start = at(turnStart);
      let v = store
        ? verifyFound(found, s.version, start, store)
        : verifyClaim({ claim: found, current: null, base: null, diff: null });
      // Which version an unplaced conversation saw is not known: what the score has is settled where
      // every version agrees.
      const everyVersion = unplacedIn && !s.version && store ? inEveryVersion(found, store.views) : null;
      if (everyVersion) v = everyVersion;
      // "… was replaced with bass clef in version 2": an edit naming its save is that save's, whichever
      // version the conversation saw after it.
      const namedSave =
        unplacedIn && !s.version && store && found.kind === "edit" && found.savedIn !== undefined
          ? store.views.find((view) => view.version === found.savedIn)
          : undefined;
      if (namedSave) v = verifyFound(found, namedSave, namedSave, store!);
      // Which of several versions was the score at the message (or the turn's start) is not known:
      // the verdict stands where each of them gives it.
      if (store && timeline)
        v = eachPossibleScore(
          v,
          found,
          s.version,
          start,
          timeline.maybe(s.messageIndex),
          timeline.maybe(turnStart),
          store,
        );
      // Built field by field: spreading `found` costs more than the rest of this loop.
      const claim: Claim = {
        kind: found.kind,
        subject: v.subject,
        value: found.value,
        text: found.text,
        id: `${conversation.id}:c${claims.length + 1}`,
        turn: s.turn,
        source: s.source,
        messageIndex: s.messageIndex,
        toolCallId: s.toolCallId,
        verdict: store ? v.verdict : "unverifiable",
        checkedVersion: v.checkedVersion,
        baseVersion: v.baseVersion,
        evidence: !store
          ? [unlinked]
          : timeline?.unplaced && !s.version && !everyVersion && !namedSave
            ? [timeline.unplaced]
            : v.evidence,
        mismatches: v.mismatches,
      };
      if (found.partName !== undefined) claim.partName = found.partName;
      if (found.saysNow) claim.saysNow = true;
      if (found.uncertain) claim.uncertain = found.uncertain;
      claims.push(claim);
    }
  }

  const ctx: ConversationContext = { conversation, calls, store, timeline, claims, policy: options.policy };
  return {
    conversation,
    turns: turnCount(conversation.messages),
    claims,
    flags: findFlags(ctx),
    warnings: extracted.warnings,
    otherBlocks: countOther(conversation),
  };
}

/** "Version 3: saved, but nothing changed; bar 7 was already in bass clef.": a clef or notes said
 * of an earlier save, naming no staff, may be of the one staff the call that made the save named,
 * or of every staff (findings.md, "No staff named"): not read with certainty. */
function withStaffOfSave(found: ExtractedClaim, calls: CallInfo[], timeline: Timeline): ExtractedClaim {
  if (found.subject.staff !== null || found.uncertain || !STAFFED.has(found.subject.property)) return found;
  const asOf = found.asOf;
  const save =
    asOf && asOf !== "turn start" ? ("before" in asOf ? asOf.before : asOf.version) : found.savedIn;
  if (save === undefined) return found;
  const call = calls.find((c) => timeline.savedBy(c.call.id)?.version === save);
  const staff = call ? staffInArguments(call.call.arguments) : null;
  return staff === null
    ? found
    : {
        ...found,
        uncertain: `could not tell whether the claim is said of staff ${staff}, which the call that saved version ${save} named, or of every staff`,
      };
}

/** The one staff the turn's reads before a message were asked for ({"staff": 2}): the staff the turn
 * speaks of when the person's message names none. */
function staffReadIn(calls: CallInfo[], turn: number, before: number): number | null {
  const staves = new Set(
    calls
      .filter((c) => c.kind === "read" && c.turn === turn && c.messageIndex < before)
      .map((c) => staffInArguments(c.call.arguments)),
  );
  const [only] = staves;
  return staves.size === 1 && only !== undefined ? only : null;
}

/** The one staff a person's message names ("Where does staff 2 go treble?"), if it names one. */
function onlyStaff(text: string): number | undefined {
  const staves = new Set(findStaffMentions(text).flatMap((m) => (m.staff === null ? [] : [m.staff])));
  const [only] = staves;
  return staves.size === 1 ? only : undefined;
}

/** A state or count claim checked against every saved version: its verdict where all of them give
 * the same one (the latest's evidence, saying so); null where they differ or settle nothing. */
function inEveryVersion(claim: ExtractedClaim, views: VersionView[]): Verification | null {
  if ((claim.kind !== "state" && claim.kind !== "count") || claim.uncertain || views.length === 0)
    return null;
  const each = views.map((view) => verifyClaim({ claim, current: ref(view), base: null, diff: null }));
  const last = each[each.length - 1]!;
  if (last.verdict === "unverifiable" || each.some((e) => e.verdict !== last.verdict)) return null;
  return {
    ...last,
    evidence: [
      `every saved version (${views[0]!.version}–${views[views.length - 1]!.version}) gives this verdict: which one the conversation saw is not known`,
      ...last.evidence,
    ],
  };
}

/** One extractor call per version spoken of, so "the last bar" resolves against the right score
 * (an unplaced conversation's texts against `fallback`). */
async function extractAll(
  extractor: Extractor,
  sources: Source[],
  fallback: VersionView | null,
): Promise<ClaimMap> {
  const byVersion = new Map<VersionView | null, ExtractItem[]>();
  for (const s of sources) {
    const items = byVersion.get(s.version) ?? [];
    const item: ExtractItem = { key: s.key, text: s.text, source: s.source };
    if (s.question !== undefined) item.question = s.question;
    if (s.covers !== undefined) item.covers = s.covers;
    if (s.staff != null) item.staff = s.staff;
    if (s.part != null) item.part = s.part;
    if (s.before !== undefined) item.before = s.before;
    items.push(item);
    byVersion.set(s.version, items);
  }
  const all = new ClaimMap();
  for (const [version, items] of byVersion) {
    const context = version ?? fallback;
    const found = await extractor.extract(items, context ? scoreContext(context.source.score) : undefined);
    for (const [k, v] of found) all.set(k, v);
    all.warnings.push(...found.warnings);
  }
  return all;
}

function countOther(c: Conversation): number {
  let n = 0;
  for (const m of c.messages)
    for (const b of m.blocks) {
      if (b.type === "other") n++;
      else if (b.type === "tool-result") for (const x of b.content) if (x.type === "other") n++;
    }
  return n;
}
