// Generated piano scores for benchmarks: two staves, `bars` bars of 4/4, with the variations a
// conversation's edits make (a clef change, a key change, notes moved an octave, a pedal).
export interface ScoreVariant {
  bars: number;
  /** `<work-title>`: makes each generated score a file of its own. */
  title?: string;
  /** Bar whose lower staff is in treble clef (only that bar), or none. */
  trebleBar?: number;
  /** Bar from which the key is G major. */
  keyChangeBar?: number;
  /** Bar whose upper-staff notes sit an octave lower. */
  octaveDownBar?: number;
  pedalBar?: number;
}

const UPPER = ["C", "E", "G", "B", "D", "F", "A", "C"];
const LOWER = ["C", "G", "E", "G"];

function note(step: string, octave: number, staff: number, voice: number): string {
  return `<note><pitch><step>${step}</step><octave>${octave}</octave></pitch><duration>1</duration><voice>${voice}</voice><type>quarter</type><staff>${staff}</staff></note>`;
}

function bar(n: number, v: ScoreVariant): string {
  const attrs: string[] = [];
  if (n === 1)
    attrs.push(
      `<divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><staves>2</staves><clef number="1"><sign>G</sign><line>2</line></clef><clef number="2"><sign>F</sign><line>4</line></clef>`,
    );
  if (v.keyChangeBar === n) attrs.push(`<key><fifths>1</fifths></key>`);
  if (v.trebleBar === n) attrs.push(`<clef number="2"><sign>G</sign><line>2</line></clef>`);
  if (v.trebleBar !== undefined && v.trebleBar + 1 === n)
    attrs.push(`<clef number="2"><sign>F</sign><line>4</line></clef>`);
  const octave = v.octaveDownBar === n ? 4 : 5;
  const upper = [0, 1, 2, 3].map((i) => note(UPPER[(n + i) % UPPER.length]!, octave, 1, 1)).join("");
  // A clef change moves no note: the lower staff keeps its pitches in either clef.
  const lower = LOWER.map((s) => note(s, 3, 2, 2)).join("");
  const pedal =
    v.pedalBar === n
      ? `<direction placement="below"><direction-type><pedal type="start"/></direction-type><staff>2</staff></direction>`
      : "";
  return `<measure number="${n}">${attrs.length ? `<attributes>${attrs.join("")}</attributes>` : ""}${upper}<backup><duration>4</duration></backup>${pedal}${lower}</measure>`;
}

// The benchmark generates 50,000 versions from a few dozen distinct bars: each bar's text is built once.
const barTexts = new Map<string, string>();

function barText(n: number, v: ScoreVariant): string {
  const key = [
    n,
    v.keyChangeBar === n,
    v.trebleBar === n,
    v.trebleBar !== undefined && v.trebleBar + 1 === n,
    v.octaveDownBar === n,
    v.pedalBar === n,
  ].join();
  let text = barTexts.get(key);
  if (text === undefined) barTexts.set(key, (text = bar(n, v)));
  return text;
}

export function generateScore(v: ScoreVariant): string {
  const measures = Array.from({ length: v.bars }, (_, i) => barText(i + 1, v)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0">${v.title ? `<work><work-title>${v.title}</work-title></work>` : ""}<part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
<part id="P1">
${measures}
</part></score-partwise>
`;
}
