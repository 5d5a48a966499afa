// What the rules carry from one sentence of a message to the next (not the score's "bar reading").
import type { BarRange, ExtractedClaim, Property } from "../claim.ts";
import type { Asked } from "../question.ts";
import type { PartMention } from "../subject/parts.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import type { Statement } from "./ellipsis.ts";

/** What earlier clauses of the same message were about, for "it", "there", "these bars". */
export interface Topic {
  runs: BarRange[] | null;
  staff: number | null;
  part: PartMention | null;
  property: Property | null;
  /** The value the last claim gave it. */
  value?: string | null;
  /** Why "it" or "there" may not be its bars: they were named only as where something starts or
   * stops ("in force since bar 7"), or beside other bars ("printed at the end of bar 6 … for bar 7"). */
  unsure?: string;
}

/** What reading a message carries from one sentence to the next. */
export interface MessageState {
  source: "assistant" | "read";
  score: ScoreContext | undefined;
  claims: ExtractedClaim[];
  topic: Topic;
  /** For a read asked for one part: that part, which its lines speak of where they name none. */
  readPart?: PartMention | null;
  /** For a read asked for one staff: that staff, which its lines naming none speak of. */
  readStaff?: number | null;
  /** Every bar the message has named so far, in order: "all three bars" counts back through them. */
  spoken: number[];
  /** The last sentence that named a part named several ("bar 1: Clarinet in B♭ …; Piano …"). */
  severalParts: boolean;
  /** What the clause before said, for an elliptical clause after it ("and the right hand too"). */
  statements: Statement[];
  /** A "Done." makes its sentence and the next report edits: the number of the last of them. */
  doneUntil: number;
  /** The sentence that reported the work with no words of its own ("Done."), or -1. */
  bareDoneAt: number;
  /** The number of the sentence being read. */
  si: number;
  /** The line being read is an item of a list of edits made. */
  editItem: boolean;
  /** The text is the person's request ("Put bar 11's right hand in bass clef."): each instruction is
   * an edit asked for, as unconfirmed-mutation compares it with the edit made. */
  request: boolean;
  /** For a read's text: the bars the read was asked for (null: the whole piece). */
  covers?: BarRange | null;
  /** What the person asked, when the reply answers a question. */
  asked: Asked | null;
  /** The person's message asks a question and for no change. */
  questionOnly: boolean;
  /** The person's message spoke of clefs ("bar 7 looks like a bass clef to me"): a bare "treble" in
   * the reply is a clef name, as it would be after the word in the reply itself. */
  clefWords: boolean;
}
