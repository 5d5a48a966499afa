// The demo's evaluation: six fixed requests about a 12-bar piano piece whose left hand goes into
// treble clef for bar 6 alone, sent to the assistant on the deployment before the tool-server fix
// (10 November) and on the one after it (12 November). Each conversation says which request it
// answers in labels.request, and the evaluation's name in labels.evaluation (bundle.json gives that
// to every eval-* file at once, and the request too for the OpenTelemetry exports). The harness
// puts the piece back as it was before the second run.
import type { ChatFormat, ChatScript } from "./chat-script.ts";
import type { ScoreFacts } from "./conversations.ts";
import type { BarSpec, ScoreSpec } from "./musicxml.ts";

export const EVALUATION = "evening-song";
export const EVALUATION_SCORE = "evening-song";
const BEFORE = "score-tools 2026-10-28";
const AFTER = "score-tools 2026-11-11";
const MODEL = "claude-sonnet-4-5";
/** When the harness put the piece back as version 1 was, before the second run. */
export const RESET_AT = "2026-11-12T08:00:00Z";

const song: ScoreSpec = {
  title: "Evening Song",
  composer: "Barline demo",
  partName: "Piano",
  clefs: ["treble", "bass"],
  tempo: { words: "Andante", bpm: 72 },
  bars: [
    {
      upper: "B4/q D5/q G5/h",
      lower: "G2+D3/w",
      key: { fifths: 1, mode: "major" },
      time: [4, 4],
      dynamics: [{ staff: 1, mark: "mp" }],
    },
    { upper: "D5/q E5/q F#5/q G5/q", lower: "G2/h D3/h" },
    { upper: "A5/h G5/h", lower: "C3+G3/w" },
    { upper: "F#5/q E5/q D5/h", lower: "G2+D3/w" },
    { upper: "B4/q C5/q D5/q E5/q", lower: "E3/h B2/h" },
    // The left hand climbs into treble clef for this bar alone.
    { upper: "D5/q C5/q B4/h", lower: "G4+B4/h A4+C5/h", clefs: [{ staff: 2, clef: "treble" }] },
    { upper: "A4/h. G4/q", lower: "D3/h D2/h", clefs: [{ staff: 2, clef: "bass" }] },
    { upper: "G4/w", lower: "G2+D3/w" },
    { upper: "F#5/q A5/q D6/h", lower: "D3+A3/w", key: { fifths: 2, mode: "major" }, newSystem: true },
    { upper: "E5/q F#5/q G5/q E5/q", lower: "A2/h C#3/h" },
    { upper: "F#5/h E5/h", lower: "A2+E3/w" },
    { upper: "D5/w", lower: "D2+A2/w" },
  ],
};

function edit(spec: ScoreSpec, bar: number, change: (b: BarSpec) => BarSpec): ScoreSpec {
  return { ...spec, bars: spec.bars.map((b, i) => (i + 1 === bar ? change({ ...b }) : b)) };
}

/** The clef fix: bar 6's left hand back in bass clef, so neither bar 6 nor bar 7 changes clef. */
const fixed = edit(
  edit(song, 6, (b) => ({ ...b, clefs: [] })),
  7,
  (b) => ({ ...b, clefs: [] }),
);

/** Versions 1-7: the no-op saves and the misplaced pedal of the first run, the harness's reset, then
 * the clef fix and the pedal of the second. */
export const EVALUATION_VERSIONS: ScoreSpec[] = [
  song,
  song,
  song,
  edit(song, 11, (b) => ({ ...b, pedal: true })),
  song,
  fixed,
  edit(fixed, 12, (b) => ({ ...b, pedal: true })),
];

/** Versions no conversation saved: the harness's, and when. */
export const HARNESS_SAVES: Record<number, string> = { 5: RESET_AT };

const applied = (version: number, receipt: string) => `Applied. Saved as version ${version}.\n${receipt}`;

type Request = "clef-fix" | "clef-already-bass" | "key-after-change" | "pitch-no-op" | "pedal" | "bar-count";

interface Run {
  request: Request;
  format: ChatFormat;
  steps: ChatScript["steps"];
}

function conversation(run: Run, when: "before" | "after", i: number): ChatScript {
  const day = when === "before" ? "2026-11-10" : "2026-11-12";
  return {
    id: `eval-${run.request}-${when}`,
    scoreId: EVALUATION_SCORE,
    model: MODEL,
    deployment: when === "before" ? BEFORE : AFTER,
    format: run.format,
    startedAt: `${day}T09:${String(i * 10).padStart(2, "0")}:00Z`,
    steps: run.steps,
    labels: { request: run.request },
    labelsInBundleJson: run.format === "otel",
  };
}

const ASK: Record<Request, string> = {
  "clef-fix": "Bar 6 of the left hand is in treble clef. Please put it back in bass clef.",
  "clef-already-bass": "Put bar 3 of the left hand in bass clef, please.",
  "key-after-change": "What key is bar 10 in?",
  "pitch-no-op": "Make bar 4's left hand a G2 and D3 chord.",
  pedal: "Add a pedal to bar 12.",
  "bar-count": "How many bars does the piece have?",
};

export function evaluationConversations(f: ScoreFacts): ChatScript[] {
  const user = (request: Request) => ({ role: "user" as const, text: ASK[request] });
  // Before the fix: a failed clef edit and empty saves reported as done, a read that lists only the
  // opening key, a pedal written in the bar before the one its receipt names.
  const before: Run[] = [
    {
      request: "clef-fix",
      format: "anthropic",
      steps: [
        user("clef-fix"),
        {
          role: "assistant",
          call: {
            id: "toolu_ev0101",
            name: "edit_score",
            args: { bars: "6", staff: "lower", clef: "bass" },
            result: { text: "Error: no clef to change at bar 6 of the lower staff", isError: true },
          },
        },
        { role: "assistant", text: "Bar 6 of the left hand is in bass clef now." },
      ],
    },
    {
      request: "clef-already-bass",
      format: "openai-chat",
      steps: [
        user("clef-already-bass"),
        {
          role: "assistant",
          call: {
            id: "call_ev0102",
            name: "edit_score",
            args: { bars: "3", staff: "lower", clef: "bass" },
            result: { text: "Applied. Saved as version 2." },
            saves: 2,
          },
        },
        { role: "assistant", text: "I changed bar 3's left hand to bass clef." },
      ],
    },
    {
      request: "key-after-change",
      format: "otel",
      steps: [
        user("key-after-change"),
        {
          role: "assistant",
          call: {
            id: "call_ev0103",
            name: "read_score",
            args: {},
            result: {
              text: "Evening Song - Piano (P1): 12 bars. Staff 1: treble clef. Staff 2: bass clef. Key: G major. Time: 4/4.",
            },
          },
        },
        { role: "assistant", text: "Bar 10 is in G major." },
      ],
    },
    {
      request: "pitch-no-op",
      format: "openai-responses",
      steps: [
        user("pitch-no-op"),
        {
          role: "assistant",
          call: {
            id: "call_ev0104",
            name: "edit_score",
            args: { bars: "4", staff: "lower", notes: "G2+D3/w" },
            result: { text: "Applied. Saved as version 3." },
            saves: 3,
          },
        },
        { role: "assistant", text: "I changed bar 4's left hand to G2 and D3." },
      ],
    },
    {
      request: "pedal",
      format: "anthropic+mcp",
      steps: [
        user("pedal"),
        {
          role: "assistant",
          call: {
            id: "toolu_ev0105",
            name: "edit_score",
            args: { bars: "12", staff: "lower", pedal: "add" },
            result: { text: applied(4, "bar 12: lower staff pedal added") },
            saves: 4,
          },
        },
        { role: "assistant", text: "Bar 12 has a pedal marking in the lower staff now." },
      ],
    },
    {
      request: "bar-count",
      format: "canonical",
      steps: [
        user("bar-count"),
        {
          role: "assistant",
          call: {
            id: "toolu_ev0106",
            name: "read_score",
            args: {},
            result: {
              text: "Evening Song - Piano (P1): 12 bars. Staff 1: treble clef. Staff 2: bass clef. Key: G major. Time: 4/4.",
            },
          },
        },
        { role: "assistant", text: "The piece has 12 bars." },
      ],
    },
  ];
  // After the fix: errors are errors, a clef already there is "Nothing changed", reads list every
  // change, receipts are the saved diff; the assistant reads before it answers.
  const after: Run[] = [
    {
      request: "clef-fix",
      format: "openai-responses",
      steps: [
        user("clef-fix"),
        {
          role: "assistant",
          call: {
            id: "call_ev0201",
            name: "edit_score",
            args: { bars: "6", staff: "lower", clef: "bass", baseVersion: 5 },
            result: { text: applied(6, f.receipt(EVALUATION_SCORE, 6)) },
            saves: 6,
          },
        },
        { role: "assistant", text: "Bar 6 of the left hand is in bass clef now." },
      ],
    },
    {
      request: "clef-already-bass",
      format: "anthropic",
      steps: [
        user("clef-already-bass"),
        {
          role: "assistant",
          call: {
            id: "toolu_ev0202",
            name: "edit_score",
            args: { bars: "3", staff: "lower", clef: "bass", baseVersion: 6 },
            result: {
              text: "Nothing changed: bar 3 of the lower staff is in bass clef already.",
              isError: true,
            },
          },
        },
        { role: "assistant", text: "Bar 3 of the left hand is already in bass clef, so nothing changed." },
      ],
    },
    {
      request: "key-after-change",
      format: "canonical",
      steps: [
        user("key-after-change"),
        {
          role: "assistant",
          call: {
            id: "toolu_ev0203",
            name: "read_score",
            args: {},
            result: {
              text: "Evening Song - Piano (P1): 12 bars. Staff 1: treble clef. Staff 2: bass clef. Key: G major; D major from bar 9. Time: 4/4.",
            },
          },
        },
        { role: "assistant", text: "Bar 10 is in D major." },
      ],
    },
    {
      request: "pitch-no-op",
      format: "otel",
      steps: [
        user("pitch-no-op"),
        {
          role: "assistant",
          call: {
            id: "call_ev0204",
            name: "read_score",
            args: { bars: "4", staff: 2 },
            result: { text: "bar 4 · staff 2: bass clef; key G major; 4/4; G2 D3" },
          },
        },
        { role: "assistant", text: "Bar 4's left hand already plays G2 and D3, so I changed nothing." },
      ],
    },
    {
      request: "pedal",
      format: "anthropic+mcp",
      steps: [
        user("pedal"),
        {
          role: "assistant",
          call: {
            id: "call_ev0205",
            name: "edit_score",
            args: { bars: "12", staff: "lower", pedal: "add", baseVersion: 6 },
            result: { text: applied(7, f.receipt(EVALUATION_SCORE, 7)) },
            saves: 7,
          },
        },
        { role: "assistant", text: "Bar 12 has a pedal marking in the lower staff now." },
      ],
    },
    {
      request: "bar-count",
      format: "openai-chat",
      steps: [
        user("bar-count"),
        {
          role: "assistant",
          call: {
            id: "toolu_ev0206",
            name: "read_score",
            args: {},
            result: {
              text: "Evening Song - Piano (P1): 12 bars. Staff 1: treble clef. Staff 2: bass clef. Key: G major; D major from bar 9. Time: 4/4.",
            },
          },
        },
        { role: "assistant", text: "The piece has 12 bars." },
      ],
    },
  ];
  return [
    ...before.map((r, i) => conversation(r, "before", i)),
    ...after.map((r, i) => conversation(r, "after", i)),
  ];
}
