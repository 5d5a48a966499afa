// The notes of an engraved excerpt carry data-pname and data-oct, so a picture can be matched
// against a reading. verovio can write them itself (svgAdditionalAttribute), but that costs about
// half its drawing time. verovio keeps a MusicXML note's id as the id of its SVG group, so each note
// of the excerpt is given an id that names its pitch, and the attributes are written from the ids.

// A note element with content: never a self-closing one, which would run on into the next note.
const NOTE = /<note(?=[\s>])([^>]*?)(?<!\/)>([\s\S]*?)<\/note>/g;
const ID = /\sid\s*=\s*("[^"]*"|'[^']*')/;
const STEP = /<pitch>[\s\S]*?<step>\s*([A-G])\s*<\/step>[\s\S]*?<octave>\s*(-?\d+)\s*<\/octave>/;
const TAGGED = /<g id="(blp\d+-([a-g])(-?\d+))" class="note">/g;

/** The excerpt with each pitched note's id (one it had is replaced) naming its written step and
 * octave: `blp7-c4`. Rests and unpitched notes keep what they had. */
export function withPitchIds(excerpt: string): string {
  let n = 0;
  return excerpt.replace(NOTE, (whole, attrs: string, inner: string) => {
    const pitch = STEP.exec(inner);
    if (!pitch) return whole;
    const id = `blp${n++}-${(pitch[1] as string).toLowerCase()}${pitch[2]}`;
    return `<note${attrs.replace(ID, "")} id="${id}">${inner}</note>`;
  });
}

/** verovio's SVG of an excerpt given withPitchIds, each note with data-pname and data-oct, as
 * svgAdditionalAttribute writes them. */
export function withPitchAttributes(svg: string): string {
  return svg.replace(
    TAGGED,
    (_, id: string, pname: string, oct: string) =>
      `<g id="${id}" class="note" data-pname="${pname}" data-oct="${oct}">`,
  );
}
