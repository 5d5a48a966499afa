// The demo's three pieces, written for it, and every version the conversations save. Each version
// is the one before with one edit applied, as the score assistant's tool would have saved it.
import { EVALUATION_SCORE, EVALUATION_VERSIONS, HARNESS_SAVES } from "./evaluation.ts";
import type { BarSpec, ScoreSpec } from "./musicxml.ts";

export interface DemoScore {
  scoreId: string;
  title: string;
  /** Version 1 first. */
  versions: ScoreSpec[];
  /** Versions no conversation saved (an evaluation harness's reset), by number: when. */
  harnessSaves?: Record<number, string>;
}

function edit(spec: ScoreSpec, bar: number, change: (b: BarSpec) => BarSpec): ScoreSpec {
  return { ...spec, bars: spec.bars.map((b, i) => (i + 1 === bar ? change({ ...b }) : b)) };
}

// Minuet in F: F major, C major from bar 9; the left hand moves to treble clef for bars 11-12, the
// change written after bar 10's last note (where it is engraved, before the barline), and back to
// bass at the start of bar 13.
const minuet: ScoreSpec = {
  title: "Minuet in F",
  composer: "Barline demo",
  partName: "Piano",
  clefs: ["treble", "bass"],
  tempo: { words: "Tempo di minuetto", bpm: 112 },
  bars: [
    {
      upper: "F5/q C5/q A4/q",
      lower: "F3/h.",
      key: { fifths: -1, mode: "major" },
      time: [3, 4],
      dynamics: [{ staff: 1, mark: "p" }],
    },
    { upper: "Bb4/q D5/q Bb4/q", lower: "Bb2/h." },
    { upper: "A4/q C5/q F5/q", lower: "C3/h." },
    { upper: "E5/h C5/q", lower: "C3/q E3/q G3/q" },
    { upper: "D5/q F5/q D5/q", lower: "Bb2/h." },
    { upper: "C5/q A4/q F4/q", lower: "A2/h." },
    { upper: "G4/q Bb4/q E4/q", lower: "C3/h." },
    { upper: "F4/h.", lower: "F2/h." },
    {
      upper: "G5/q E5/q C5/q",
      lower: "C3/h.",
      key: { fifths: 0, mode: "major" },
      dynamics: [{ staff: 1, mark: "f" }],
      newSystem: true,
    },
    { upper: "D5/q F5/q B4/q", lower: "G2/h.", clefsAtEnd: [{ staff: 2, clef: "treble" }] },
    { upper: "C6/q G5/q E5/q", lower: "C4/q E4/q G4/q" },
    { upper: "D6/q B5/q G5/q", lower: "B3/q D4/q G4/q" },
    { upper: "E5/q C5/q A4/q", lower: "A2/h.", clefs: [{ staff: 2, clef: "bass" }] },
    { upper: "F5/q D5/q B4/q", lower: "D3/h." },
    { upper: "G4/q B4/q D5/q", lower: "G2/h." },
    { upper: "C5/h.", lower: "C3/h." },
  ],
};

const minuetV2 = edit(minuet, 8, (b) => ({ ...b, pedal: true }));
const minuetV3 = edit(minuetV2, 16, (b) => ({ ...b, lower: "C2/h." }));

// Chorale in G: four voices, soprano and alto on the upper staff, tenor and bass on the lower.
const chorale: ScoreSpec = {
  title: "Chorale in G",
  composer: "Barline demo",
  partName: "Organ",
  clefs: ["treble", "bass"],
  bars: [
    {
      upper: "D4+G4/q G4+B4/q F#4+A4/q G4+B4/q",
      lower: "B2+G3/q E3+G3/q D3+A3/q G2+D4/q",
      key: { fifths: 1, mode: "major" },
      time: [4, 4],
    },
    { upper: "G4+C5/q F#4+A4/q D4+G4/h", lower: "E3+G3/q D3+A3/q G2+B3/h" },
    { upper: "D4+G4/q E4+A4/q F#4+B4/q G4+C5/q", lower: "B2+G3/q C3+A3/q D3+A3/q E3+G3/q" },
    { upper: "F#4+D5/h D4+A4/h", lower: "D3+A3/h D3+F#3/h" },
    { upper: "G4+B4/q A4+C5/q B4+D5/q G4+B4/q", lower: "G3+D4/q F#3+D4/q G3+D4/q E3+B3/q" },
    { upper: "E4+C5/q D4+B4/q E4+A4/h", lower: "C3+G3/q G2+G3/q C3+A3/h" },
    { upper: "D4+G4/q D4+A4/q D4+F#4/q E4+G4/q", lower: "B2+B3/q F#3+A3/q D3+A3/q C3+C4/q" },
    { upper: "D4+G4/w", lower: "G2+B3/w" },
  ],
};

const choraleV2 = edit(chorale, 1, (b) => ({ ...b, dynamics: [{ staff: 1, mark: "p" }] }));
const choraleV3 = edit(choraleV2, 1, (b) => ({ ...b, dynamics: [] }));

// Album Leaf in E minor: the right hand goes down into bass clef for bars 7-8.
const albumLeaf: ScoreSpec = {
  title: "Album Leaf",
  composer: "Barline demo",
  partName: "Piano",
  clefs: ["treble", "bass"],
  tempo: { words: "Andantino", bpm: 66 },
  bars: [
    {
      upper: "B4/q E5/q",
      lower: "E3+B3/h",
      key: { fifths: 1, mode: "minor" },
      time: [2, 4],
      dynamics: [{ staff: 1, mark: "mp" }],
    },
    { upper: "G5/q F#5/e E5/e", lower: "E3+G3/h" },
    { upper: "D#5/q B4/q", lower: "B2+F#3/h" },
    { upper: "E5/h", lower: "E3+G3/h" },
    { upper: "C5/q A4/q", lower: "A2+E3/h" },
    { upper: "B4/q G4/q", lower: "E2+B2/h" },
    { upper: "E3/q G3/q", lower: "E2/q B2/q", clefs: [{ staff: 1, clef: "bass" }] },
    { upper: "F#3/q D#3/q", lower: "B1/h" },
    { upper: "E4/q G4/q", lower: "E2+B2/h", clefs: [{ staff: 1, clef: "treble" }], newSystem: true },
    { upper: "B4/q A4/q", lower: "C3+A3/h" },
    { upper: "G4/q F#4/q", lower: "B2+A3/h" },
    { upper: "E4/h", lower: "E2+B2/h" },
  ],
};

const leafV2 = edit(albumLeaf, 12, (b) => ({ ...b, lower: "E1+B1/h" }));
const leafV3 = edit(leafV2, 10, (b) => ({ ...b, upper: "B3/q A3/q" }));
// Bar 11 alone in bass clef: the treble clef returns at bar 12.
const leafV4 = edit(
  edit(leafV3, 11, (b) => ({ ...b, clefs: [{ staff: 1, clef: "bass" }] })),
  12,
  (b) => ({ ...b, clefs: [{ staff: 1, clef: "treble" }] }),
);
// Bars 7-8 back in treble clef: the bass clef of bar 7 and the return of bar 9 are gone.
const leafV5 = edit(
  edit(leafV4, 7, (b) => ({ ...b, clefs: [] })),
  9,
  (b) => ({ ...b, clefs: [] }),
);

export const DEMO_SCORES: DemoScore[] = [
  { scoreId: "minuet-in-f", title: minuet.title, versions: [minuet, minuetV2, minuetV3] },
  { scoreId: "chorale-in-g", title: chorale.title, versions: [chorale, choraleV2, choraleV3] },
  { scoreId: "album-leaf", title: albumLeaf.title, versions: [albumLeaf, leafV2, leafV3, leafV4, leafV5] },
  {
    scoreId: EVALUATION_SCORE,
    title: EVALUATION_VERSIONS[0]!.title,
    versions: EVALUATION_VERSIONS,
    harnessSaves: HARNESS_SAVES,
  },
];
