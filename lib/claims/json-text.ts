// Text that is JSON (a read's result, a receipt the assistant writes) as lines the rules read: each
// value on a line of its own, labelled with the bar, staff and part its object (or the objects around
// it) name, as the CLI's reading writes them ("bar 4 · Piano staff 2: clef bass"). A record of a list
// of changes ("clefChanges", a "fromBar" key) says its value "from here" (findings.md, "What a read
// covers"). An object naming an operation is a receipt, written as the diff writes it.
import {
  FROM_KEY,
  OPERATION_KEY,
  TO_KEY,
  failedOperation,
  receiptSentence,
  type Pair,
} from "./json-receipt.ts";

interface Place {
  bar?: string;
  staff?: string;
  part?: string;
  fromHere?: boolean;
}

const BAR_KEY = /^(?:bar|measure|m|bar_?number|measure_?number|number)$/i;
const FROM_BAR_KEY = /^(?:from_?bar|from_?measure|start_?bar|starts?_?at|from)$/i;
const STAFF_KEY = /^(?:staff|stave)$/i;
// "staff1", "staff 2", "lh", "upper": an object of one staff's values.
const STAFF_NAME: [RegExp, string][] = [
  [/^(?:staff|stave)[\s_-]?(\d)$/i, "$1"],
  [/^(?:lh|left[\s_-]?hand|lower(?:[\s_-]?staff)?)$/i, "2"],
  [/^(?:rh|right[\s_-]?hand|upper(?:[\s_-]?staff)?)$/i, "1"],
];
const PART_KEY = /^(?:part|instrument|part_?name)$/i;
// A list of where a value changes: each record holds from its bar on.
const CHANGES_KEY = /changes?$/i;
// The piece's length, said as a count of bars.
const COUNT_KEY = /^(?:bars|measures|bar_?count|measure_?count|length|total_?bars)$/i;
const MAX_LINES = 400;

/** The JSON text as lines, or null when the text is not JSON (or says nothing but a scalar). */
export function jsonLines(text: string): string[] | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed.replace(/,\s*$/, ""));
  } catch {
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  const out: string[] = [];
  walk(value, "", {}, out);
  return out.slice(0, MAX_LINES);
}

function isScalar(v: unknown): v is string | number | boolean {
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean";
}

function label(place: Place): string {
  const where = [place.part, place.staff === undefined ? "" : `staff ${place.staff}`]
    .filter(Boolean)
    .join(" ");
  const parts = [
    place.bar === undefined ? "" : /^\d+$/.test(place.bar) ? `bar ${place.bar}` : `bars ${place.bar}`,
    where,
  ];
  const named = parts.filter(Boolean);
  return named.length ? `${named.join(" · ")}: ` : "";
}

function staffOf(key: string): string | undefined {
  for (const [re, staff] of STAFF_NAME) if (re.test(key)) return key.replace(re, staff);
  return undefined;
}

/** "[3, 8]" of a "bars" key: the range it spans. */
const PITCH_WORD = /^[A-G](?:#|b|♯|♭)?-?\d$/;

function barsOf(v: unknown): string | undefined {
  if (isScalar(v) && /^\d{1,4}(?:\s*[-–]\s*\d{1,4})?$/.test(String(v)))
    return String(v).replace(/\s*[-–]\s*/, "-");
  if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number")) return `${v[0]}-${v[1]}`;
  return undefined;
}

function walk(value: unknown, key: string, around: Place, out: string[]): void {
  if (out.length >= MAX_LINES) return;
  // "pedal": false is no pedal; "notes": [] no notes.
  const said =
    typeof value === "boolean" && key
      ? value
        ? key
        : `no ${key}`
      : Array.isArray(value) && value.length === 0 && key
        ? `no ${key}`
        : isScalar(value)
          ? `${key ? `${key} ` : ""}${value}`
          : null;
  if (said !== null) {
    out.push(`${label(around)}${said}${around.fromHere ? " from here" : ""}`.trim());
    return;
  }
  if (Array.isArray(value)) {
    const fromHere = around.fromHere || CHANGES_KEY.test(key);
    for (const item of value)
      walk(
        item,
        isScalar(item) && typeof item === "string" && key !== "" && !fromHere ? "" : key,
        { ...around, fromHere },
        out,
      );
    return;
  }
  if (value === null || typeof value !== "object") return;
  const entries = Object.entries(value as Record<string, unknown>);
  // {"4": "bass", "5": "treble"} under "clefs": a value per bar.
  if (entries.length > 0 && entries.every(([k]) => /^\d{1,4}$/.test(k))) {
    const name = key.replace(/s$/i, "");
    for (const [bar, v] of entries) walk(v, name, { ...around, bar }, out);
    return;
  }
  const pairs: Pair[] = entries.flatMap(([k, v]): Pair[] => {
    if (isScalar(v)) return [[k, String(v)]];
    // {"dynamics": {"from": null, "to": "f"}}: nothing before, a mark added.
    if (v === null && (FROM_KEY.test(k) || TO_KEY.test(k))) return [[k, "none"]];
    // "bars": [13, 16] is a range; [6] one bar.
    const bars = Array.isArray(v) && v.length === 1 && typeof v[0] === "number" ? String(v[0]) : barsOf(v);
    if (bars !== undefined && !isScalar(v)) return [[k, bars]];
    // "before": ["Bb2", "D3", "F3"]: a bar's notes, written as the diff writes them.
    if (Array.isArray(v) && v.length > 0 && v.every((n) => typeof n === "string" && PITCH_WORD.test(n)))
      return [[k, v.join(" ")]];
    return [];
  });
  if (failedOperation(pairs)) return;
  const receipt = receiptSentence(pairs);
  if (receipt !== null) {
    if (receipt) out.push(receipt);
    return;
  }
  // {"clef": {"before": "tenor", "now": "bass"}}: the change, as the diff writes it; a before value
  // alone speaks of another version and says nothing here.
  const was = pairs.find(([k, v]) => FROM_KEY.test(k) && !/^\d+$/.test(v));
  const now = pairs.find(([k, v]) => TO_KEY.test(k) && !/^\d+$/.test(v));
  if (was && now && key) {
    out.push(`${label(around)}${key} ${was[1]} -> ${now[1]}`);
    return;
  }
  // An operation the rules cannot write as a change stays one line, as it was said.
  if (pairs.some(([k]) => OPERATION_KEY.test(k))) {
    out.push(pairs.map(([k, v]) => `${k} ${v}`).join("; "));
    return;
  }
  const place: Place = { ...around };
  for (const [k, v] of entries) {
    if (BAR_KEY.test(k) && barsOf(v)) place.bar = barsOf(v);
    else if (FROM_BAR_KEY.test(k) && barsOf(v)) {
      place.bar = barsOf(v);
      place.fromHere = true;
    } else if (STAFF_KEY.test(k) && /^\d$/.test(String(v))) place.staff = String(v);
    else if (PART_KEY.test(k) && typeof v === "string") place.part = v;
  }
  for (const [k, v] of entries) {
    if (BAR_KEY.test(k) || FROM_BAR_KEY.test(k) || STAFF_KEY.test(k) || PART_KEY.test(k)) {
      if (barsOf(v) || /^\d$/.test(String(v)) || typeof v === "string") continue;
    }
    const staff = staffOf(k);
    if (staff !== undefined && !isScalar(v)) walk(v, "", { ...place, staff }, out);
    else if (
      COUNT_KEY.test(k) &&
      typeof v === "number" &&
      place.bar === undefined &&
      around.bar === undefined
    )
      out.push(`${label({ part: place.part })}${v} bars`);
    else if (/^bars?$/i.test(k) && barsOf(v) && !isScalar(v)) walk(barsOf(v), "bars", place, out);
    else if (!FROM_KEY.test(k) || barsOf(v)) walk(v, k, place, out);
  }
}
