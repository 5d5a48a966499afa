// A receipt the assistant writes as an object naming an operation ({"op": "set_clef", "bars": "7-8",
// "from": "bass", "to": "treble"}) reports an edit (findings.md, "Receipts"): written as the diff
// writes a change ("bars 7-8 · staff 1: clef bass -> treble"), so the rules read it as they read
// the diff's lines. An operation that names no property the rules know stays as it was written.

import type { Property } from "./claim.ts";

export type Pair = [key: string, value: string];

const FAILED =
  /^(?:(?:ok|success|succeeded|applied|done|saved)=(?:false|no|0)|(?:status|result|outcome)=(?:failed|failure|error|refused|rejected|not[\s_-]applied))$/i;
/** {"op": "add_dynamic", …, "ok": false}: an operation the receipt says failed, which says nothing
 * the score has. */
export function failedOperation(pairs: Pair[]): boolean {
  return pairs.some(([k]) => OPERATION_KEY.test(k)) && pairs.some(([k, v]) => FAILED.test(`${k}=${v}`));
}

const NO_CHANGE =
  /^(?:(?:changed|modified|effective)=(?:false|no|0)|(?:effect|changes)=(?:none|no|0)|(?:noop|no_op|unchanged)=(?:true|yes|1))$/i;

export const OPERATION_KEY = /^(?:op|operation|action|edit|command)$/i;
const PROPERTY_OF_OPERATION: [RegExp, Property][] = [
  [/clef/i, "clef"],
  [/key/i, "key"],
  [/time|meter|metre/i, "time"],
  [/pedal/i, "pedal"],
  [/dynamic|hairpin/i, "dynamics"],
  [/tempo/i, "tempo"],
  [/transpos|pitch|notes?\b|semitone|octave/i, "notes"],
];
/** The property an operation's or argument's name changes ("set_clef", "dynamics"), if it names one. */
export function propertyOfOperation(name: string): Property | undefined {
  return PROPERTY_OF_OPERATION.find(([pattern]) => pattern.test(name))?.[1];
}
const NAMED_PROPERTY = /^(?:clef|key|time|pedal|dynamics?|tempo)$/i;
const ADDS = /^(?:add|added|insert|inserted)(?:_|$)/i;
const REMOVES = /^(?:remove|removed|delete|deleted|clear|cleared)(?:_|$)/i;
const BARS_KEY = /^(?:bars?|measures?|range)$/i;
const STAFF_KEY = /^staff$/i;
const PART_KEY = /^(?:part|instrument)$/i;
const VERSION_KEY = /^(?:version|saved|saved_as|new_version)$/i;
/** The keys of a value before and after a change ({"from": "bass", "to": "treble"}, {"before", "now"}). */
export const FROM_KEY = /^(?:from|old|before|was|previous|prior)$/i;
export const TO_KEY = /^(?:to|new|after|now|current)$/i;

// Keys that say nothing of what the operation changed: who ran it, when, whether it ran, and which
// version it saved or started from (written "saved_as", "savedAs", "fromVersion" …).
const BOOKKEEPING_KEY =
  /^(?:id|callid|toolcallid|tool|toolname|timestamp|ts|date|ok|success|succeeded|applied|done|status|result|outcome|verified|savedas|savedin|newversion|fromversion|baseversion|basedon)$/;
const AMOUNT_KEY = /^(?:semitones|octaves|interval|notes)$/i;
const NO_CHANGE_KEY = /^(?:changed|modified|effective|effect|changes|noop|no_op|unchanged)$/i;
const FROM_BAR_KEY = /^(?:from_?bar|start_?bar)$/i;
const TO_BAR_KEY = /^(?:to_?bar|end_?bar)$/i;
const RESTORE_OPERATION = /^(?:undo|restore|revert|rollback|roll_?back)/i;
const RESTORED_KEY = /^(?:restored|restored_?to|to_?version|to)$/i;
const VERSION_VALUE = /^\s*(?:version\s*|v)?(\d{1,4})\s*$/i;
const PITCHES = /^\s*[A-G](?:#|b|♯|♭)?\d(?:[\s,]+[A-G](?:#|b|♯|♭)?\d)*\s*$/;
const keyName = (k: string) => k.replace(/[_\-\s]/g, "").toLowerCase();

/** The receipt as a diff line; null when the object names no operation on a property; "" (nothing
 * said that the rules read whole) when it has a key they do not read ({"op": "transpose", …,
 * "except": "last note"} moves not every note). */
export function receiptSentence(pairs: Pair[]): string | null {
  const operations = pairs.filter(([k]) => OPERATION_KEY.test(k)).map(([, v]) => v);
  const operation = operations.find((v) => !ADDS.test(v) && !REMOVES.test(v)) ?? operations[0];
  if (!operation) return null;
  // ({"op": "undo", "restored": "version 5"}: a restore of the version named — findings.md, "Restores".)
  if (RESTORE_OPERATION.test(operation)) {
    // (An undo's "version" is the one it saved; a restore's, the one it copies.)
    const restored = pairs.filter(
      ([k, v]) =>
        (RESTORED_KEY.test(k) || (/^version$/i.test(k) && !/^undo/i.test(operation))) &&
        VERSION_VALUE.test(v),
    );
    const bars = pairs.find(([k]) => BARS_KEY.test(k))?.[1];
    const others = pairs.filter(
      ([k]) => !OPERATION_KEY.test(k) && !BOOKKEEPING_KEY.test(keyName(k)) && !BARS_KEY.test(k),
    );
    const where = bars === undefined ? "" : /^\d+$/.test(bars) ? `bar ${bars}: ` : `bars ${bars}: `;
    if (restored.length === 1)
      return others.length === 1 ? `${where}restored version ${VERSION_VALUE.exec(restored[0]![1])![1]}` : "";
  }
  // ({"op": "undo", "bars": [9, 12], "key": "Bb major"}: an operation of no property, and the one
  // value it names.)
  const named = pairs.filter(([k]) => !OPERATION_KEY.test(k) && NAMED_PROPERTY.test(k));
  const property =
    propertyOfOperation(operation) ?? (named.length === 1 ? propertyOfOperation(named[0]![0]) : undefined);
  if (!property) return null;
  const value = (test: RegExp) => pairs.find(([k]) => test.test(k))?.[1];
  // ({"op": "set_key", "from_bar": 9, …}: from that bar on; with a "to_bar" it may be a move's ends.)
  const fromBar = pairs.some(([k]) => TO_BAR_KEY.test(k)) ? undefined : value(FROM_BAR_KEY);
  const bars = value(BARS_KEY);
  const staff = value(STAFF_KEY);
  const part = value(PART_KEY);
  const version = value(VERSION_KEY);
  const from = value(FROM_KEY);
  const to = value(TO_KEY);
  // ("dynamic": "f" as well as "dynamics": "f".)
  const OWN_KEY = new RegExp(`^(?:${property.replace(/s$/, "")}s?|value|mark|marking)$`, "i");
  const own = value(OWN_KEY);
  const read = [OPERATION_KEY, BARS_KEY, STAFF_KEY, PART_KEY, VERSION_KEY, FROM_KEY, TO_KEY, OWN_KEY];
  const unread = pairs.filter(
    ([k]) =>
      !read.some((r) => r.test(k)) &&
      !BOOKKEEPING_KEY.test(keyName(k)) &&
      !NO_CHANGE_KEY.test(k) &&
      !(fromBar !== undefined && bars === undefined && FROM_BAR_KEY.test(k)) &&
      !(property === "notes" && AMOUNT_KEY.test(k)),
  );
  if (unread.length > 0) return "";

  let change: string | null = null;
  // ({"op": "add_pedal", "bars": [5, 5], "changed": false}: the operation ran and changed nothing.)
  if (pairs.some(([k, v]) => NO_CHANGE.test(`${k}=${v}`))) change = `${property} unchanged`;
  else if (from !== undefined && to !== undefined) change = `${property} ${from} -> ${to}`;
  else if (property === "notes") change = transposition(pairs);
  else if (operations.some((v) => REMOVES.test(v))) change = `${property} ${own ?? ""} removed`;
  else if (own !== undefined) change = `${property} set to ${own}`;
  // ({"op": "set_clef", "bars": [8, 8], "to": "bass"}: the value it set, with none before it.)
  else if (to !== undefined) change = `${property} set to ${to}`;
  else if (operations.some((v) => ADDS.test(v))) change = `${property} added`;
  if (change === null) return null;

  const where = [
    bars === undefined
      ? fromBar !== undefined && /^\d+$/.test(fromBar)
        ? `from bar ${fromBar}`
        : ""
      : /^\d+$/.test(bars)
        ? `bar ${bars}`
        : `bars ${bars}`,
    [part, staff === undefined ? "" : `staff ${staff}`].filter(Boolean).join(" "),
  ].filter(Boolean);
  const saved = version === undefined ? "" : `; version ${version.replace(/^v/i, "")}`;
  return `${where.length ? `${where.join(" · ")}: ` : ""}${change.replace(/\s+/g, " ")}${saved}`;
}

/** A transposition's amount ("semitones": -12, "octaves": 1), or the notes it wrote ("notes": "C2 G2
 * E2 G2": what the bar has now). */
function transposition(pairs: Pair[]): string | null {
  const notes = pairs.find(([k]) => /^notes$/i.test(k))?.[1];
  if (notes && notes.includes("->")) return `notes ${notes}`;
  const amount = pairs.find(([k]) => /^(?:semitones|octaves|interval)$/i.test(k));
  if (!amount || !/^[-+]?\d+$/.test(amount[1]))
    return notes && PITCHES.test(notes) ? `notes set to ${notes}` : null;
  const n = Number(amount[1]);
  const unit = /octave/i.test(amount[0]) ? "octave" : "semitone";
  return `notes transposed ${n < 0 ? "down" : "up"} ${Math.abs(n)} ${unit}${Math.abs(n) === 1 ? "" : "s"}`;
}
