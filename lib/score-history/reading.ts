// The reading of a bar (spec/findings.md "Reading"): per part and staff, the clef, key and time in
// force, changes inside the bar at their place, notes, pedal, dynamics and tempo — as data and as
// the one line `barline read` prints.
import {
  changesText,
  directionsText,
  firstNotesOf,
  lastNotesOf,
  notesOf,
  signName,
  staffBarHash,
} from "./bar-content.ts";
import { clefName, keyName, timeName } from "./names.ts";
import { sameClef, sameKey, sameTime } from "./staff-state.ts";
import type { Clef, Key, Score, StaffBar, TimeSignature } from "./score.ts";

/** What one bar of one staff has: the start state and changes of its StaffBar, and more in words. */
export interface BarReading extends Pick<StaffBar, "clef" | "key" | "time" | "changes"> {
  position: number;
  /** The printed number: "0" for a pickup, "X1", repeats possible. */
  bar: string;
  part: string;
  staff: number;
  /** The sign takes effect in this bar: the first bar, or in force here and not at the end of the
   * bar before. A restated sign (the same clef written again) is not a change, unlike StaffBar's. */
  clefChangedHere: boolean;
  keyChangedHere: boolean;
  timeChangedHere: boolean;
  /** Spelled pitches in time order, chords together, rests omitted. */
  notes: string[];
  /** The pitches sounding at the bar's first note: a chord's, another voice's, a grace note's. */
  firstNotes: string[];
  /** The pitches of the notes starting where the bar's last note starts (grace notes left out). */
  lastNotes: string[];
  pedal: string[];
  dynamics: string[];
  tempo: string[];
  /** The names of the signs that hold somewhere in the bar: in force at its start, then each change. */
  signs: { clef: string[]; key: string[]; time: string[] };
  /** Where: "bar 4 · staff 2", "bar 4 · P2 staff 2" when the score has several parts. */
  place: string;
  /** Each fact of the line on its own, in the line's words: facts.clef = "treble clef from here". */
  facts: ReadingFacts;
  /** Formatted, as `barline read` prints it: the place, then the facts. */
  line: string;
}

export interface BarSelection {
  /** Printed numbers, inclusive: with the measures that continue them ("X1"); others whose number is
   * not a whole number ("12a") are left out of any range. */
  bars?: { from: number; to: number };
  /** A MusicXML part id. */
  part?: string;
  /** From 1. */
  staff?: number;
}

export interface ReadingFacts {
  clef: string;
  key: string;
  time: string;
  notes: string;
  pedal: string;
  dynamics: string;
  tempo: string;
}

/** The clef, key and time in force at the end of a bar: the start state after its changes. */
function endState(bar: StaffBar): { clef: Clef; key: Key; time: TimeSignature | null } {
  const end = { clef: bar.clef, key: bar.key, time: bar.time };
  for (const c of bar.changes) {
    if (c.kind === "clef") end.clef = c.clef;
    else if (c.kind === "key") end.key = c.key;
    else end.time = c.time;
  }
  return end;
}

function timeText(time: TimeSignature | null): string {
  const name = timeName(time);
  // A C symbol over 2/2 is drawn and read as cut time (LilyPond's suite, 11a bar 1, says so).
  if (time?.symbol === "cut" || (time?.symbol === "common" && name === "2/2")) return `${name} (cut time)`;
  if (time?.symbol === "common") return `${name} (common time)`;
  return name;
}

// Versions of a score read through one memo share the StaffBars of unchanged measures (see
// buildPart); a reading of the same bar, after the same bar, at the same place is shared too.
const readingsOf = new WeakMap<
  StaffBar,
  { prev: StaffBar | undefined; many: boolean; reading: BarReading }[]
>();

/** The reading of one staff of one part at one bar position. */
export function readStaffBar(score: Score, partIndex: number, staff: number, position: number): BarReading {
  const part = score.parts[partIndex];
  const bar = part?.bars[position - 1]?.[staff - 1];
  const meta = score.bars[position - 1];
  if (!part || !bar || !meta)
    throw new RangeError(
      `the score has no staff ${staff} of part ${partIndex + 1} at bar position ${position}`,
    );
  const prev = position > 1 ? part.bars[position - 2]?.[staff - 1] : undefined;
  const many = score.parts.length > 1;
  const earlier = readingsOf.get(bar);
  const known = earlier?.find(
    (e) =>
      e.prev === prev &&
      e.many === many &&
      e.reading.position === position &&
      e.reading.bar === meta.number &&
      e.reading.part === part.id &&
      e.reading.staff === staff,
  );
  if (known) return known.reading;
  const reading = newReading(meta.number, part.id, many, staff, position, bar, prev);
  if (earlier) earlier.push({ prev, many, reading });
  else readingsOf.set(bar, [{ prev, many, reading }]);
  return reading;
}

function newReading(
  number: string,
  partId: string,
  many: boolean,
  staff: number,
  position: number,
  bar: StaffBar,
  prev: StaffBar | undefined,
): BarReading {
  const before = prev ? endState(prev) : null;
  const clefChangedHere = !before || !sameClef(before.clef, bar.clef);
  const keyChangedHere = !before || !sameKey(before.key, bar.key);
  const timeChangedHere = !before || !sameTime(before.time, bar.time);
  const notes = notesOf(bar);
  const pedal = bar.pedal.map((d) => d.value);
  const dynamics = bar.dynamics.map((d) => d.value);
  const tempo = bar.tempo.map((d) => d.value);
  const here = (changed: boolean) => (changed ? " from here" : "");
  const pedalText = directionsText(bar.pedal);
  const dynamicsText = directionsText(bar.dynamics);
  const tempoText = directionsText(bar.tempo);
  const facts: ReadingFacts = {
    clef: signName(bar, "clef", true) + here(clefChangedHere) + changesText(bar, "clef", true),
    key: signName(bar, "key", true) + here(keyChangedHere) + changesText(bar, "key", true),
    time: timeText(bar.time) + here(timeChangedHere) + changesText(bar, "time", true),
    notes: notes.length ? notes.join(" ") : "no notes",
    pedal: pedalText ? `pedal ${pedalText}` : "no pedal",
    dynamics: dynamicsText ? `dynamics ${dynamicsText}` : "no dynamics",
    tempo: tempoText ? `tempo ${tempoText}` : "no tempo",
  };
  const segments = [facts.clef, facts.key, facts.time, facts.notes];
  if (pedalText) segments.push(facts.pedal);
  if (dynamicsText) segments.push(facts.dynamics);
  if (tempoText) segments.push(facts.tempo);
  const place = `bar ${number} · ${many ? `${partId} staff ${staff}` : `staff ${staff}`}`;
  return {
    position,
    bar: number,
    part: partId,
    staff,
    clef: bar.clef,
    key: bar.key,
    time: bar.time,
    clefChangedHere,
    keyChangedHere,
    timeChangedHere,
    changes: bar.changes,
    notes,
    firstNotes: firstNotesOf(bar),
    lastNotes: lastNotesOf(bar),
    pedal,
    dynamics,
    tempo,
    signs: {
      clef: [
        clefName(bar.clef),
        ...bar.changes.flatMap((c) => (c.kind === "clef" ? [clefName(c.clef)] : [])),
      ],
      key: [keyName(bar.key), ...bar.changes.flatMap((c) => (c.kind === "key" ? [keyName(c.key)] : []))],
      time: [
        timeName(bar.time),
        ...bar.changes.flatMap((c) => (c.kind === "time" ? [timeName(c.time)] : [])),
      ],
    },
    place,
    facts,
    line: `${place}: ${segments.join("; ")}`,
  };
}

/** The short content hash of the bar and staff a reading reads; asked of few readings (`barline
 * read`, hash anchors), so not part of every reading. */
export function readingHash(score: Score, r: Pick<BarReading, "part" | "staff" | "position">): string {
  const bar = score.parts.find((p) => p.id === r.part)?.bars[r.position - 1]?.[r.staff - 1];
  if (!bar)
    throw new RangeError(`the score has no staff ${r.staff} of part ${r.part} at bar position ${r.position}`);
  return staffBarHash(bar);
}

/** An integer printed number ("0", "12"), or null for "X1", "12a" and the like. */
export function printedInteger(number: string): number | null {
  return /^\d+$/.test(number) ? Number(number) : null;
}

// A measure that only continues the bar before across a system break: numbered "X1" (or implicit
// with no whole number of its own).
const CONTINUATION = /^X\d*$/i;

/** The bar each measure belongs to, by position (index 0 is position 1): its own whole printed
 * number, or, for a measure that continues the bar before, that bar's (findings.md, "Bar numbers");
 * null for any other measure ("12a"), which no range includes. */
export function barNumbers(score: Score): (number | null)[] {
  let before: number | null = null;
  return score.bars.map((meta) => {
    const n = printedInteger(meta.number);
    if (n !== null) before = n;
    else if (!CONTINUATION.test(meta.number) && !meta.implicit) return null;
    return before;
  });
}

/** Readings in score order (bar position, then part, then staff) for the selected bars. */
export function readBars(score: Score, select: BarSelection = {}): BarReading[] {
  const out: BarReading[] = [];
  const range = select.bars;
  const numbers = range ? barNumbers(score) : [];
  for (const meta of score.bars) {
    if (range) {
      const n = numbers[meta.position - 1] ?? null;
      if (n === null || n < range.from || n > range.to) continue;
    }
    score.parts.forEach((part, partIndex) => {
      if (select.part !== undefined && part.id !== select.part) return;
      for (let staff = 1; staff <= part.staves; staff++) {
        if (select.staff !== undefined && staff !== select.staff) continue;
        out.push(readStaffBar(score, partIndex, staff, meta.position));
      }
    });
  }
  return out;
}
