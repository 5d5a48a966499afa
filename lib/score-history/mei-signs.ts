// Clef, key and time signature as MEI writes them — as elements (<clef>, <keySig>, <meterSig>) or
// as attributes of a staffDef/scoreDef (clef.shape, key.sig, meter.count; MEI 3 and 4) — turned
// into the Score model's MusicXML-shaped values.
import type { Clef, ClefSign, Key, TimeSignature } from "./score.ts";
import type { SignValue } from "./staff-state.ts";
import { childrenNamed, firstChild, type XmlElement } from "./xml-tree.ts";

const SHAPES = new Map<string, ClefSign>(
  Object.entries({ G: "G", GG: "G", F: "F", C: "C", perc: "percussion", TAB: "TAB" }),
);

/** A clef from `shape`/`line`/`dis`/`dis.place` under the given attribute prefix ("" or "clef."). */
function clefFrom(attrs: Record<string, string>, prefix: string): Clef | undefined {
  const shape = attrs[`${prefix}shape`];
  if (shape === undefined) return undefined;
  const sign = SHAPES.get(shape) ?? "none";
  // Without @line a sign sits where MusicXML puts it by default.
  const defaultLine = sign === "G" ? 2 : sign === "F" ? 4 : sign === "C" ? 3 : 0;
  const line = Number(attrs[`${prefix}line`] ?? defaultLine) || defaultLine;
  // @dis is the interval (8, 15, 22); MusicXML counts octaves.
  const dis = Number(attrs[`${prefix}dis`] ?? 0);
  const octaves = dis >= 8 ? Math.round((dis - 1) / 7) : 0;
  const octaveChange = attrs[`${prefix}dis.place`] === "below" ? -octaves : octaves;
  return { sign, line, octaveChange };
}

/** MEI @sig / @key.sig: "0", "3s", "2f"; "mixed" and "none" count as no sharps or flats. */
function fifthsOf(sig: string): number {
  const m = /^(\d+)([sf])$/.exec(sig.trim());
  if (!m) return 0;
  return m[2] === "s" ? Number(m[1]) : -Number(m[1]);
}

function keyFrom(sig: string | undefined, mode: string | undefined): Key | undefined {
  if (sig === undefined) return undefined;
  return { fifths: fifthsOf(sig), mode: mode ?? "major" };
}

function timeFrom(
  count: string | undefined,
  unit: string | undefined,
  sym: string | undefined,
  form: string | undefined,
): TimeSignature | undefined {
  if (sym === "open") return { beats: "", beatType: "", symbol: "normal", senzaMisura: true };
  if (count === undefined && sym === undefined) return undefined;
  // @sym without numbers: common time is 4/4, cut time 2/2.
  const beats = count ?? (sym === "cut" ? "2" : "4");
  const beatType = unit ?? (sym === "cut" ? "2" : "4");
  let symbol = "normal";
  if (sym === "common" || sym === "cut") symbol = sym;
  else if (form === "num") symbol = "single-number";
  return { beats, beatType, symbol };
}

export function clefOfElement(e: XmlElement): Clef | undefined {
  return clefFrom(e.attrs, "");
}

export function keyOfElement(e: XmlElement): Key | undefined {
  return keyFrom(e.attrs.sig ?? "0", e.attrs.mode);
}

export function timeOfElement(e: XmlElement): TimeSignature | undefined {
  if (e.name === "meterSigGrp") {
    // A composite signature (3/8+2/8): "|"-separated pairs, as the MusicXML reader keeps them.
    const parts = childrenNamed(e, "meterSig")
      .map(timeOfElement)
      .filter((t) => t !== undefined);
    if (parts.length === 0) return undefined;
    return {
      beats: parts.map((t) => t.beats).join("|"),
      beatType: parts.map((t) => t.beatType).join("|"),
      symbol: "normal",
    };
  }
  return timeFrom(e.attrs.count, e.attrs.unit, e.attrs.sym, e.attrs.form);
}

/** What a scoreDef or staffDef states, from its child elements or else its attributes. */
export function signsOfDef(def: XmlElement): SignValue[] {
  const a = def.attrs;
  const signs: SignValue[] = [];
  const clefEl = firstChild(def, "clef");
  const clef = (clefEl && clefOfElement(clefEl)) ?? clefFrom(a, "clef.");
  if (clef) signs.push({ kind: "clef", clef });
  const keySig = firstChild(def, "keySig");
  // MEI 5 renamed @key.sig to @keysig.
  const key = (keySig && keyOfElement(keySig)) ?? keyFrom(a.keysig ?? a["key.sig"], a["key.mode"]);
  if (key) signs.push({ kind: "key", key });
  const meter = firstChild(def, "meterSigGrp") ?? firstChild(def, "meterSig");
  const time =
    (meter && timeOfElement(meter)) ??
    timeFrom(a["meter.count"], a["meter.unit"], a["meter.sym"], a["meter.form"]);
  if (time) signs.push({ kind: "time", time });
  return signs;
}
