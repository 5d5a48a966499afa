// A report against an expected-findings file (the shape of shared/examples/incident/expected.json),
// by the rules of shared/tools/check-report.py: an expected claim is met by a reported claim of the
// same turn and property whose bars overlap (or either side is the whole piece) and whose staff
// agrees (or is unset), with the expected verdict; flags compare by (type, turn); an assistant claim
// judged contradicted that no expected claim covers, and a flag nobody expected, are misses too.
// Optional extra keys go further: `turns`, `scoreId`, and `notClaims` (sentences that must not
// become claims).
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Report, ReportClaim } from "../report/report.ts";

const expectedClaim = z
  .object({
    turn: z.number().int(),
    kind: z.string().optional(),
    property: z.string(),
    bars: z.tuple([z.number().int(), z.number().int()]).nullable(),
    staff: z.number().int().nullable().optional(),
    verdict: z.string(),
    text: z.string().optional(),
    note: z.string().optional(),
  })
  .loose();

const expectedFlag = z
  .object({ type: z.string(), turn: z.number().int(), optional: z.boolean().optional() })
  .loose();

const expectedConversation = z
  .object({
    claims: z.array(expectedClaim),
    flags: z.array(expectedFlag),
    turns: z.number().int().optional(),
    scoreId: z.string().nullable().optional(),
    notClaims: z.array(z.object({ turn: z.number().int(), text: z.string() })).optional(),
  })
  .loose();

const expectedFile = z.object({ conversations: z.record(z.string(), expectedConversation) });

export type Expected = z.infer<typeof expectedFile>;
export type ExpectedClaim = z.infer<typeof expectedClaim>;

export function readExpected(file: string): Expected {
  return expectedFile.parse(JSON.parse(readFileSync(file, "utf8")));
}

export interface Comparison {
  /** One line per miss, with what was reported instead; empty when the report meets the file. */
  misses: string[];
  /** Not misses (check-report.py does not compare kinds): claims met with the right verdict whose
   * reported kind differs from the expected one, for whoever tunes the extractor. */
  kindNotes: string[];
  claimsRight: number;
  claimsTotal: number;
  flagsFound: number;
  flagsExpected: number;
  unexpectedFlags: number;
  unexpectedContradictions: number;
}

type Bars = [number, number] | null;

function barsOf(c: ReportClaim): Bars {
  return c.subject.bars ? [c.subject.bars.from, c.subject.bars.to] : null;
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}

function isCandidate(c: ReportClaim, e: ExpectedClaim): boolean {
  const bars = barsOf(c);
  return (
    c.turn === e.turn &&
    c.subject.property === e.property &&
    (e.bars === null || bars === null || overlaps(bars, e.bars)) &&
    (e.staff == null || c.subject.staff === null || c.subject.staff === e.staff)
  );
}

function barsText(b: Bars): string {
  return b === null ? "whole piece" : b[0] === b[1] ? `bar ${b[0]}` : `bars ${b[0]}-${b[1]}`;
}

function describe(c: ReportClaim): string {
  const staff = c.subject.staff === null ? "" : ` staff ${c.subject.staff}`;
  const evidence = c.evidence.length ? ` — evidence: ${c.evidence.join(" | ")}` : "";
  return `    got ${c.verdict} (${c.source} ${c.kind} ${c.subject.property} ${barsText(barsOf(c))}${staff}, value ${c.value ?? "null"}) from "${c.text}"${evidence}`;
}

/** Sentences compare without case, spacing or closing punctuation. */
/** Whether `text` stands in `sentence` as whole words ("p" is not in "want it back to mp"). */
function holdsWords(sentence: string, text: string): boolean {
  for (let at = sentence.indexOf(text); at >= 0; at = sentence.indexOf(text, at + 1)) {
    const before = sentence[at - 1] ?? " ";
    const after = sentence[at + text.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

export function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?;:,\s]+$/, "")
    .trim();
}

export function compareWithExpected(report: Pick<Report, "conversations">, expected: Expected): Comparison {
  const out: Comparison = {
    misses: [],
    kindNotes: [],
    claimsRight: 0,
    claimsTotal: 0,
    flagsFound: 0,
    flagsExpected: 0,
    unexpectedFlags: 0,
    unexpectedContradictions: 0,
  };
  const byId = new Map(report.conversations.map((c) => [c.id, c]));
  for (const [id, want] of Object.entries(expected.conversations)) {
    const required = want.flags.filter((f) => !f.optional);
    out.claimsTotal += want.claims.length;
    out.flagsExpected += required.length;
    const conv = byId.get(id);
    if (!conv) {
      out.misses.push(`${id}: missing from the report`);
      continue;
    }
    if (want.turns !== undefined && conv.turns !== want.turns)
      out.misses.push(`${id}: expected ${want.turns} turns, got ${conv.turns}`);
    if (want.scoreId !== undefined && conv.scoreId !== want.scoreId)
      out.misses.push(`${id}: expected score ${want.scoreId}, got ${conv.scoreId}`);

    // Contradicted claims an expectation of a contradiction accounts for; any other is an accusation
    // the key does not make, as check-report.py counts them.
    const justified = new Set<ReportClaim>();
    for (const e of want.claims) {
      const candidates = conv.claims.filter((c) => isCandidate(c, e));
      const staff = e.staff == null ? "" : ` staff ${e.staff}`;
      const said = e.text ? ` — "${e.text}"` : "";
      const good = candidates.filter((c) => c.verdict === e.verdict);
      if (e.verdict === "contradicted") good.forEach((c) => justified.add(c));
      if (good.length) {
        out.claimsRight++;
        if (e.kind && !good.some((c) => c.kind === e.kind))
          out.kindNotes.push(
            `${id} turn ${e.turn} ${e.property} ${barsText(e.bars)}${staff}: expected kind ${e.kind}${said}\n${good.map(describe).join("\n")}`,
          );
        continue;
      }
      const why = e.note ? ` (${e.note})` : "";
      const got = candidates.length ? candidates.map(describe) : ["    got no claim"];
      out.misses.push(
        [
          `${id} turn ${e.turn} ${e.kind ?? ""} ${e.property} ${barsText(e.bars)}${staff}: expected ${e.verdict}${why}${said}`,
          ...got,
        ].join("\n"),
      );
    }
    for (const c of conv.claims) {
      if (justified.has(c) || c.verdict !== "contradicted" || c.source !== "assistant") continue;
      out.unexpectedContradictions++;
      out.misses.push(`${id} turn ${c.turn}: unexpected contradicted claim\n${describe(c)}`);
    }

    for (const n of want.notClaims ?? []) {
      const sentence = normal(n.text);
      for (const c of conv.claims) {
        const text = normal(c.text);
        if (c.turn === n.turn && text !== "" && holdsWords(sentence, text))
          out.misses.push(`${id} turn ${n.turn}: not a claim, yet reported\n${describe(c)}`);
      }
    }

    const key = (f: { type: string; turn: number }) => `${f.type} at turn ${f.turn}`;
    const allowed = new Set(want.flags.map(key));
    const got = new Map(conv.flags.map((f) => [key(f), f]));
    for (const f of required) {
      if (got.has(key(f))) out.flagsFound++;
      else out.misses.push(`${id}: missed flag ${key(f)}${typeof f.note === "string" ? ` (${f.note})` : ""}`);
    }
    for (const [k, f] of got) {
      if (allowed.has(k)) continue;
      out.unexpectedFlags++;
      out.misses.push(
        `${id}: unexpected flag ${k}: ${f.message}${f.evidence.length ? ` — evidence: ${f.evidence.join(" | ")}` : ""}`,
      );
    }
  }
  return out;
}

/** The closing line check-report.py prints. */
export function summaryLine(c: Comparison): string {
  return (
    `claims ${c.claimsRight}/${c.claimsTotal} right, flags ${c.flagsFound}/${c.flagsExpected} found, ` +
    `${c.unexpectedFlags} unexpected flags, ${c.unexpectedContradictions} unexpected contradictions`
  );
}
