// Which saved version is "the score at a message" (spec/findings.md): the latest version saved
// before that message. A version tied to a call of this conversation exists from that call's
// result on; otherwise its save time is placed among the messages' timestamps.
import type { Conversation } from "../transcripts/conversation.ts";
import { resultText, type CallInfo } from "./calls.ts";
import type { VersionView } from "./versions.ts";

export interface Timeline {
  /** The score at message `index`: the latest version saved before it; null when none was. */
  at(index: number): VersionView | null;
  /** The version a call saved, when one is tied to it. */
  savedBy(callId: string): VersionView | null;
  /** Index of the first message of turn k. */
  turnStart(turn: number): number;
  /** Why no version is the score at any message, when the conversation cannot be placed among the
   * score's versions (it has no times and saved none of them); null when it can. */
  unplaced: string | null;
  /** Versions that may also be the score at message `index`, newer than `at(index)`: saved by
   * another hand after the conversation began and before a save of its own, where no message time
   * says on which side of the message; empty where the score at the message is known. */
  maybe(index: number): VersionView[];
}

const VERSION_READ = /\bversion\s+(\d{1,6})\b/i;

const NEVER = Number.POSITIVE_INFINITY;

function millis(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

export function buildTimeline(conversation: Conversation, calls: CallInfo[], views: VersionView[]): Timeline {
  const callById = new Map(calls.map((c) => [c.call.id, c]));
  const times = conversation.messages.map((m) => millis(m.timestamp));
  const started = millis(conversation.startedAt) ?? times.find((t) => t !== null) ?? null;
  const savedBy = new Map<string, VersionView>();

  /** The first message index from which the version counts as saved. */
  const availableFrom = (v: VersionView): number => {
    const link = v.source.link;
    if (link && link.conversationId === conversation.id) {
      const c = callById.get(link.toolCallId);
      if (c) {
        savedBy.set(c.call.id, v);
        return c.resultIndex ?? c.messageIndex + 1;
      }
    }
    const saved = millis(v.savedAt);
    if (saved !== null && times.some((t) => t !== null)) {
      const i = times.findIndex((t) => t !== null && t > saved);
      return i === -1 ? NEVER : i;
    }
    if (saved !== null && started !== null) return saved <= started ? 0 : NEVER;
    // Neither tied to this conversation nor timed: it can only be a version that came before.
    return link ? NEVER : 0;
  };

  let froms = views.map((v) => ({ v, from: availableFrom(v) }));
  // No times and no save of its own: nothing says which versions came before it — unless a read of
  // it names the version it read ("Version 5, bars 1–16").
  let unplaced: string | null = null;
  const untimed = started === null && times.every((t) => t === null);
  if (untimed && savedBy.size === 0 && views.length > 1) {
    const named = calls
      .filter((c) => c.kind === "read" && c.result)
      .map((c) => VERSION_READ.exec(resultText(c.result))?.[1])
      .find((n) => n !== undefined && views.some((v) => v.version === Number(n)));
    if (named !== undefined) froms = views.map((v) => ({ v, from: v.version <= Number(named) ? 0 : NEVER }));
    else {
      froms = [];
      unplaced = `the conversation has no times and saved no version: could not tell which of versions ${views[0]!.version}–${views[views.length - 1]!.version} it saw`;
    }
  }
  // Versions are numbered in save order: one numbered below a version a call of this conversation
  // saved was saved before that call, whoever saved it and whenever.
  const saves = [...savedBy.entries()].map(([id, v]) => ({ at: callById.get(id)!.messageIndex, v }));
  const bumped: VersionView[] = [];
  // Where a bumped version may already have been saved: from the first message after the last one
  // timed before its save (a message timed after it was placed above).
  const unsure: { v: VersionView; from: number; to: number }[] = [];
  for (const p of froms)
    if (p.from === NEVER)
      for (const s of saves)
        if (s.v.version > p.v.version && s.at < p.from) {
          p.from = s.at;
          bumped.push(p.v);
        }
  for (const p of froms)
    if (bumped.includes(p.v) && !untimed) unsure.push({ v: p.v, from: earliestAfter(p.v), to: p.from });
  // With no times, the versions numbered below this conversation's first save are the score it
  // opened on: a session saves onto the version it has, and nothing says another was saved between
  // its first message and its save — unless a read names the version it read ("Nocturne in F
  // (version 4), changes only"): the versions after that one came later.
  if (untimed && bumped.length > 0) {
    const first = Math.min(...saves.map((s) => s.at));
    const read = calls.find((c) => c.kind === "read" && c.result && c.messageIndex < first);
    const named = read ? Number(VERSION_READ.exec(resultText(read.result))?.[1] ?? Number.NaN) : Number.NaN;
    const known = views.some((v) => v.version === named);
    for (const p of froms)
      if (p.from > 0 && p.from <= first && p.v.version < Math.min(...saves.map((s) => s.v.version)))
        p.from = known && p.v.version > named ? first : 0;
  }
  const placed = froms
    .filter((p) => p.from !== NEVER)
    .sort((a, b) => a.from - b.from || a.v.version - b.v.version);

  const turnStarts = new Map<number, number>();
  for (const m of conversation.messages) {
    if (m.turn !== null && !turnStarts.has(m.turn)) turnStarts.set(m.turn, m.index);
  }

  const at = (index: number): VersionView | null => {
    let found: VersionView | null = null;
    for (const p of placed) if (p.from <= index) found = p.v;
    return found;
  };
  return {
    at,
    savedBy: (callId) => savedBy.get(callId) ?? null,
    turnStart: (turn) => turnStarts.get(turn) ?? 0,
    unplaced,
    maybe(index) {
      const known = at(index)?.version ?? 0;
      return unsure
        .filter((u) => u.from <= index && index < u.to && u.v.version > known)
        .map((u) => u.v)
        .sort((a, b) => a.version - b.version);
    },
  };

  function earliestAfter(v: VersionView): number {
    const saved = millis(v.savedAt);
    let i = 0;
    if (saved !== null) times.forEach((t, k) => (t !== null && t <= saved ? (i = k + 1) : undefined));
    return i;
  }
}

/** The score before a call (findings.md): the latest version saved before it, counting the saves of
 * earlier calls made together with it — in the same message, or (OpenAI Responses items) before it
 * with their results after it. `calls` in the conversation's order. */
export function scoreBeforeCall(
  timeline: Timeline,
  calls: readonly CallInfo[],
  c: CallInfo,
): VersionView | null {
  let before = timeline.at(c.messageIndex);
  for (const earlier of calls) {
    if (earlier === c) break;
    const together = earlier.messageIndex === c.messageIndex || (earlier.resultIndex ?? -1) > c.messageIndex;
    if (together) before = timeline.savedBy(earlier.call.id) ?? before;
  }
  return before;
}
