// What one bar of one staff holds, as normalised values: the words a reading prints, what a diff
// compares, and the content hash. Shared by reading.ts and diff.ts so both say the same thing.
import { compare, equals, format, mul, rational } from "./rational.ts";
import { sameClef, sameKey, sameTime } from "./staff-state.ts";
import { clefName, keyName, pitchName, timeName } from "./names.ts";
import type { Change, Direction, NoteEvent, Rational, StaffBar, TimeSignature } from "./score.ts";

/** "beat 3", "beat 2.5", "beat 1 1/3": where an offset falls, counted in the time signature's beat unit. */
export function beatLabel(offset: Rational, time: TimeSignature | null): string {
  const unit = Number(time && !time.senzaMisura ? time.beatType.split("|")[0] : "4") || 4;
  const beats = mul(offset, rational(unit, 4));
  const whole = Math.floor(beats.num / beats.den);
  const rest = beats.num - whole * beats.den;
  if (rest === 0) return `beat ${whole + 1}`;
  // Decimals only where they are exact (halves, quarters, eighths …); thirds stay fractions.
  let d = beats.den;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  if (d === 1) return `beat ${whole + 1 + rest / beats.den}`;
  return `beat ${whole + 1} ${rest}/${beats.den}`;
}

export function noteName(e: NoteEvent): string | null {
  if (e.pitch) return pitchName(e.pitch);
  return e.unpitched ? "unpitched" : null;
}

/** Sounding notes in time order (chords together, grace notes before their beat), rests left out. */
export function notesOf(bar: StaffBar): string[] {
  const names: string[] = [];
  for (const e of bar.events) {
    const n = noteName(e);
    if (n) names.push(n);
  }
  return names;
}

/** The pitches of the notes that start where the bar's first note starts. */
export function firstNotesOf(bar: StaffBar): string[] {
  const pitched = bar.events.filter((e) => e.pitch);
  const first = pitched[0];
  if (!first) return [];
  return pitched.filter((e) => equals(e.offset, first.offset)).map((e) => pitchName(e.pitch!));
}

/** The pitches of the notes that start where the bar's last note starts: its last note, or chord. */
export function lastNotesOf(bar: StaffBar): string[] {
  const pitched = bar.events.filter((e) => e.pitch && !e.grace);
  const last = pitched.reduce<(typeof pitched)[number] | undefined>(
    (latest, e) => (!latest || compare(e.offset, latest.offset) > 0 ? e : latest),
    undefined,
  );
  if (!last) return [];
  return pitched.filter((e) => equals(e.offset, last.offset)).map((e) => pitchName(e.pitch!));
}

/** Where and how long each note and rest is: what tells two bars with the same pitches apart. */
export function rhythmOf(bar: StaffBar): string {
  return bar.events
    .map(
      (e) =>
        `${format(e.offset)}+${format(e.duration)}${e.pitch || e.unpitched ? "" : "r"}${e.chord ? "c" : ""}${e.grace ? "g" : ""}${e.tieStart ? "(" : ""}${e.tieStop ? ")" : ""}`,
    )
    .join(" ");
}

type SignKind = Change["kind"];

/** The name of a clef/key/time; with words, as a reading line says it ("bass clef", "key D major"). */
export function signName(
  change: Pick<StaffBar, "clef" | "key" | "time"> | Change,
  kind: SignKind,
  words: boolean,
): string {
  if (kind === "clef" && "clef" in change)
    return words ? describeClef(clefName(change.clef)) : clefName(change.clef);
  if (kind === "key" && "key" in change) return words ? `key ${keyName(change.key)}` : keyName(change.key);
  return "time" in change ? timeName(change.time) : "";
}

function describeClef(name: string): string {
  return name === "no clef" || name.includes(" clef") ? name : `${name} clef`;
}

/** The changes of one kind inside the bar, with their place: ", bass clef from beat 3". */
export function changesText(bar: StaffBar, kind: SignKind, words: boolean): string {
  return bar.changes
    .filter((c) => c.kind === kind)
    .map((c) => `, ${signName(c, kind, words)} from ${beatLabel(c.offset, bar.time)}`)
    .join("");
}

/** The clef/key/time in force through the bar, as the diff compares it: "bass", "bass, treble from beat 3". */
export function inForce(bar: StaffBar, kind: SignKind): string {
  return signName(bar, kind, false) + changesText(bar, kind, false);
}

/** "start, stop" — the values of one kind of direction in the bar, or null when there are none. */
export function directionsText(list: Direction[]): string | null {
  return list.length ? list.map((d) => d.value).join(", ") : null;
}

function directionsKey(list: Direction[]): string {
  return list.map((d) => `${format(d.offset)}=${d.value}`).join(",");
}

// FNV-1a, 32 bits: fast, and plenty to tell bars of one score apart for alignment.
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const hashes = new WeakMap<StaffBar, string>();

/** A short hash of everything musical in the bar: the signs in force, notes, rhythm, directions.
 * Encoding details (ids, divisions, voice numbers, where a courtesy sign sits) are left out. */
export function staffBarHash(bar: StaffBar): string {
  let hash = hashes.get(bar);
  if (hash === undefined) {
    const text = [
      inForce(bar, "clef"),
      inForce(bar, "key"),
      inForce(bar, "time"),
      bar.time?.symbol ?? "",
      notesOf(bar).join(" "),
      rhythmOf(bar),
      directionsKey(bar.pedal),
      directionsKey(bar.dynamics),
      directionsKey(bar.tempo),
    ].join("|");
    hash = fnv1a(text);
    hashes.set(bar, hash);
  }
  return hash;
}

function sameDirections(a: Direction[], b: Direction[]): boolean {
  return a.length === b.length && a.every((d, i) => d.value === b[i]?.value && equals(d.offset, b[i].offset));
}

function sameEvent(a: NoteEvent, b: NoteEvent): boolean {
  return (
    equals(a.offset, b.offset) &&
    equals(a.duration, b.duration) &&
    a.chord === b.chord &&
    a.grace === b.grace &&
    a.tieStart === b.tieStart &&
    a.tieStop === b.tieStop &&
    !!a.unpitched === !!b.unpitched &&
    a.pitch?.step === b.pitch?.step &&
    a.pitch?.alter === b.pitch?.alter &&
    a.pitch?.octave === b.pitch?.octave
  );
}

function sameChange(a: Change, b: Change): boolean {
  if (a.kind !== b.kind || !equals(a.offset, b.offset)) return false;
  if (a.kind === "clef") return sameClef(a.clef, (b as typeof a).clef);
  if (a.kind === "key") return sameKey(a.key, (b as typeof a).key);
  return sameTime(a.time, (b as typeof a).time);
}

/** The two bars hold the same music: what the hash covers, compared field by field (no hashing,
 * no strings: the diff asks this of every bar of both versions). */
export function sameContent(a: StaffBar, b: StaffBar): boolean {
  return (
    sameClef(a.clef, b.clef) &&
    sameKey(a.key, b.key) &&
    sameTime(a.time, b.time) &&
    a.changes.length === b.changes.length &&
    a.changes.every((c, i) => sameChange(c, b.changes[i] as Change)) &&
    a.events.length === b.events.length &&
    // Versions read through one memo share the notes of measures they have in common.
    a.events.every((e, i) => e === b.events[i] || sameEvent(e, b.events[i] as NoteEvent)) &&
    sameDirections(a.pedal, b.pedal) &&
    sameDirections(a.dynamics, b.dynamics) &&
    sameDirections(a.tempo, b.tempo)
  );
}

/** One hash for a whole bar position across parts and staves, for aligning two versions. */
export function barHash(staffBars: StaffBar[][]): string {
  return fnv1a(staffBars.map((staves) => staves.map(staffBarHash).join(".")).join("/"));
}
