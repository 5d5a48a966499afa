// Markings a score can carry that the reading does not model (slurs, bowings, fingerings …): claims
// Barline cannot check.
import { matchesOf } from "../matches.ts";
import { overlaps, type ValueMention } from "./mention.ts";

// Markings a score can carry that the reading does not model: articulations, slurs and ties,
// bowings, fingerings, lyrics, ornaments, stems and beams, layout, repeats and other signs.
const UNMODELLED: RegExp[] = [
  /\b(?:staccatissimo|staccato|legato|tenuto|marcato|portato|accents?|accented|articulations?)\b/gi,
  /\b(?:slurs?|slurred|phrase\s+marks?|phrasing|ties|tied|tie)\b/gi,
  /\b(?:(?:down|up)[\s-]?bows?|bowings?|bowed|pizzicato|pizz\.|arco|spiccato|d[ée]tach[ée]|col\s+legno|sul\s+(?:ponticello|tasto)|martel[ée]|sautill[ée])(?!\w)/gi,
  /\b(?:fingerings?|fingered|finger\s+numbers?)\b/gi,
  /\b(?:lyrics?|syllables?|verses?)\b/gi,
  /\b(?:trills?|mordents?|grace\s+notes?|appoggiaturas?|acciaccaturas?|ornaments?|ornamented|turns?\s+(?:sign|symbol)s?|rolled\s+chords?|arpeggiated)\b/gi,
  /\b(?:stems?|beams?|beamed|beaming)\b/gi,
  /\b(?:system\s+breaks?|page\s+breaks?|line\s+breaks?|new\s+(?:system|page)|layout)\b/gi,
  // Tempo changes in words: the reading's tempo is a metronome mark or a sounding tempo only.
  /\b(?:rit\.|ritard\.|ritardando|riten\.|ritenuto|rall\.|rallentando|accel\.|accelerando|stringendo|allargando)(?!\w)/gi,
  /\b(?:fermatas?|breath\s+marks?|caesuras?|tremolos?|glissando|harmonics|con\s+sordino|mutes?|ottava|8va|8vb|triplets?|tuplets?|rehearsal\s+marks?|repeat\s+(?:signs?|barlines?|marks?)|voltas?|(?:first|second)\s+endings?|(?:double|final)\s+bar\s?lines?|chord\s+symbols?)\b/gi,
];

// A word (or its start) from each of the patterns above, in their order.
const MAY_NAME_OTHER =
  /stacc|legato|tenuto|marcato|portato|accent|articulation|slur|phras|tie|bow|pizz|arco|spiccato|tach|legno|sul|martel|sautill|finger|lyric|syllable|verse|trill|mordent|grace|appoggiatura|acciaccatura|ornament|turn|rolled|arpeggiated|stem|beam|break|system|page|layout|rit|rall|accel|stringendo|allargando|fermata|breath|caesura|tremolo|glissando|harmonics|sordino|mute|ottava|8v|plet|rehearsal|repeat|volta|ending|bar\s?line|symbol/i;

/** The markings Barline does not model that the clause names, as one mention ("slur, legato"); null
 * when it names none. Words inside a modelled value ("treble 8vb" is a clef) are left to it. */
export function findOtherMention(clause: string, modelled: ValueMention[] = []): ValueMention | null {
  if (!MAY_NAME_OTHER.test(clause)) return null;
  const words: { index: number; end: number; word: string }[] = [];
  for (const pattern of UNMODELLED) {
    for (const m of matchesOf(pattern, clause))
      if (!overlaps(modelled, m.index))
        words.push({
          index: m.index,
          end: m.index + m[0].length,
          word: m[0].toLowerCase().replace(/\s+/g, " "),
        });
  }
  if (words.length === 0) return null;
  words.sort((a, b) => a.index - b.index);
  const value = [...new Set(words.map((w) => w.word))].join(", ");
  return { property: "other", value, index: words[0]!.index, end: words[words.length - 1]!.end };
}
