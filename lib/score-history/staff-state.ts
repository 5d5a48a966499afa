// From what each bar of a part writes (signs, notes, directions at their offsets) to what each
// staff has in force: the clef/key/time at the start of every bar, changes inside it, and the
// courtesy rule — a sign written after the last note of a bar takes effect at the next bar.
import { compare, equals } from "./rational.ts";
import type { Change, Clef, Direction, Key, NoteEvent, Rational, StaffBar, TimeSignature } from "./score.ts";

/** A clef, key or time sign as written; staff 0 means every staff of the part. */
export type SignValue =
  { kind: "clef"; clef: Clef } | { kind: "key"; key: Key } | { kind: "time"; time: TimeSignature };
export type RawSign = { offset: Rational; staff: number; order: number } & SignValue;

export interface RawMeasure {
  signs: RawSign[];
  notes: { staff: number; order: number; event: NoteEvent }[];
  directions: { staff: number; kind: "pedal" | "dynamics" | "tempo"; dir: Direction }[];
  /** The furthest offset any note, forward or backup reached: where the barline is. */
  end: Rational;
}

export const DEFAULT_CLEF: Clef = { sign: "G", line: 2, octaveChange: 0 };
export const DEFAULT_KEY: Key = { fifths: 0, mode: "major" };

export function sameClef(a: Clef, b: Clef): boolean {
  return a.sign === b.sign && a.line === b.line && a.octaveChange === b.octaveChange;
}

export function sameKey(a: Key, b: Key): boolean {
  return a.fifths === b.fifths && a.mode === b.mode;
}

export function sameTime(a: TimeSignature | null, b: TimeSignature | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.beats === b.beats &&
    a.beatType === b.beatType &&
    a.symbol === b.symbol &&
    !!a.senzaMisura === !!b.senzaMisura
  );
}

interface State {
  clef: Clef;
  key: Key;
  time: TimeSignature | null;
}

function applies(sign: RawSign, staff: number): boolean {
  return sign.staff === 0 || sign.staff === staff;
}

function setSign(state: State, sign: RawSign): void {
  if (sign.kind === "clef") state.clef = sign.clef;
  else if (sign.kind === "key") state.key = sign.key;
  else state.time = sign.time;
}

function sameAs(state: State, sign: RawSign): boolean {
  if (sign.kind === "clef") return sameClef(state.clef, sign.clef);
  if (sign.kind === "key") return sameKey(state.key, sign.key);
  return sameTime(state.time, sign.time);
}

function toChange(sign: RawSign): Change {
  if (sign.kind === "clef") return { offset: sign.offset, kind: "clef", clef: sign.clef };
  if (sign.kind === "key") return { offset: sign.offset, kind: "key", key: sign.key };
  return { offset: sign.offset, kind: "time", time: sign.time };
}

const byOffsetThenOrder = (a: { offset: Rational; order: number }, b: { offset: Rational; order: number }) =>
  compare(a.offset, b.offset) || a.order - b.order;

function emptyMeasure(): RawMeasure {
  return { signs: [], notes: [], directions: [], end: { num: 0, den: 1 } };
}

/** bars[i][staff - 1] for every bar position; a part shorter than the score is carried on empty. */
export function buildPart(measures: RawMeasure[], staves: number, barCount: number): StaffBar[][] {
  const bars: StaffBar[][] = Array.from({ length: barCount }, () => []);
  for (let staff = 1; staff <= staves; staff++) {
    const state: State = { clef: DEFAULT_CLEF, key: DEFAULT_KEY, time: null };
    let pending: RawSign[] = [];
    for (let i = 0; i < barCount; i++) {
      const m = measures[i] ?? emptyMeasure();
      const last = i === barCount - 1;
      const start: RawSign[] = pending;
      const inside: RawSign[] = [];
      pending = [];
      for (const s of m.signs) {
        if (!applies(s, staff)) continue;
        if (s.offset.num === 0) start.push(s);
        // The courtesy rule: written at the barline after the last note, it announces the next bar.
        else if (!last && compare(s.offset, m.end) >= 0) pending.push(s);
        else inside.push(s);
      }
      const before = { ...state };
      for (const s of start) setSign(state, s);
      const written = (kind: RawSign["kind"]) => start.some((s) => s.kind === kind);
      const bar: StaffBar = {
        clef: state.clef,
        key: state.key,
        time: state.time,
        clefChangedHere: i === 0 || written("clef") || !sameClef(before.clef, state.clef),
        keyChangedHere: i === 0 || written("key") || !sameKey(before.key, state.key),
        timeChangedHere: i === 0 || written("time") || !sameTime(before.time, state.time),
        changes: [],
        events: [],
        pedal: [],
        dynamics: [],
        tempo: [],
      };
      inside.sort(byOffsetThenOrder);
      for (let j = 0; j < inside.length; j++) {
        const s = inside[j] as RawSign;
        const next = inside[j + 1];
        // Two signs of one kind at one offset: the later one is what stands.
        if (next && next.kind === s.kind && equals(next.offset, s.offset)) continue;
        // A restatement inside the bar changes nothing that is in force.
        if (sameAs(state, s)) continue;
        setSign(state, s);
        bar.changes.push(toChange(s));
      }
      bar.events = m.notes
        .filter((n) => n.staff === staff)
        .sort(
          (a, b) =>
            compare(a.event.offset, b.event.offset) ||
            Number(b.event.grace) - Number(a.event.grace) ||
            a.order - b.order,
        )
        .map((n) => n.event);
      for (const d of m.directions) if (d.staff === staff) bar[d.kind].push(d.dir);
      for (const list of [bar.pedal, bar.dynamics, bar.tempo])
        list.sort((a, b) => compare(a.offset, b.offset));
      (bars[i] as StaffBar[]).push(bar);
    }
  }
  return bars;
}
