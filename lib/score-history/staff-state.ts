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

/** One staff of one measure, built: what came in, the StaffBar, and what goes on to the next bar. */
interface BuiltStaffBar {
  staff: number;
  first: boolean;
  last: boolean;
  stateIn: State;
  pendingIn: RawSign[];
  bar: StaffBar;
  stateOut: State;
  pendingOut: RawSign[];
}

/** StaffBars built from measures the measure memo replays: a later version of the score with the
 * same measure and the same signs in force coming in gets the very same StaffBar. */
export type StaffBarMemo = WeakMap<RawMeasure, BuiltStaffBar[]>;

function sameState(a: State, b: State): boolean {
  return sameClef(a.clef, b.clef) && sameKey(a.key, b.key) && sameTime(a.time, b.time);
}

function samePending(a: RawSign[], b: RawSign[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

function buildStaffBar(
  m: RawMeasure,
  staff: number,
  first: boolean,
  last: boolean,
  stateIn: State,
  pendingIn: RawSign[],
): BuiltStaffBar {
  const state = { ...stateIn };
  const start: RawSign[] = [...pendingIn];
  const inside: RawSign[] = [];
  const pending: RawSign[] = [];
  for (const s of m.signs) {
    if (!applies(s, staff)) continue;
    if (s.offset.num === 0) start.push(s);
    // The courtesy rule: written at the barline after the last note, it announces the next bar.
    else if (!last && compare(s.offset, m.end) >= 0) pending.push(s);
    else inside.push(s);
  }
  for (const s of start) setSign(state, s);
  const written = (kind: RawSign["kind"]) => start.some((s) => s.kind === kind);
  const bar: StaffBar = {
    clef: state.clef,
    key: state.key,
    time: state.time,
    clefChangedHere: first || written("clef") || !sameClef(stateIn.clef, state.clef),
    keyChangedHere: first || written("key") || !sameKey(stateIn.key, state.key),
    timeChangedHere: first || written("time") || !sameTime(stateIn.time, state.time),
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
  for (const list of [bar.pedal, bar.dynamics, bar.tempo]) list.sort((a, b) => compare(a.offset, b.offset));
  return { staff, first, last, stateIn, pendingIn, bar, stateOut: state, pendingOut: pending };
}

/** bars[i][staff - 1] for every bar position; a part shorter than the score is carried on empty. */
export function buildPart(
  measures: RawMeasure[],
  staves: number,
  barCount: number,
  memo?: StaffBarMemo,
): StaffBar[][] {
  const bars: StaffBar[][] = Array.from({ length: barCount }, () => []);
  for (let staff = 1; staff <= staves; staff++) {
    let state: State = { clef: DEFAULT_CLEF, key: DEFAULT_KEY, time: null };
    let pending: RawSign[] = [];
    for (let i = 0; i < barCount; i++) {
      const m = measures[i];
      const first = i === 0;
      const last = i === barCount - 1;
      const earlier = m ? memo?.get(m) : undefined;
      let built = earlier?.find(
        (b) =>
          b.staff === staff &&
          b.first === first &&
          b.last === last &&
          sameState(b.stateIn, state) &&
          samePending(b.pendingIn, pending),
      );
      if (!built) {
        built = buildStaffBar(m ?? emptyMeasure(), staff, first, last, state, pending);
        if (m && memo) {
          if (earlier) earlier.push(built);
          else memo.set(m, [built]);
        }
      }
      state = built.stateOut;
      pending = built.pendingOut;
      (bars[i] as StaffBar[]).push(built.bar);
    }
  }
  return bars;
}
