// A mutating call's result lists what it wrote, in lines like the diff's, and those lines are not
// the diff of the version it saved.
import type { ConversationContext } from "../conversation-context/context.ts";
import { resultText } from "../conversation-context/calls.ts";
import { jsonLines } from "../claims/json-text.ts";
import type { Flag } from "./flag.ts";
import { scoreBeforeCall } from "../conversation-context/timeline.ts";
import { normaliseName } from "../claims/subject/parts.ts";
import { shiftedBy } from "../claims/match-values.ts";
import { findNotesChange, TRANSPOSED } from "../claims/values/notes-change.ts";

/** A receipt line names bars first: "bar 10: lower staff clef treble -> bass", "bars 1-4: key …",
 * "measure 4: …", "m. 4: …" (bar, measure and m. are the same word). */
const RECEIPT_LINE = /^\s*[-•*]?\s*((?:bars?\s+|measures?\s+|mm?\.\s*)\d+(?:\s*[-–]\s*\d+)?\s*:.*)$/i;
/** A normalised line's bars and what changed in them. */
const BARS_FIRST = /^(?:bars?|measures?|mm?\.)\s*(\d+)(?:\s*-\s*(\d+))?\s*:\s*(.*)$/;

/** Lengths said beside a bar's notes ("D5 (dotted half) -> D5 (half) rest", the diff's "(rhythm
 * now)"): the pitches are what a receipt and the diff are compared by. */
const NOTE_LENGTHS =
  /\s*\((?:rhythm (?:before|now)|(?:(?:double[- ])?dotted )?(?:whole|half|quarter|eighth|sixteenth|semibreve|minim|crotchet|quaver|semiquaver)(?:[- ]notes?)?)\)/g;

/** Lines compared as musicians would read them: case, spacing, dashes, arrows, the spelling of an
 * accidental ("B♭", "B-flat") and the notes' lengths beside their pitches do not matter, nor
 * the several names of one staff ("staff 2", "lower staff", "left hand"), of a bar of rests ("rest",
 * "no notes") or of a mark taken away ("p -> none" is "removed: p"). */
export function normaliseDiffLine(line: string): string {
  return line
    .replace(/♭/g, "b")
    .replace(/♯/g, "#")
    .toLowerCase()
    .replace(/\b([a-g])[- ]?flat\b/g, "$1b")
    .replace(/\b([a-g])[- ]?sharp\b/g, "$1#")
    .replace(NOTE_LENGTHS, "")
    .replace(/\b([a-g][#b]?\d)\s+(?:an? )?rests?\b/g, "$1")
    .replace(/[()]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/\s*(→|=>|->)\s*/g, " -> ")
    .replace(/\s+/g, " ")
    .replace(/[.;]$/, "")
    .trim()
    .replace(/\b(?:upper staff|right hand|rh)\b/g, "staff 1")
    .replace(/\b(?:lower staff|left hand|lh)\b/g, "staff 2")
    .replace(/\bpedals? sta(?:ff|ve)\b/g, "staff 3")
    .replace(/\b(?:an? |whole[- ]bar |whole )?rests?\b/g, "no notes")
    .replace(/\b(pedal|dynamics|tempo) (added|removed):? (\S.*)$/, "$1 $2: $3")
    .replace(/\b(pedal|dynamics|tempo) (\S+) (added|removed)$/, "$1 $3: $2")
    .replace(/\b(pedal|dynamics|tempo) (.+?) -> (?:none|no \w+|\(none\)|-)$/, "$1 removed: $2")
    .replace(/\b(pedal|dynamics|tempo) (?:none|no \w+|\(none\)|-) -> (.+)$/, "$1 added: $2");
}

/** The receipt's lines: of its text, or, where the result is JSON, of every string it holds
 * ({"diff": ["bar 7: …"]}) and of every change record it holds with its values before and after
 * ({"op": "set_clef", "bars": [7, 10], "from": "treble", "to": "bass"}). */
export function receiptLines(text: string): string[] {
  const records = (jsonLines(text) ?? []).flatMap((l) => {
    const m = RECORD_LINE.exec(l);
    return m ? [`${m[1]}: ${m[2]} ${m[3]}`] : [];
  });
  return [...(jsonStrings(text) ?? text.split(/\r?\n/)), ...records].flatMap((l) => {
    const m = RECEIPT_LINE.exec(l);
    return m ? [m[1]!.trim()] : [];
  });
}

/** A change record as json-text.ts writes it: "bars 7-10 · staff 2: clef treble -> bass". */
const RECORD_LINE = /^(bars? \d+(?:-\d+)?) · ([^:]+): (\w+ [^:]*\S -> \S.*)$/;

function jsonStrings(text: string): string[] | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  try {
    const out: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === "string") out.push(...v.split(/\r?\n/));
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    walk(JSON.parse(trimmed));
    return out;
  } catch {
    return null;
  }
}

/** Per change, the bars it covers, merged: "bars 5-6: key …" says what "bar 5: key …" and
 * "bar 6: key …" say together. A line that names no number bars is its own change. */
function changedBars(lines: string[]): Map<string, string> {
  const ranges = new Map<string, [number, number][]>();
  for (const line of lines) {
    const normal = normaliseDiffLine(line);
    const m = BARS_FIRST.exec(normal);
    const [what, a, b] = m ? [m[3]!, Number(m[1]), Number(m[2] ?? m[1])] : [normal, 0, 0];
    ranges.set(what, [...(ranges.get(what) ?? []), [Math.min(a, b), Math.max(a, b)]]);
  }
  return new Map([...ranges].map(([what, rs]) => [what, mergeRanges(rs)]));
}

/** "5-8,10-10": ranges sorted, overlapping and adjacent ones joined. */
function mergeRanges(ranges: [number, number][]): string {
  const merged: [number, number][] = [];
  for (const [from, to] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged.map(([from, to]) => `${from}-${to}`).join(",");
}

/** A diff line that names the mark added or removed ("… pedal added: start"), without it. */
const NAMED_MARK = /^(.*\b(?:pedal|dynamics|tempo) (?:added|removed)): .*$/i;

/** Whether two lists of diff lines say the same changes in the same bars. A receipt may leave out
 * what the diff adds to say the same fact: the part a change is in ("Piano lower staff …" where the
 * receipt says "lower staff …"), its staff ("bar 9: dynamics f -> mf"), or which mark it added or
 * removed ("bar 5: dynamics added"). The diff's line is then read without it. */
function sameChanges(said: string[], actual: string[], parts: string[], played: Played): boolean {
  const a = changedBars(
    said
      .filter(saysAChange)
      .flatMap(
        (line) =>
          transposedPerBar(line, actual, parts, played) ??
          pedalSpan(line, actual, parts) ??
          notesPerBar(line, actual, parts),
      ),
  );
  const b = changedBars(
    actual.filter(saysAChange).map((line) => {
      for (const bare of lighter(line, parts)) {
        const what = BARS_FIRST.exec(normaliseDiffLine(bare))?.[3];
        if (what !== undefined && a.has(what)) return bare;
      }
      return line;
    }),
  );
  return a.size === b.size && [...a].every(([what, bars]) => b.get(what) === bars);
}

/** Whether a diff line says a change the pitches show: "bar 8: notes no notes (rhythm before) -> no
 * notes (rhythm now)", a bar of rests made shorter by a new time signature, reads the same on both
 * sides once lengths are set aside, and no receipt is held to list it. */
function saysAChange(line: string): boolean {
  const m = NOTES_CHANGE.exec(BARS_FIRST.exec(normaliseDiffLine(line))?.[3] ?? "");
  return !m || m[2] !== m[3];
}

const NOTES_CHANGE = /^(.*?)notes (.+) -> (.+)$/;
/** Normalised notes ("bb3 d4") spelled as pitches ("Bb3 D4"). */
const pitches = (notes: string) => notes.replace(/\b[a-g]/g, (letter) => letter.toUpperCase());
const NOTES_SHIFTED = /^(.*?)notes (?:transposed |moved |shifted )?((?:up|down) .+)$/;

/** Whether a bar has notes on a staff (null: on any staff) in the version saved. */
type Played = (bar: number, staff: number | null) => boolean;

/** "bars 9-16: staff 3 notes up a major second": what the diff's lines of those bars say, where each
 * of them moves that staff's notes by that interval and every bar of them that has notes moved; null
 * where the line says no such shift. */
function transposedPerBar(line: string, actual: string[], parts: string[], played: Played): string[] | null {
  const m = BARS_FIRST.exec(normaliseDiffLine(line));
  const shift = m ? NOTES_SHIFTED.exec(m[3]!) : null;
  const by = shift ? TRANSPOSED.exec(findNotesChange(`transposed ${shift[2]}`)?.value ?? "") : null;
  if (!m || !shift || !by) return null;
  const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
  const moved: string[] = [];
  const covered = new Set<number>();
  for (const l of actual)
    for (const form of lighter(l, parts)) {
      const d = BARS_FIRST.exec(normaliseDiffLine(form));
      const c = d ? NOTES_CHANGE.exec(d[3]!) : null;
      if (!d || !c || c[1] !== shift[1]) continue;
      if (Number(d[1]) < from || Number(d[2] ?? d[1]) > to) continue;
      if (!shiftedBy(pitches(c[2]!), pitches(c[3]!), Number(by[1]))) return [line];
      moved.push(l);
      for (let bar = Number(d[1]); bar <= Number(d[2] ?? d[1]); bar++) covered.add(bar);
      break;
    }
  // (A bar of rests has nothing to move.)
  const staff = /\bstaff (\d)\b/.exec(shift[1]!);
  for (let bar = from; bar <= to; bar++)
    if (!covered.has(bar) && played(bar, staff ? Number(staff[1]) : null)) return [line];
  return moved.length > 0 ? moved : [line];
}

/** "bars 1-4: lower staff pedal removed": one pedal held over those bars, which the diff gives as its
 * start in bar 1 and its stop in bar 4 — the diff's two lines, where they are all it says of the
 * pedal in those bars; null where the line says no such span. */
function pedalSpan(line: string, actual: string[], parts: string[]): string[] | null {
  const m = BARS_FIRST.exec(normaliseDiffLine(line));
  const span = m?.[2] ? /^(.*?)pedal (added|removed)$/.exec(m[3]!) : null;
  if (!m || !span) return null;
  const [from, to] = [Number(m[1]), Number(m[2])];
  const end = (l: string) =>
    lighter(l, parts)
      .map((form) => BARS_FIRST.exec(normaliseDiffLine(form)))
      .find((d) => d && !d[2] && d[3]!.startsWith(`${span[1]}pedal ${span[2]}: `));
  const inside = actual.flatMap((l) => {
    const d = end(l);
    return d && Number(d[1]) >= from && Number(d[1]) <= to ? [{ l, bar: Number(d[1]), mark: d[3]! }] : [];
  });
  const start = inside.find((x) => x.bar === from && x.mark.endsWith(": start"));
  const stop = inside.find((x) => x.bar === to && x.mark.endsWith(": stop"));
  return start && stop && inside.length === 2 ? [start.l, stop.l] : null;
}

/** "mm. 7-8: Piano staff 1 notes D5 F#5 A5 B5 A5 -> D6 F#6 A6 B6 A6": the notes of several bars in
 * one line (each bar's set apart by "|", or not) say what the diff's line per bar says, when the
 * diff's lines, read in bar order, give those notes before and after. */
function notesPerBar(line: string, actual: string[], parts: string[]): string[] {
  const m = BARS_FIRST.exec(normaliseDiffLine(line));
  const change = m?.[2] ? NOTES_CHANGE.exec(m[3]!) : null;
  if (!m || !change) return [line];
  const [from, to] = [Number(m[1]), Number(m[2])];
  const perBar: string[] = [];
  const before: string[] = [];
  const after: string[] = [];
  for (let bar = from; bar <= to; bar++) {
    const found = actual.find((l) =>
      lighter(l, parts).some((form) => {
        const d = BARS_FIRST.exec(normaliseDiffLine(form));
        // ("bars 14-15: staff 3 notes G2 -> G3": the diff writes bars that changed alike as one line.)
        const holds = d && (d[2] ? Number(d[1]) <= bar && bar <= Number(d[2]) : Number(d[1]) === bar);
        const c = holds ? NOTES_CHANGE.exec(d[3]!) : null;
        if (!c || c[1] !== change[1]) return false;
        before.push(c[2]!);
        after.push(c[3]!);
        return true;
      }),
    );
    if (!found) return [line];
    perBar.push(found);
  }
  // ("B4 C#5 D5 | A4 F#4 -> …": the bars' notes may be set apart by bars.)
  const spaced = (notes: string) => notes.replace(/\s*\|\s*/g, " ");
  return before.join(" ") === spaced(change[2]!) && after.join(" ") === spaced(change[3]!)
    ? [...new Set(perBar)]
    : [line];
}

/** A staff named after the bars ("bar 9: upper staff dynamics …"), which a receipt may leave out. */
const STAFF_NAMED =
  /^([^:]*:\s*(?:.*?\s)?)(?:upper|lower|pedal)\s+sta(?:ff|ve)\s+|^([^:]*:\s*(?:.*?\s)?)staff\s+\d+\s+/i;

/** The diff line without its part's name, its staff, the mark it names, or any of them together. */
function lighter(line: string, parts: string[]): string[] {
  const m = /^([^:]*:\s*)(.*)$/.exec(line);
  const part = m ? parts.find((p) => m[2]!.startsWith(`${p} `)) : undefined;
  const unparted = part && m ? `${m[1]}${m[2]!.slice(part.length + 1)}` : line;
  // "Oboe d'amore notes …" where the diff says "Oboe d'amore in A notes …": the part's name without
  // its transposition.
  const short = part?.replace(/\s+in\s+\S+$/i, "");
  const shortened = part && m && short !== part ? `${m[1]}${short} ${m[2]!.slice(part.length + 1)}` : line;
  const forms = [line, unparted, shortened].flatMap((l) => [l, l.replace(STAFF_NAMED, "$1$2")]);
  return [...new Set(forms.flatMap((l) => [l, l.replace(NAMED_MARK, "$1")]))];
}

/** A part named as the diff names it: by its name, not its id ("bar 9: P1 dynamics …") nor another
 * word for its instrument ("piano" for "Klavier"), and not at all in a score of one part. */
function namingParts(line: string, parts: { id: string; name: string }[]): string {
  const m = /^([^:]*:\s*)(.*)$/.exec(line);
  if (!m) return line;
  const named = partAtStart(m[2]!, parts);
  if (!named) return line;
  const rest = m[2]!.slice(named.length);
  return `${m[1]}${parts.length === 1 ? rest.trimStart() : `${named.part.name}${rest}`}`;
}

/** The part the text opens with, and how many characters name it. */
function partAtStart(
  text: string,
  parts: { id: string; name: string }[],
): { part: { id: string; name: string }; length: number } | null {
  for (const p of parts)
    for (const said of [p.id, p.name])
      if (text.startsWith(`${said} `)) return { part: p, length: said.length };
  const words = text.split(" ");
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const said = words.slice(0, k).join(" ");
    const norm = normaliseName(said);
    // (A name's own start, "Oboe d'amore" of "Oboe d'amore in A", is read as the diff's line is.)
    const matching = parts.filter((p) => {
      const name = normaliseName(p.name);
      return (
        !p.name.toLowerCase().startsWith(said.toLowerCase()) && (name === norm || name.split(" ")[0] === norm)
      );
    });
    if (matching.length === 1) return { part: matching[0]!, length: said.length };
  }
  return null;
}

const BRACKETED_CHANGE = /\([^)]*->[^)]*\)/;

export function receiptMismatch(ctx: ConversationContext): Flag[] {
  const { timeline, store } = ctx;
  if (!timeline || !store) return [];
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    // An error result wrote nothing, so its "bar 5: …" lines say why it failed, not what it wrote.
    if (c.kind !== "mutating" || !c.result || c.result.isError === true || c.turn === null) continue;
    const written = receiptLines(resultText(c.result));
    // ("bars 9-12: key B♭ major -> E♭ major (Clarinet in B♭ written C major -> F major)": a second
    // change in brackets, which no line of the diff pairs with: the receipt is not read whole.)
    if (!written.length || written.some((l) => BRACKETED_CHANGE.test(l))) continue;
    const before = scoreBeforeCall(timeline, ctx.calls, c);
    const after = timeline.savedBy(c.call.id) ?? timeline.at((c.resultIndex ?? c.messageIndex) + 1);
    if (!before || !after) continue;
    // ("bars 7-9: staff 1 clef bass -> treble" of a horn: a part of one staff has no other.)
    const oneStaff = after.source.score.parts.every((p) => after.index.staffCount(p.id) === 1);
    const receipt = written
      .map((l) => namingParts(l, after.source.score.parts))
      .map((l) => (oneStaff ? l.replace(/^([^:]*:\s*(?:.*?\s)?)staff\s+1\s+/i, "$1") : l));
    const actual = store.diff(before, after).map((d) => d.line);
    const { index } = after;
    const played: Played = (bar, staff) =>
      index
        .positionsOf(bar)
        .some((p) =>
          index.partIds.some((part) =>
            Array.from({ length: index.staffCount(part) }, (_, i) => i + 1).some(
              (s) => (staff === null || s === staff) && index.reading(part, s, p).notes.length > 0,
            ),
          ),
        );
    if (
      sameChanges(
        receipt,
        actual,
        after.source.score.parts.map((p) => p.name),
        played,
      )
    )
      continue;
    flags.push({
      type: "receipt-mismatch",
      turn: c.turn,
      toolCallId: c.call.id,
      claimId: null,
      subject: null,
      message: actual.length
        ? `version ${after.version} differs from version ${before.version} by: ${actual.join("; ")}`
        : `version ${after.version} has the same music as version ${before.version}`,
      evidence: [
        ...receipt.map((l) => `${c.call.name} receipt: ${l}`),
        ...actual.map((l) => `diff version ${before.version} -> ${after.version}: ${l}`),
      ],
    });
  }
  return flags;
}
