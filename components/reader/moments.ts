// What the reader works out from a conversation before drawing it: which turn each tool call was
// made in, which version of the score was in force at each turn, which image the model had last
// been shown, and where in which sentence each claim stands.
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import type { ConversationDetail, MessageView } from "@/lib/contracts/conversation.ts";
import type { VersionSources } from "@/lib/contracts/conversation-outline.ts";

/** Turn of each tool call, by call id. */
export function callTurns(messages: MessageView[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of messages)
    for (const b of m.blocks) if (b.type === "tool-call" && m.turn !== null) out.set(b.id, m.turn);
  return out;
}

/** The turns of the conversation in order. */
export function turnsOf(messages: MessageView[]): number[] {
  return [...new Set(messages.flatMap((m) => (m.turn === null ? [] : [m.turn])))].sort((a, b) => a - b);
}

/** What says which version is in force at each turn, worked out from a whole conversation. */
export function versionSources(
  c: Pick<ConversationDetail, "messages" | "versions" | "claims">,
): VersionSources {
  const turns = callTurns(c.messages);
  const bases: VersionSources["bases"] = [];
  for (const x of c.claims) {
    const version = x.baseVersion ?? x.checkedVersion;
    if (version !== null && (bases.length === 0 || x.turn < bases[bases.length - 1]!.turn))
      bases.push({ turn: x.turn, version });
  }
  return {
    saves: c.versions.flatMap((v) => {
      const turn = v.toolCallId === null ? undefined : turns.get(v.toolCallId);
      return turn === undefined ? [] : [{ turn, version: v.version }];
    }),
    bases,
  };
}

/**
 * The version of the score in force at a turn: the last one a tool call of this or an earlier turn
 * saved; before any save, the version the turn's claims were checked against, or the one before the
 * first save. Null when nothing says.
 */
export function versionIn(s: VersionSources, turn: number): number | null {
  const before = s.saves
    .filter((x) => x.turn <= turn)
    .sort((a, b) => a.turn - b.turn || a.version - b.version);
  if (before.length) return before[before.length - 1]!.version;
  const base = s.bases.find((x) => x.turn <= turn);
  if (base !== undefined) return base.version;
  const first = Math.min(...s.saves.map((x) => x.version));
  return Number.isFinite(first) ? Math.max(1, first - 1) : null;
}

/** `versionIn` for a whole conversation. */
export const versionAt = (c: Pick<ConversationDetail, "messages" | "versions" | "claims">, turn: number) =>
  versionIn(versionSources(c), turn);

/** The last image shown to the model at or before a turn (in a message or a tool result). */
export function imageAt(messages: MessageView[], turn: number): { url: string; turn: number } | null {
  let found: { url: string; turn: number } | null = null;
  for (const m of messages) {
    if (m.turn === null || m.turn > turn) continue;
    for (const b of m.blocks) {
      if (b.type === "image" && b.url) found = { url: b.url, turn: m.turn };
      if (b.type === "tool-result")
        for (const i of b.content) if (i.type === "image" && i.url) found = { url: i.url, turn: m.turn };
    }
  }
  return found;
}

/** A piece of a text: plain, or a sentence carrying one or more claims. */
export type Segment = { text: string; claims: ClaimView[] };

/**
 * A text cut at the sentences its claims were taken from, each claim placed at its first unclaimed
 * occurrence. Claims whose sentence is not in the text are left out (the caller lists them).
 */
export function markSentences(
  text: string,
  claims: ClaimView[],
): { segments: Segment[]; placed: Set<string> } {
  const spans: { from: number; to: number; claims: ClaimView[] }[] = [];
  const placed = new Set<string>();
  for (const claim of claims) {
    if (!claim.text) continue;
    const same = spans.find((s) => text.slice(s.from, s.to) === claim.text);
    if (same) {
      same.claims.push(claim);
      placed.add(claim.id);
      continue;
    }
    let at = text.indexOf(claim.text);
    while (at >= 0 && spans.some((s) => at < s.to && at + claim.text.length > s.from))
      at = text.indexOf(claim.text, at + 1);
    if (at < 0) continue;
    spans.push({ from: at, to: at + claim.text.length, claims: [claim] });
    placed.add(claim.id);
  }
  spans.sort((a, b) => a.from - b.from);
  const segments: Segment[] = [];
  let pos = 0;
  for (const s of spans) {
    if (s.from > pos) segments.push({ text: text.slice(pos, s.from), claims: [] });
    segments.push({ text: text.slice(s.from, s.to), claims: s.claims });
    pos = s.to;
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), claims: [] });
  return { segments, placed };
}

const SEVERITY = { contradicted: 2, unverifiable: 1, supported: 0 } as const;

/** The verdict a sentence with several claims is marked with: the worst of them. */
export function worstVerdict(claims: ClaimView[]): ClaimView["verdict"] {
  return claims.reduce<ClaimView["verdict"]>(
    (w, c) => (SEVERITY[c.verdict] > SEVERITY[w] ? c.verdict : w),
    "supported",
  );
}

/** The first bar a claim, a flag or a subject speaks of. */
export function firstBar(subject: { bars: { from: number } | null } | null): number | null {
  return subject?.bars?.from ?? null;
}

/** Where a text block is: message index and block index. */
export const blockKey = (message: number, block: number) => `${message}:${block}`;

/**
 * Every text a claim can stand in (an assistant's text, a read's result) cut at its claims: a claim
 * of the assistant in its message's text blocks, a read's claim in its call's result. Claims whose
 * sentence is not found verbatim are returned apart, to be listed at their turn.
 */
export function placeClaims(
  messages: MessageView[],
  claims: ClaimView[],
): { marked: Map<string, Segment[]>; unplaced: ClaimView[] } {
  const marked = new Map<string, Segment[]>();
  const placed = new Set<string>();
  for (const m of messages) {
    m.blocks.forEach((b, i) => {
      const mine =
        b.type === "text"
          ? claims.filter((x) => x.source === "assistant" && x.messageIndex === m.index && !placed.has(x.id))
          : b.type === "tool-result"
            ? claims.filter((x) => x.source === "read" && x.toolCallId === b.callId && !placed.has(x.id))
            : [];
      if (!mine.length || (b.type !== "text" && b.type !== "tool-result")) return;
      const r = markSentences(b.text, mine);
      for (const id of r.placed) placed.add(id);
      marked.set(blockKey(m.index, i), r.segments);
    });
  }
  return { marked, unplaced: claims.filter((x) => !placed.has(x.id)) };
}
