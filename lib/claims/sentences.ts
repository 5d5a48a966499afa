// Messages into sentences, and sentences into clauses. A full stop after "m.", "mm.", "e.g.",
// "No." or inside a number ends nothing; a line break, a list item or a table row always does.
import { receiptSentence, type Pair } from "./json-receipt.ts";
import { jsonLines } from "./json-text.ts";
import { matchesOf } from "./matches.ts";
import { keptByText } from "./memo.ts";

// Every replacement below needs one of these characters; most messages have none.
const NOT_PLAIN = /[\r‘’“”\u00a0*_`]/;

/** Plain text: markdown emphasis, code marks and list markers removed, quotes and dashes unified. */
export function plainText(text: string): string {
  if (!NOT_PLAIN.test(text)) return text;
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\u00a0/g, " ")
    .replace(/(\*\*|__|`)/g, "")
    .replace(/(?<![\w*])\*(?=\S)([^*\n]+?)\*(?![\w*])/g, "$1")
    .replace(/(?<![\w_])_(?=\S)([^_\n]+?)_(?![\w_])/g, "$1");
}

// Words whose full stop is an abbreviation, not a sentence end.
const ABBREVIATIONS = new Set([
  "m",
  "mm",
  "b",
  "bb",
  "no",
  "nos",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "cf",
  "vs",
  "etc",
  "approx",
  "ca",
  "op",
  "ped",
  "vol",
  "fig",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "cresc",
  "dim",
  "decresc",
  "rit",
  "ritard",
  "accel",
  "vln",
  "vla",
  "vc",
  "pno",
  "man",
  "sw",
  "gt",
  "l.h",
  "r.h",
  "ex",
  "incl",
  "resp",
  "mvt",
  "mov",
  "approx",
  "sec",
  "min",
  "ch",
]);

// A check mark opens an item as a bullet does ("✅ Updated bar 7: …"); a cross ("❌") marks a failure.
// ("m. 9: key change …" opens with a bar, not an item "m."; "p. It comes after an mf." answers with a
// dynamic, not an item "p.")
const NUMBER_MARKER = /^\s*\d{1,3}[.)]\s+/;
const LIST_MARKER = /^\s*(?:[-*•+]|[✅✔☑]\uFE0F?|\d{1,3}[.)]|(?![mb]\.\s+\d|[pf]\.)[a-z][.)]|#{1,6})\s+/;
// A bulleted or numbered line (a "#" heading is no list item).
const LIST_ITEM = /^\s*(?:[-*•+]|[✅✔☑]\uFE0F?|\d{1,3}[.)]|(?![mb]\.\s+\d|[pf]\.)[a-z][.)])\s/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;

function isLetterOrDot(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46;
}

/** The letters and dots the text ends with, from the first letter: "e.g" in "see e.g". Read back from
 * the end: a pattern anchored at the end would be tried from every position of a long sentence. */
function lastWord(text: string): string {
  let start = text.length;
  while (start > 0 && isLetterOrDot(text.charCodeAt(start - 1))) start--;
  while (start < text.length && text.charCodeAt(start) === 46) start++;
  return text.slice(start);
}

// "p." and "pp." are pages before a number ("see p. 4"); before a word they are dynamics ending a
// sentence ("marked p. The voice …").
const PAGE = /^pp?\.?$/;
const NUMBER_SIGN = /^nos?\.?$/;

function endsWithAbbreviation(before: string, after: string): boolean {
  const word = lastWord(before).toLowerCase();
  if (!word) return false;
  // ("No. 5" is a number; "No. Upper staff: …" a short answer and a sentence after it.)
  if (PAGE.test(word) || NUMBER_SIGN.test(word)) return /^\d/.test(after);
  return (
    ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/\.$/, "")) || /^(?:[a-z]\.)+[a-z]?$/.test(word)
  );
}

function splitLine(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  // A sentence ends at . ! ? (or …) followed by space and a capital, a digit, a quote or a bracket —
  // or a bar written "m. 8", "mm. 4–5", a version "v4", a label ("… F5. staff 2: bass clef"), or a dynamic ("… rest gone. f added at m. 13."),
  // which start a sentence in lower case. A list written on one line ("… part. - It rests … - The
  // dynamics are …") starts each item after its dash.
  // Tried only where a run of stops begins: from inside a long run ("bar 4......") every position
  // would rescan the rest of it.
  const end =
    /(?<![.!?…])([.!?…]+)(["')\]]*)(\s+(?:[-•*]\s+(?=[A-Z]))?)(?=["'([]?[A-Z0-9♩]|mm?\.\s?\d|v\d|(?:staff|stave|bars?|measures?)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*:|(?:ppp|pp|p|mp|mf|f|ff|fff|sfz)\s+(?:added|removed|moved|gone|now|at|in|on|from|marked|stays|is|was)\b)/g;
  for (const m of matchesOf(end, line)) {
    const stop = m.index + m[1]!.length + m[2]!.length;
    const before = line.slice(start, m.index);
    if (m[1] === "." && endsWithAbbreviation(before, line.slice(m.index + m[0].length))) continue;
    out.push(line.slice(start, stop));
    start = stop + m[3]!.length;
  }
  out.push(line.slice(start));
  return out;
}

// No one writes a sentence this long; a longer one (a log pasted into a reply, words repeated) is read
// in pieces of about this size, so the work on a sentence never grows with its square.
const LONGEST_SENTENCE = 2_000;
const LONGEST_LINE = 10_000;

/** A sentence longer than any written, cut at spaces into pieces of at most LONGEST_SENTENCE. */
function cutLong(sentence: string): string[] {
  if (sentence.length <= LONGEST_SENTENCE) return [sentence];
  const pieces: string[] = [];
  let start = 0;
  while (sentence.length - start > LONGEST_SENTENCE) {
    const space = sentence.lastIndexOf(" ", start + LONGEST_SENTENCE);
    const cut = space > start ? space : start + LONGEST_SENTENCE;
    pieces.push(sentence.slice(start, cut));
    start = cut;
  }
  pieces.push(sentence.slice(start));
  return pieces;
}

const TABLE_ROW = /^\s*\|/;
// "9 | G major | 4/4": a row of a table written without its outer pipes.
const BARE_ROW = /^[^|]+(?:\s\|\s[^|]*)+$/;
// A header cell naming what each row is about: its cell becomes the row's label ("bar 4:", "Viola:").
const BAR_HEADER = /^(?:bars?|bar\(s\)|measures?|measure\(s\)|m\.?|mm\.?|bb?\.?|no\.?|#)$/i;
const BAR_CELL = /^\d{1,4}(?:\s*[-–]\s*\d{1,4})?$/;
// Words that name a column, never a value ("Clef" heads a column; "treble" fills one).
const COLUMN_NAME =
  /^(?:bars?|measures?|m\.?|mm\.?|no\.?|#|parts?|instruments?|staff|staves|stave|hands?|voices?|players?|clefs?|keys?|key\s+signatures?|time|time\s+signatures?|met(?:er|re)|pedals?|pedalling|dynamics?|notes?|pitches|tempo|where|what(?:\s+[a-z]+){0,3}|values?|before|after|now|was|from(?:\s+bar)?|changes?|options?|choices?|proposals?|effects?|descriptions?)$/i;
const FROM_HEADER = /^(?:from|starting|starts|since)(?:\s+(?:at\s+)?(?:bar|measure|m\.?))?$/i;
const SUBJECT_HEADER = /^(?:parts?|instruments?|staff|staves|stave|hands?|voices?|players?)$/i;

// "| Where | What I see |": a column of places labels the row; one headed by what it reports ("What
// the page shows", "Observation") names no property, and its cells stand alone.
const PLACE_HEADER = /^(?:where|location|place|position)$/i;
// (A column headed "Now" alone gives what the score has: "| Bar | Now |" is no report of a change.)
const REPORT_HEADER =
  /^(?:what\b.*|observations?|details?|descriptions?|comments?|remarks?|findings?|result|now|current(?:ly)?)$/i;
// "| Bar | Change |" with "| 6 | left hand to treble clef |": what each bar changes to (under a column of
// numbered items, "| # | Change |", the rows may be options).
const CHANGE_HEADER = /^changes?$/i;
const BARS_BY_WORD = /^(?:bars?|measures?|m\.?|mm\.?)$/i;
const SIDE_HEADER = /^(?:upper|lower)$/i;
const HEADER_BARS =
  /(?:\b(?:in|at|of|for)\s+)?\b(bars?|measures?)\s+(\d{1,4}(?:\s*[-–]\s*\d{1,4})?)(?![\d/])/i;
const VALUE_HEADER = /^(?:values?|settings?|now|current|answers?)$/i;
const BARS_CELL = /^(?:(?:bars?|measures?|mm?\.)\s*)?\d{1,4}(?:\s*[-–]\s*\d{1,4})?$/i;
const PROPERTY_HEADER = /^(?:property|attribute|item|feature|aspect|field|element|what|setting|questions?)$/i;

const STAFF_CELL =
  /^(?:(?:staff|stave)\s*\d|(?:left|right)\s+hand\b|(?:upper|lower|top|bottom)\s+staff\b|[lr]\.?h\b)/i;

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());
}

/** A table row as a sentence. Under a header each cell is named by its column and the first column,
 * when it names bars or a part, labels the row: "| 4 | bass |" under "| Bar | LH clef |" reads
 * "bar 4: LH clef bass". Without a header the cells are joined as they stand. */
function rowSentence(row: string, header: string[] | null): string {
  const cells = cellsOf(row);
  // ("bar 16, right hand: D5 A4 | left hand: D3": cells that label their own values are clauses;
  // "Bar 3 | staff 1 treble | staff 2 bass": so are cells that each open with their staff.)
  if (!header || header.length !== cells.length) {
    if (cells.slice(1).filter((c) => STAFF_CELL.test(c)).length > 1)
      return `${cells[0]}: ${cells.slice(1).join("; ")}`;
    return cells.join(cells.slice(1).some((c) => /^[^:]+:\s*\S/.test(c)) ? "; " : " ");
  }
  // "| Item | What the score has in bar 5 |": the bars one header cell names are every row's, where
  // the rows name none of their own.
  const barred = header.flatMap((h, i) => (HEADER_BARS.test(h) ? [i] : []));
  if (barred.length === 1 && !BAR_HEADER.test(header[0] ?? "") && !BARS_CELL.test(cells[0] ?? "")) {
    const i = barred[0]!;
    const bars = HEADER_BARS.exec(header[i]!)!;
    const rest = header[i]!.replace(bars[0], " ").replace(/\s+/g, " ").trim();
    if (rest !== "")
      return `${bars[1]} ${bars[2]}: ${rowSentence(
        row,
        header.map((h, k) => (k === i ? rest : h)),
      )}`;
  }
  // "| Bar | Now | After |" under "would read like this:": what is there, then what would be — a
  // column of values proposed says nothing of the score.
  const now = header.some((h) => BEFORE_HEADER.test(h)) ? -1 : header.findIndex((h) => NOW_HEADER.test(h));
  const proposed = header.flatMap((h, i) =>
    PROPOSED_HEADER.test(h) || (now >= 0 && i > now && AFTER_HEADER.test(h)) ? [i] : [],
  );
  if (proposed.length > 0 && proposed.length < header.length - 1)
    return rowSentence(
      `|${cells.filter((_, i) => !proposed.includes(i)).join("|")}|`,
      header.filter((_, i) => !proposed.includes(i)),
    );
  // "| staff | clef | from bar |" with "| 2 | treble | 6 |": the row holds from bar 6 on.
  const from = header.findIndex((h) => FROM_HEADER.test(h));
  if (from >= 0 && header.length > 2 && BAR_CELL.test(cells[from] ?? ""))
    return `from bar ${cells[from]} · ${rowSentence(
      `|${cells.filter((_, i) => i !== from).join("|")}|`,
      header.filter((_, i) => i !== from),
    )}`;
  // "| Feature | Value | Where |" with "| Opening dynamic | mp | Bar 1 |": the place a later column
  // gives labels the row, and a column of values is the first cell's value.
  const place = header.findIndex((h, i) => i > 0 && PLACE_HEADER.test(h) && BARS_CELL.test(cells[i] ?? ""));
  if (place > 0) {
    const rest = rowSentence(
      `|${cells.filter((_, i) => i !== place).join("|")}|`,
      header.filter((_, i) => i !== place),
    );
    return `${cells[place]}: ${rest}`;
  }
  const value = header.findIndex((h, i) => i > 0 && VALUE_HEADER.test(h));
  if (value > 0 && header.length === 2 && PROPERTY_HEADER.test(header[0] ?? "") && cells[0])
    return `${cells[0]}: ${cells[value]}`;
  // "| Bar | Upper | Lower |": columns named by their side are the upper and lower staves.
  header = header.map((h) => (SIDE_HEADER.test(h) ? `${h} staff` : h));
  // ("| Bars | Key now |" with no "before" column: what the score now has, not a change.)
  if (!header.some((h) => BEFORE_HEADER.test(h)))
    header = header.map((h) => h.replace(NOW_WORD, " ").replace(/\s+/g, " ").trim() || h);
  const named = namedCells(cells, header);
  const first = header[0] ?? "";
  if (BAR_HEADER.test(first) && BAR_CELL.test(cells[0] ?? ""))
    return `bar ${cells[0]}: ${named.slice(1).join("; ")}`;
  // "| staff | bars | clef |" with "| 2 | 8–9 | treble |": staff 2 in bars 8–9.
  // ("| 3 (pedal) | bass |": the staff and its name.)
  if (/^(?:staff|staves|stave)$/i.test(first) && /^\d(?:\s*\([^()]*\))?$/.test(cells[0] ?? "")) {
    const b = header.findIndex((h, i) => i > 0 && BAR_HEADER.test(h) && BAR_CELL.test(cells[i] ?? ""));
    const rest = namedCells(
      cells.filter((_, i) => i > 0 && i !== b),
      header.filter((_, i) => i > 0 && i !== b),
    );
    const bars = b > 0 ? `${/[-–]/.test(cells[b]!) ? "bars" : "bar"} ${cells[b]} · ` : "";
    return `${bars}staff ${cells[0]}: ${rest.join("; ")}`;
  }
  if ((SUBJECT_HEADER.test(first) || PLACE_HEADER.test(first)) && cells[0]) {
    // "| Part | Staff | Clef |" with "| Piano | 2 | bass |": the part's staff labels the row.
    const k = header.findIndex(
      (h, i) => i > 0 && /^(?:staff|stave)$/i.test(h) && /^\d$/.test(cells[i] ?? ""),
    );
    if (k > 0)
      return `${cells[0]}, staff ${cells[k]}: ${named.filter((_, i) => i > 0 && i !== k).join("; ")}`;
    // ("| Hand | Lowest |" with "| Left | G2 |": the left hand.)
    const side = /^hands?$/i.test(first) && /^(?:left|right)$/i.test(cells[0]) ? " hand" : "";
    return `${cells[0]}${side}: ${named.slice(1).join("; ")}`;
  }
  // "| Property | Value |": each row names its property and says its value.
  if (cells.length === 2 && PROPERTY_HEADER.test(first) && cells[0]) return `${cells[0]}: ${cells[1]}`;
  return named.join("; ");
}

const NOW_WORD = /\b(?:now|current(?:ly)?)\b/gi;
const WHAT_HEADER = /^(?:what|property|element|item|feature|change|changed|marking|type|aspect|attribute)$/i;
const BEFORE_HEADER = /\b(?:before|old|was|previous(?:ly)?|original(?:ly)?|from)\b/i;
const AFTER_HEADER = /\b(?:after|now|new|current(?:ly)?|to)\b/i;

const MARK_HEADER =
  /^(?:(?:left[\s-]hand|right[\s-]hand|lh|rh|upper|lower)\s+)?(?:pedal(?:\s+marks?)?|pedalling|dynamics?|dynamic\s+marks?)$/i;
const NOW_HEADER = /^\W*(?:now|current(?:ly)?)\b/i;
const PROPOSED_HEADER = /\b(?:proposed|suggested|would\s+be|planned|option)\b/i;

const KEPT_REMARK = /\s*\((?:unchanged|untouched|same|kept|as\s+before|no\s+change)\)\s*$/i;
/** A cell without a bracketed remark that it did not change. */
const unremarked = (cell: string) => cell.replace(KEPT_REMARK, "");

/** Each cell named by its column; a "before" column and the "now" column after it make one change,
 * as the diff writes it ("Staff 2 bass -> treble"): the before value speaks of the score before the
 * edit, the now value of the score after it (findings.md, "Before and after"). */
function namedCells(cells: string[], header: string[]): string[] {
  const shown = (c: string) => c && !/^[-–—]$/.test(c);
  const b = header.findIndex((h) => BEFORE_HEADER.test(h));
  const a = b < 0 ? -1 : header.findIndex((h, i) => i > b && AFTER_HEADER.test(h));
  // "| Where | What | Before | Now |" with "| m. 11 | dynamic | f | p |": the "what" cell names what
  // changed, the property of the before and now values.
  const named =
    a < 0
      ? undefined
      : [header[b]!.replace(BEFORE_HEADER, ""), header[a]!.replace(AFTER_HEADER, "")]
          .map((h) => h.trim())
          .find(Boolean);
  const w = a < 0 || named ? -1 : header.findIndex((h) => WHAT_HEADER.test(h));
  // "| Part | Staff | Property | Value |" with "| Piano | 1 | clef | treble from bar 1 |": the property
  // cell names the value cell's property.
  const p = a < 0 ? header.findIndex((h) => PROPERTY_HEADER.test(h)) : -1;
  const v = p < 0 ? -1 : header.findIndex((h, i) => i !== p && VALUE_HEADER.test(h));
  return cells.flatMap((c, i) => {
    if (i === w) return [];
    if (v >= 0 && i === p) return [];
    if (v >= 0 && i === v) return shown(c) ? [`${cells[p] ?? ""} ${c}`.trim()] : [];
    // ("| 8 | bass | – |" under "| Bar | Clef | Pedal |": no pedal mark in bar 8.)
    // ("| bar | pedal (lower staff) |" with "| 4 | - |": no pedal in bar 4.)
    if (
      a < 0 &&
      (/^(?:none|no)$/i.test(c) || (!shown(c) && c)) &&
      MARK_HEADER.test(header[i]!.replace(/\s*\([^()]*\)$/, ""))
    )
      return [`no ${header[i]}`];
    if (a < 0 || (i !== a && i !== b))
      return shown(c)
        ? [
            REPORT_HEADER.test(header[i]!) ||
            (CHANGE_HEADER.test(header[i]!) && BARS_BY_WORD.test(header[0] ?? ""))
              ? c
              : `${header[i]} ${c}`,
          ]
        : [];
    if (i === a) return [];
    const what = named ?? (w >= 0 && shown(cells[w] ?? "") ? cells[w] : undefined);
    const after = cells[a] ?? "";
    if (!shown(c) || !shown(after)) return [];
    // "| 8–9 | treble | treble |", "| bass | bass (unchanged) |": nothing changed there; the row
    // says what the bars still have, whatever the lines around it report.
    if (unremarked(c).toLowerCase() === unremarked(after).toLowerCase()) {
      const property = [header[b]!, header[a]!]
        .map((h) => h.replace(BEFORE_HEADER, "").replace(AFTER_HEADER, "").trim())
        .find(Boolean);
      return [`${property ?? ""} still ${unremarked(after)}`.trim()];
    }
    return [`${what ?? ""} ${c} -> ${after}`.trim()];
  });
}

// A line of JSON-like text, as reads often return: {"measure": 12, "clef": "tenor"},
const JSON_LINE = /^\s*[[{]*\s*"[\w -]+"\s*:/;
const JSON_PAIR =
  /"([\w -]+)"\s*:\s*(?:"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?|true|false|null)|\[\s*(-?\d+(?:\s*,\s*-?\d+)*)\s*\])?/g;

/** A JSON-like line as a sentence: a receipt naming an operation as the diff writes it; else a bar
 * number key and a staff number key label it ("bar 12 · staff 1: clef tenor"), as the CLI's reading
 * does, so the staff holds for every value; other keys name their values ("clef tenor; time 6/8"). */
function jsonSentence(line: string): string {
  const pairs: Pair[] = [];
  for (const m of matchesOf(JSON_PAIR, line)) {
    const value =
      m[2] ??
      m[3] ??
      m[4]
        ?.split(/\s*,\s*/)
        .filter((n, i, all) => i === 0 || n !== all[0])
        .join("-");
    if (value !== undefined && value !== "null") pairs.push([m[1]!.trim(), value]);
  }
  const receipt = receiptSentence(pairs);
  if (receipt !== null) return receipt;
  let bar = "";
  let staff = "";
  const named: string[] = [];
  for (const [key, value] of pairs) {
    if (!bar && BAR_HEADER.test(key) && /^\d{1,4}$/.test(value)) bar = `bar ${value}`;
    else if (!staff && /^staff$/i.test(key) && /^\d$/.test(value)) staff = `staff ${value}`;
    else named.push(`${key} ${value}`);
  }
  const label = bar && staff ? `${bar} · ${staff}` : bar || staff;
  return (label ? `${label}: ` : "") + named.join("; ");
}

// "bars   key      time" over "9-12   D major  4/4": a table whose columns are lined up by spaces.
const ALIGNED = /\S\s{2,}\S/;

/** A table lined up by spaces, headed by a bar column, written as a table without outer pipes
 * ("9-12 | D major | 4/4"), so that its rows read as rows. */
function alignedTables(raws: string[]): void {
  for (let i = 0; i < raws.length; i++) {
    if (!ALIGNED.test(raws[i]!)) continue;
    const head = raws[i]!.trim().split(/\s{2,}/);
    if (head.length < 2 || !BAR_HEADER.test(head[0]!) || /\d/.test(raws[i]!)) continue;
    let k = i + 1;
    while (k < raws.length) {
      const cells = raws[k]!.trim().split(/\s{2,}/);
      if (cells.length !== head.length || !BAR_CELL.test(cells[0]!)) break;
      raws[k] = cells.join(" | ");
      k++;
    }
    if (k > i + 1) raws[i] = head.join(" | ");
    i = k - 1;
  }
}

// "4  bass" over "5  treble": rows lined up by spaces with no header, each led by its bar number.
// (One value to a row: a row of several columns needs its header to say what each holds.)
const NUMBERED_ROW = /^\s*(\d{1,4}(?:\s*[-–]\s*\d{1,4})?)\s{2,}([^|\s](?:(?!\s{2})[^|])*)\s*$/;

/** Two or more rows in a row led by a bar number and spaces, written as bar lines ("bar 4: bass"). */
function numberedRows(raws: string[]): void {
  for (let i = 0; i < raws.length; i++) {
    let k = i;
    while (k < raws.length && NUMBERED_ROW.test(raws[k]!)) k++;
    if (k - i >= 2)
      for (let j = i; j < k; j++)
        raws[j] = raws[j]!.replace(
          NUMBERED_ROW,
          (_, bars: string, rest: string) =>
            `${/[-–]/.test(bars) ? "bars" : "bar"} ${bars}: ${rest.split(/\s{2,}/).join("; ")}`,
        );
    i = Math.max(i, k - 1);
  }
}

// "Done — bars 9–12 are now in D major. {"op": …}": an object closing a line of prose.
const OBJECT_AFTER_PROSE = /[.!?:;—–-]\s*(?=\{\s*")/;

/** A line ending in a JSON object after its prose: the prose, then the object's lines (a receipt
 * written after the sentence it backs is read as a receipt, not as words of that sentence). */
function jsonAfterProse(raw: string): string[] {
  const at = OBJECT_AFTER_PROSE.exec(raw);
  if (!at || !raw.trimEnd().endsWith("}")) return [raw];
  const start = at.index + at[0].length;
  const object = jsonLines(raw.slice(start));
  return object ? [raw.slice(0, at.index + 1), ...object] : [raw];
}

/** The sentences of a message line by line (empty lines and table rules left out), trimmed, in order.
 * `items`, when given, gets for each line whether it is a list item. */
export function splitLines(text: string, items?: boolean[]): string[][] {
  const lines: string[][] = [];
  const plain = plainText(text);
  const raws =
    jsonLines(plain) ??
    plain
      .split(/\n+/)
      .flatMap((raw) =>
        JSON_LINE.test(raw) ? (jsonLines(raw) ?? [jsonSentence(raw)]) : jsonAfterProse(raw),
      );
  alignedTables(raws);
  numberedRows(raws);
  // ("16. The last four are in 3/4." to "How many bars now?": a number opening the message, on its
  // only numbered line, not 1, is what it says, not a list's.)
  const numbered = raws.filter((raw) => NUMBER_MARKER.test(raw));
  const [only] = numbered;
  const lone = numbered.length === 1 && only === raws[0] && !/^\s*1[.)]/.test(only!) ? only : undefined;
  let header: string[] | null = null;
  for (const [i, raw] of raws.entries()) {
    if (TABLE_RULE.test(raw)) continue;
    let line = raw;
    if (TABLE_ROW.test(raw) || BARE_ROW.test(raw)) {
      // A row followed by a rule is the header: it names the columns of the rows below; so is a
      // first row of words above rows of numbers, in a table written without its outer pipes.
      const next = raws[i + 1] ?? "";
      // ("| bar | time | staff 2 clef |" above "| 11 | 4/4 | bass |", "| from bar | … |": a first row
      // naming bars in its first column, above rows that number them.)
      const firstCells = [cellsOf(raw)[0] ?? "", cellsOf(next)[0] ?? ""] as const;
      if (
        TABLE_RULE.test(next) ||
        (header === null && !/\d/.test(raw) && BARE_ROW.test(next) && /\d/.test(next)) ||
        (header === null &&
          (TABLE_ROW.test(next) || BARE_ROW.test(next)) &&
          (BAR_HEADER.test(firstCells[0]) || FROM_HEADER.test(firstCells[0])) &&
          BAR_CELL.test(firstCells[1]) &&
          cellsOf(raw).length === cellsOf(next).length) ||
        // ("| Part | Staff | Clef | Key | Time |" with no rule under it: a row of column names;
        // "Part | Bars 1-8 | Bars 9-12" one of a name and bars.)
        (header === null &&
          (TABLE_ROW.test(next) || BARE_ROW.test(next)) &&
          cellsOf(raw).length === cellsOf(next).length &&
          cellsOf(raw).every((c) => COLUMN_NAME.test(c) || BARS_CELL.test(c)) &&
          cellsOf(raw).some((c) => COLUMN_NAME.test(c)))
      ) {
        header = cellsOf(raw);
        continue;
      }
      line = rowSentence(raw, header);
    } else header = null;
    const body = (raw === lone && line === raw ? line : line.replace(LIST_MARKER, "")).trim();
    if (!body) continue;
    const sentences = splitLine(body)
      .flatMap(cutLong)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    if (sentences.length === 0) continue;
    // A line is the scope of what it says (a heading, an opening value); one longer than any
    // written is read as lines of a few sentences, so that scope never spans the whole of it.
    for (let from = 0, chars = 0, at = 0; at <= sentences.length; at++) {
      if (at < sentences.length && (chars === 0 || chars + sentences[at]!.length <= LONGEST_LINE)) {
        chars += sentences[at]!.length;
        continue;
      }
      lines.push(sentences.slice(from, at));
      items?.push(LIST_ITEM.test(raw));
      from = at;
      chars = at < sentences.length ? sentences[at]!.length : 0;
    }
  }
  return lines;
}

/** The sentences of a message, trimmed, in order. */
export function splitSentences(text: string): string[] {
  return keptSentences(text);
}

const keptSentences = keptByText((text) => splitLines(text).flat());

// Clause boundaries: semicolons, dashes between words (an en dash before a number is a range: "bars 4 – 8"),
// conjunctions that start a new statement (", and in bar 6 it holds F4"), and a participle after a comma ("B♭ major, entering on D5
// in m. 3": the bar is the entry's).
// A bracket that says where a sign is printed, "(the treble clef is printed at the end of bar 8)",
// is a clause of its own: the value before it keeps its bars.
const CLAUSE_BREAK =
  /\s*;\s*|(?<!\b(?:in|at|of|for|on|to|from|by))\s+(?=(?:m\.|mm\.|bars?|measures?)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*:\s)|,\s+(?=not\s)|,\s+(?=and\s+mm?\.\s*\d)|,\s+(?=with\s+(?:[\w.]+\s+){1,3}(?:in|at|on)\s+(?:bars?|measures?|mm?\.)\s*\d)|,\s+(?=(?:entering|starting|beginning|ending|finishing|coming\s+in|rising|falling|reaching|landing)\b)|\s+—\s+|\s+–\s+(?!\d)|\s+-\s+(?=[A-Za-z])|,\s+(?=(?:but|while|whereas|so|though|although|however|since|because|and\s+(?:the|it|its|bar|bars|measure|measures|m\.|mm\.|staff|there|now|I|I've|I'd|I'm|that|this|these|those|everything|nothing|no\s+new|left|right|lower|upper|(?:in|at)\s+(?:bars?|measures?|mm?\.)\s*\d{1,4}))\b)|\s+(?=but\s(?!\s*(?:in\s+)?(?:bars?\b|measures?\b|\d)))|,?\s+(?=now\s+that\s)|:\s+(?=(?:it|the|bar|bars|measure|measures|there|now|I|nothing|everything|that|this|these|those)\b)|\s+(?=and\s+(?:the\s+)?(?:left|right|lower|upper|top|bottom|bass|treble)\s+(?:hand|staff|stave)\b)|\s*\((?=(?:the|its|a|this|that)\s+[^()]{0,40}?\b(?:clef|sign|signature)s?\s+(?:is\s+|was\s+|are\s+)?(?:printed|written|placed|drawn|engraved|shown|sits|sitting)\b[^()]*\)\s*[.!]?$)/g;

// A short aside between two dashes ("Three bars — 6 through 8 — are in 5/4") belongs to its clause,
// as it would in brackets.
const DASH_ASIDE = /\s+[—–]\s+([^—–;]{1,40}?)\s+[—–]\s+(?=\S)/g;

// Every clause break holds one of these; most sentences are one clause, and the test is cheaper.
const MAY_BREAK = /[;—–,:(]|\s-|\s(?:but|and)\s/;

/** The clauses of one sentence, in order; each keeps its own words so moods can be told apart. */
export function splitClauses(sentence: string): string[] {
  if (!MAY_BREAK.test(sentence)) {
    const clause = sentence.trim();
    return clause ? [clause] : [];
  }
  const clauses = sentence
    .replace(DASH_ASIDE, " ($1) ")
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  // "Four in 3/4: bars 13 to 16.", "no pedal: bars 11–12": bars after a colon place the value before it.
  // ("Pedal (staff 2): bar 1; bars 5-6; bar 9.": the bars listed apart are one list.)
  for (let i = clauses.length - 1; i > 0; i--) {
    if (!ONLY_BARS.test(clauses[i]!)) continue;
    if (ONLY_BARS.test(clauses[i - 1]!) && i > 1)
      clauses.splice(i - 1, 2, `${clauses[i - 1]!.replace(/[.!]$/, "")}, ${clauses[i]}`);
    else if (VALUE_BEFORE_COLON.test(clauses[i - 1]!))
      clauses.splice(i - 1, 2, `${clauses[i - 1]} in ${clauses[i]}`);
  }
  return clauses;
}

// ("bars 1–2 (staff 2)", "bars 9–12, left hand", "bars 1 and 9, lower staff": the staff each is on,
// or all are.)
const STAFF_NAMED = String.raw`(?:staff\s+\d|(?:left|right)[\s-]hand|(?:upper|lower|top|bottom)\s+staff)`;
const STAFF_ASIDE = String.raw`(?:\s*\(${STAFF_NAMED}\))?`;
const ONLY_BARS = new RegExp(
  String.raw`^(?:bars?|measures?|mm?\.)\s*\d{1,4}${STAFF_ASIDE}(?:\s*(?:,\s*(?:plus|and|as\s+well\s+as)?|to|through|–|-|and|&|plus|as\s+well\s+as)\s*(?:(?:bars?|measures?|mm?\.)\s*)?\d{1,4}${STAFF_ASIDE})*(?:,?\s+(?:in\s+the\s+)?${STAFF_NAMED})?(?:\s+only)?\s*[.!]?$`,
  "i",
);
// A clause naming a clef, key, time or mark and no bar, that a colon ended ("no pedal: bars 11–12").
// ("Pedal (staff 2): bars 1, 2, 12": with the staff it is under.)
const VALUE_BEFORE_COLON =
  /(?:\d{1,2}\/\d{1,2}|\b(?:treble|bass|alto|tenor|pedal|dynamics?|pp+|p|mp|mf|f+|sfz)\b|\bped\.|\b[A-G](?:[#♯♭b]|-flat|-sharp)?\s+(?:major|minor)\b)(?:[^0-9]|\b(?:staff|stave)\s+\d\b)*$/i;
