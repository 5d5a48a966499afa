// A claim: one checkable statement about the score, from an assistant message or a read's text.
// Shapes follow spec/report.schema.json so the report is these objects as they are.
import type { BarReading } from "../score-history/reading.ts";

export const PROPERTIES = [
  "clef",
  "key",
  "time",
  "notes",
  "pedal",
  "dynamics",
  "tempo",
  "bar-count",
  "other",
] as const;
export type Property = (typeof PROPERTIES)[number];
/** The properties a bar's reading has: claims about these can be checked against a saved version. */
export const READ_PROPERTIES: readonly Property[] = PROPERTIES.filter(
  (p) => p !== "bar-count" && p !== "other",
);
export const KINDS = ["edit", "state", "count", "no-change"] as const;
export type ClaimKind = (typeof KINDS)[number];
/** Worst first: the order the pages list them in. */
export const VERDICTS = ["contradicted", "unverifiable", "supported"] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface BarRange {
  /** Printed bar numbers, inclusive. */
  from: number;
  to: number;
}

export interface Subject {
  /** MusicXML part id ("P1"); null: the part is not named (one-part scores resolve to their part). */
  part: string | null;
  /** 1-based staff within the part; null: all staves. */
  staff: number | null;
  /** null: the whole piece. */
  bars: BarRange | null;
  property: Property;
}

/** What the extractor found, before it is checked. */
export interface ExtractedClaim {
  kind: ClaimKind;
  subject: Subject;
  /** Normalised value: "bass" (clef), "D major" (key), "3/4" (time), "C4 E4 G4" (notes), "added"/"removed" (pedal, dynamics), "15" (bar-count). */
  value: string | null;
  /** The sentence the claim was taken from. */
  text: string;
  /** Part names as the text gave them ("piano", "cello"), resolved against the score later. */
  partName?: string;
  /** A section the score does not name ("the bridge"), which the claim is placed in: unverifiable. */
  section?: string;
  /** An edit only by its "now" ("bar 12 now uses the treble clef"): it also says what the score now
   * has, and holds when the score has it even where this turn changed nothing. */
  nowState?: boolean;
  /** "Done — the LH now reads in the F clef from m. 1 to m. 16": the edit reported, or what the score
   * now has over more bars than the edit changed — but not where the turn changed nothing there. */
  nowOrEdit?: boolean;
  /** Said after "Fixed:" or "Done —" in no edit words of its own ("Fixed: the LH is in treble clef in
   * bar 4, and in bass clef from bar 5 on"): where it holds as a state, and the turn changed that
   * property only elsewhere, it may say what the score has around the edit — not read. */
  besideEdit?: true;
  /** A state said with "now" ("bars 5-6 are in bass clef now"): it tells what the turn's change left,
   * so after a failed call it reports that call's change as made. */
  saysNow?: boolean;
  /** Why the sentence was not read whole ("could not place 'the pedal staff' in the score"): the
   * claim is unverifiable, whatever the score has. */
  uncertain?: string;
  /** The version an edit claim names as the save that made it ("… (version 4)"): it is checked
   * against that save's diff as well as the turn's. */
  savedIn?: number;
  /** A no-change of everything else than what the message's edits changed ("Nothing else was
   * touched"): those edits' subjects, whose changes do not count against it. */
  besides?: Subject[];
  /** A no-change said of that save against another version ("version 5 is identical to version 3"):
   * the version it is counted from; unset, the version before the save. */
  since?: number;
  /** A restore ("bars 9–12 are back to what they were in version 3"): the version the bars named now
   * equal (findings.md, "Restores"). */
  restoredFrom?: number;
  /** A mark named only as left as it was ("I've left the pedal in bar 6 alone", "the pp at bar 15 is
   * untouched"): it is there by being named, not by being said; where the score lacks it, nothing is
   * held. */
  presupposed?: true;
  /** The marks an "other" sets apart, by value ("The pp comes in bar 6. The only other dynamic is an
   * f at bar 1." sets apart the pp, said of bar 6): where the score lacks it there, a bar said to have
   * none that holds one may hold that very mark, placed wrongly before, so nothing is held there. */
  setApart?: { value: string; bars: BarRange }[];
  /** A state said of an earlier score: a version the sentence names ("In version 2, bar 7 had ff"),
   * the one a save replaced ("before version 3 it was ff"), or the score before the turn's edit ("Bar
   * 11 had no dynamic before this edit"). Checked against that version, saved before the message. */
  asOf?: { version: number } | { before: number } | "turn start";
  /** What an edit says was there before the change ("| 7 | treble | bass |", "from pp to mp"): a
   * state of its own, added after it (`before`). */
  was?: string;
  /** A state said as what was there before a change ("| 7 | treble | bass |", "from pp to mp"): it
   * speaks of the score before the save that made the change (findings.md, "Before and after"). */
  before?: true;
  /** Notes or a key said at concert (sounding) pitch (true), or said to be written (false): a
   * transposing part's written ones are moved by its transposition before a concert value is
   * compared. Unset: nothing said, so written — but the key of the piece is its concert key. */
  concert?: boolean;
  /** The written note a concert note is said to be the sound of ("that D5 sounds as E5"): held only
   * where the part writes that note for that sound. */
  soundOf?: string;
  /** Said of the part's entry, the first bar where it (or its staff) has notes, which the sentence
   * does not number: "it comes in p", "the entry is marked mf". Checked at that bar. */
  atEntry?: true;
  /** Other subjects the sentence may mean: a part its sentence, a pronoun or the question names that
   * the claim was not placed in ("the clarinet … Bar 4 is untouched."), or the whole part where "it"
   * took its bars from the sentence before ("It rests in bars 1–2. It never goes below D5."), the bar
   * a highest or lowest note is placed in ("its lowest note is C2, in bar 8": that bar alone), or the
   * staff the turn before spoke of where the claim names none ("Where does staff 2 go treble?" …
   * "That's wrong, bar 6 is bass." — "Bar 6 is bass; treble covers bars 7–9."). The
   * claim is checked as placed and in each, and held only where all agree. */
  readings?: Reading[];
  /** Pedal said of each bar of its range ("pedal in bars 1–2", "held through bars 1–3"), not of one
   * mark somewhere among them ("a pedal mark in bars 1–4"): a bar of the range without it makes the
   * claim false. */
  eachBar?: true;
}

/** A subject a claim may be said of besides the one it was placed in. */
export interface Reading {
  part?: string | null;
  staff?: number | null;
  bars?: BarRange | null;
  /** The reading in the domain's words: "'clarinet'", "the whole part". */
  name: string;
}

export interface Claim extends ExtractedClaim {
  id: string;
  turn: number;
  source: "assistant" | "read";
  /** Index of the message the claim was read from. */
  messageIndex: number;
  /** For source "read": the tool call whose result held the text. */
  toolCallId: string | null;
  verdict: Verdict;
  checkedVersion: number | null;
  baseVersion: number | null;
  evidence: string[];
  /** Readings of the bars where the score disagrees (contradicted claims); not part of the report. */
  mismatches: BarReading[];
}
