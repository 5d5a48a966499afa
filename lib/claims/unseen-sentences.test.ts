// Sentences written from spec/findings.md alone, each with the verdict the spec gives, checked through
// the analysis of a one-turn conversation against the real scores they speak of
// (test/fixtures/claims/unseen/). An entry is right when every claim it expects is found with that
// verdict over its bars and nothing else is claimed; a claim called contradicted that the spec calls
// supported, or no claim at all, is counted apart: it is the mistake that costs a reviewer's trust.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { chat, type Line } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import type { Claim } from "./claim.ts";

interface Expected {
  kind: string;
  property: string;
  bars: [number, number] | null;
  staff: number | null;
  part: string | null;
  verdict: string;
  optional?: boolean;
}
interface Entry {
  class: string;
  text: string;
  source: "assistant" | "read";
  score: string;
  from: string;
  at: string;
  question?: string;
  claims: Expected[];
}
const dir = new URL("../../test/fixtures/claims/unseen/", import.meta.url);
const fixture = JSON.parse(readFileSync(new URL("sentences.json", dir), "utf8")) as {
  scores: Record<string, { versions: Record<string, string> }>;
  entries: Entry[];
};
const xml = (score: string, version: string) =>
  readFileSync(new URL(fixture.scores[score]!.versions[version]!, dir), "utf8");

/** The entry as a conversation: the person's question (or a plain request), then the reply; an edit
 * that saves the later version first when the entry spans two; a read's text as a read's result. */
async function claimsOf(entry: Entry): Promise<Claim[]> {
  const edited = entry.from !== entry.at;
  const lines: Line[] = [{ role: "user", text: entry.question ?? "Tell me about the score." }];
  if (edited) {
    lines.push({ role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score", args: {} }] });
    lines.push({ role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] });
  }
  if (entry.source === "read") {
    lines.push({ role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: {} }] });
    lines.push({ role: "tool", results: [{ id: "r1", text: entry.text }] });
  } else lines.push({ role: "assistant", text: entry.text });
  const versions = [{ xml: xml(entry.score, entry.from) }];
  if (edited)
    versions.push({
      xml: xml(entry.score, entry.at),
      savedBy: { conversationId: "c", toolCallId: "e1" },
    } as never);
  const { claims } = await analyse(chat("c", lines), history("s", versions));
  return claims.filter((c) => c.source === entry.source);
}

// 293 before claims were checked only when read whole (findings.md, "Certainty"): the entries since
// lost are those whose sentences hold words the rules do not read, now unverifiable with the reason.
const RIGHT_AT_LEAST = 281;
const RIGHT_OR_UNREAD_AT_LEAST = 294;
const FALSE_AT_MOST = 0;

const PIECE: Record<string, [number, number]> = { lullaby: [1, 20], duet: [1, 12] };
const PART_IDS: Record<string, Record<string, string>> = { duet: { Voice: "P1", Piano: "P2" } };

function fits(c: Claim, e: Expected, entry: Entry): boolean {
  const whole = PIECE[entry.score]!;
  const [a, b] = e.bars ?? whole;
  const bars = c.subject.bars ? [c.subject.bars.from, c.subject.bars.to] : whole;
  const part = e.part ? PART_IDS[entry.score]?.[e.part] : null;
  return (
    c.kind === e.kind &&
    c.subject.property === e.property &&
    // Keys, times and the pedal hold for the whole part: a staff named with them changes nothing.
    (c.subject.staff === e.staff || (["key", "time", "pedal"].includes(e.property) && e.staff === null)) &&
    (part
      ? c.subject.part === part
      : !(entry.score === "duet" && e.part === null && c.subject.part && e.verdict !== "unverifiable")) &&
    (e.property === "bar-count" || e.kind === "no-change" || (bars[0]! <= b && a <= bars[1]!))
  );
}

/** The expected claim a found claim answers: the one over the same bars if any, else the first it fits. */
function expectedFor(c: Claim, entry: Entry): Expected | undefined {
  const fitting = entry.claims.filter((e) => fits(c, e, entry));
  const bars = c.subject.bars ? [c.subject.bars.from, c.subject.bars.to] : null;
  return fitting.find((e) => JSON.stringify(e.bars) === JSON.stringify(bars)) ?? fitting[0];
}

function judge(
  entry: Entry,
  claims: Claim[],
): { right: boolean; unread: boolean; falseContradictions: Claim[]; why: string[] } {
  const why: string[] = [];
  const used = new Set<Claim>();
  // Every miss is a claim found but not read with certainty: honest, at a cost in recall.
  let unread = true;
  for (const e of entry.claims) {
    const mine = claims.filter((c) => expectedFor(c, entry) === e);
    mine.forEach((c) => used.add(c));
    // An optional claim may be missing, or honestly unverifiable; otherwise it has its verdict.
    const ok = (c: Claim) => c.verdict === e.verdict || (e.optional === true && c.verdict === "unverifiable");
    if (mine.length === 0) {
      if (!e.optional) {
        why.push(`missing ${e.kind} ${e.property} ${barsOf(e.bars)} staff ${e.staff} (${e.verdict})`);
        unread = false;
      }
    } else if (!mine.every(ok)) {
      why.push(
        `${e.kind} ${e.property} ${barsOf(e.bars)}: want ${e.verdict}, got ${mine.map((c) => c.uncertain ?? c.verdict).join(",")}`,
      );
      unread &&= mine.every((c) => ok(c) || c.uncertain !== undefined);
    }
  }
  const extra = claims.filter((c) => !used.has(c));
  for (const c of extra) why.push(`unexpected ${describe(c)}`);
  unread &&= extra.every((c) => c.uncertain !== undefined);
  const falseContradictions = claims.filter(
    (c) =>
      c.verdict === "contradicted" &&
      !entry.claims.some((e) => e.verdict === "contradicted" && fits(c, e, entry)),
  );
  return { right: why.length === 0, unread: why.length > 0 && unread, falseContradictions, why };
}

function barsOf(bars: [number, number] | null): string {
  return bars ? `${bars[0]}-${bars[1]}` : "piece";
}

function describe(c: Claim): string {
  const bars = c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece";
  return `${c.kind} ${c.subject.property}=${c.value} bars ${bars} staff ${c.subject.staff} part ${c.subject.part} ${c.verdict}`;
}

test("sentences written from the spec alone: every expected claim and verdict, no false contradiction", async () => {
  const wrong: string[] = [];
  let right = 0;
  let unread = 0;
  let contradicted = 0;
  let falseContradicted = 0;
  const byClass = new Map<string, [number, number]>();
  for (const entry of fixture.entries) {
    const claims = await claimsOf(entry);
    const j = judge(entry, claims);
    const tally = byClass.get(entry.class) ?? [0, 0];
    tally[1]++;
    if (j.right) {
      right++;
      tally[0]++;
    } else {
      if (j.unread) unread++;
      wrong.push(`[${entry.class}] ${JSON.stringify(entry.text)}\n    ${j.why.join("\n    ")}`);
    }
    byClass.set(entry.class, tally);
    contradicted += claims.filter((c) => c.verdict === "contradicted").length;
    falseContradicted += j.falseContradictions.length;
  }
  const classes = [...byClass].map(([k, [r, n]]) => `${k} ${r}/${n}`).join(", ");
  console.log(
    `${right} of ${fixture.entries.length} entries right, ${unread} more not read with certainty (${classes}); ` +
      `${falseContradicted} of ${contradicted} contradicted claims are false\n${wrong.join("\n")}`,
  );
  // What the rules get right so far; each fix raises these, never lowers them. A failure names the
  // sentences missed.
  assert.ok(
    right >= RIGHT_AT_LEAST,
    `${right} entries right, ${RIGHT_AT_LEAST} before; missed:\n${wrong.join("\n")}`,
  );
  assert.ok(
    right + unread >= RIGHT_OR_UNREAD_AT_LEAST,
    `${right} entries right and ${unread} not read with certainty, ${RIGHT_OR_UNREAD_AT_LEAST} before`,
  );
  assert.ok(
    falseContradicted <= FALSE_AT_MOST,
    `${falseContradicted} false contradictions, ${FALSE_AT_MOST} before`,
  );
});
