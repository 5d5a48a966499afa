// A small MusicXML writer for the demo's scores: one keyboard part on two staves, one voice a staff,
// notes written as "D5/q", chords as "B3+D4/h", rests as "r/q" (q quarter, h half, w whole, e eighth;
// a trailing dot dots it). A clef change is written where an editor writes it: at the start of its
// bar, or after the last note of the bar before (the courtesy position, engraved before the barline).

export type ClefName = "treble" | "bass";
export type Staff = 1 | 2;

export interface BarSpec {
  /** Upper staff (right hand) and lower staff (left hand). */
  upper: string;
  lower: string;
  /** A key from this bar: fifths (negative for flats) and mode. */
  key?: { fifths: number; mode: "major" | "minor" };
  time?: [number, number];
  /** Clefs that take effect at the start of this bar. */
  clefs?: { staff: Staff; clef: ClefName }[];
  /** Clefs written after this bar's last note: they take effect in the next bar. */
  clefsAtEnd?: { staff: Staff; clef: ClefName }[];
  dynamics?: { staff: Staff; mark: string }[];
  /** A pedal pressed at the start of the bar and released at its end (lower staff). */
  pedal?: boolean;
  /** `<print new-system="yes"/>`: the bar starts a new system on the page. */
  newSystem?: boolean;
}

export interface ScoreSpec {
  title: string;
  composer: string;
  partName: string;
  /** The clefs the piece opens with. */
  clefs: [ClefName, ClefName];
  tempo?: { words: string; bpm: number };
  bars: BarSpec[];
}

const DIVISIONS = 4;
const DURATIONS: Record<string, [number, string]> = {
  e: [2, "eighth"],
  q: [4, "quarter"],
  h: [8, "half"],
  w: [16, "whole"],
};

function clefXml(staff: Staff, clef: ClefName): string {
  return clef === "treble"
    ? `<clef number="${staff}"><sign>G</sign><line>2</line></clef>`
    : `<clef number="${staff}"><sign>F</sign><line>4</line></clef>`;
}

function duration(token: string): { divisions: number; type: string; dotted: boolean } {
  const m = /^([eqhw])(\.?)$/.exec(token);
  if (!m) throw new Error(`unknown duration "${token}"`);
  const [d, type] = DURATIONS[m[1]!]!;
  const dotted = m[2] === ".";
  return { divisions: dotted ? (d * 3) / 2 : d, type, dotted };
}

/** The notes of one staff in one bar, and how long they last in divisions. */
function staffNotes(text: string, staff: Staff): { xml: string; length: number } {
  let length = 0;
  const xml = text
    .trim()
    .split(/\s+/)
    .map((event) => {
      const [pitches, dur] = event.split("/") as [string, string];
      const d = duration(dur);
      length += d.divisions;
      const tail = `<duration>${d.divisions}</duration><voice>${staff}</voice><type>${d.type}</type>${d.dotted ? "<dot/>" : ""}<staff>${staff}</staff>`;
      if (pitches === "r") return `<note><rest/>${tail}</note>`;
      return pitches
        .split("+")
        .map((p, i) => {
          const m = /^([A-G])(#|b)?(\d)$/.exec(p);
          if (!m) throw new Error(`unknown pitch "${p}"`);
          const alter = m[2] === "#" ? "<alter>1</alter>" : m[2] === "b" ? "<alter>-1</alter>" : "";
          return `<note>${i > 0 ? "<chord/>" : ""}<pitch><step>${m[1]}</step>${alter}<octave>${m[3]}</octave></pitch>${tail}</note>`;
        })
        .join("");
    })
    .join("");
  return { xml, length };
}

function direction(staff: Staff, placement: "above" | "below", type: string): string {
  return `<direction placement="${placement}"><direction-type>${type}</direction-type><staff>${staff}</staff></direction>`;
}

function measure(spec: ScoreSpec, bar: BarSpec, n: number): string {
  const attrs: string[] = [];
  if (n === 1) attrs.push(`<divisions>${DIVISIONS}</divisions>`);
  if (bar.key) attrs.push(`<key><fifths>${bar.key.fifths}</fifths><mode>${bar.key.mode}</mode></key>`);
  if (bar.time) attrs.push(`<time><beats>${bar.time[0]}</beats><beat-type>${bar.time[1]}</beat-type></time>`);
  if (n === 1) attrs.push(`<staves>2</staves>`, clefXml(1, spec.clefs[0]), clefXml(2, spec.clefs[1]));
  for (const c of bar.clefs ?? []) attrs.push(clefXml(c.staff, c.clef));
  const upper = staffNotes(bar.upper, 1);
  const lower = staffNotes(bar.lower, 2);
  const out: string[] = [];
  if (bar.newSystem) out.push(`<print new-system="yes"/>`);
  if (attrs.length) out.push(`<attributes>${attrs.join("")}</attributes>`);
  if (n === 1 && spec.tempo)
    out.push(
      `<direction placement="above"><direction-type><words>${spec.tempo.words}</words></direction-type><staff>1</staff><sound tempo="${spec.tempo.bpm}"/></direction>`,
    );
  for (const d of bar.dynamics?.filter((x) => x.staff === 1) ?? [])
    out.push(direction(1, "below", `<dynamics><${d.mark}/></dynamics>`));
  out.push(upper.xml, `<backup><duration>${upper.length}</duration></backup>`);
  for (const d of bar.dynamics?.filter((x) => x.staff === 2) ?? [])
    out.push(direction(2, "below", `<dynamics><${d.mark}/></dynamics>`));
  if (bar.pedal) out.push(direction(2, "below", `<pedal type="start" line="yes"/>`));
  out.push(lower.xml);
  if (bar.pedal) out.push(direction(2, "below", `<pedal type="stop" line="yes"/>`));
  const atEnd = bar.clefsAtEnd ?? [];
  if (atEnd.length)
    out.push(`<attributes>${atEnd.map((c) => clefXml(c.staff, c.clef)).join("")}</attributes>`);
  return `  <measure number="${n}">\n    ${out.join("\n    ")}\n  </measure>`;
}

export function writeMusicXml(spec: ScoreSpec): string {
  const measures = spec.bars.map((b, i) => measure(spec, b, i + 1)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">
<score-partwise version="4.0">
  <work><work-title>${spec.title}</work-title></work>
  <identification><creator type="composer">${spec.composer}</creator></identification>
  <part-list><score-part id="P1"><part-name>${spec.partName}</part-name></score-part></part-list>
  <part id="P1">
${measures}
  </part>
</score-partwise>
`;
}
