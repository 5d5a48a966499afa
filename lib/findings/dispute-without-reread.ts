// The person disputes the previous answer, and the reply makes a claim about the disputed bars
// with no read of those bars in between.
import type { ConversationContext } from "../conversation-context/context.ts";
import { messageText } from "../conversation-context/context.ts";
import { scoreContext } from "../conversation-context/score-context.ts";
import type { Claim } from "../claims/claim.ts";
import { contraryStatement, disputeOf, type Dispute } from "../claims/dispute.ts";
import type { Flag } from "./flag.ts";
import { barsInArguments, barsOverlap, describeSubject, valuePhrase } from "./subjects.ts";
import { findBarGroups } from "../claims/subject/bars.ts";
import { namesUnnumberedPlace } from "../claims/question.ts";

function contraryPoints(
  text: string,
  answer: Claim[],
  score: ReturnType<typeof scoreContext> | undefined,
  answered: string | undefined,
): Dispute[] {
  const contrary = contraryStatement(text, answer, score, answered);
  return contrary ? [contrary] : [];
}

const WHOLE_REACH = /\b(?:all|every|each|throughout|whole|entire|everywhere|anywhere|always|never)\b/i;

const LATER_ON = /\b(?:later(?:\s+on)?|further\s+(?:on|along))\b/i;

// "… — set it to bass, please": the message asks for a change of what it found.
// ("Now change the left hand in bar 7 to bass clef, it looks wrong in my print.")
const ASKS_CHANGE =
  /\b(?:set|change|put|make|switch|turn)\s+(?:(?:it|them|that|this|those)\s+(?:to|in|into|back)|the\s+[^.;?!]{1,40}?\s+(?:to|into|back\s+to)\s)/i;

export function disputeWithoutReread(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  // The assistant message being answered: a "No" to a proposal is a refusal, not a dispute.
  let answered: string | undefined;
  for (const m of ctx.conversation.messages) {
    if (m.role === "assistant") {
      const said = messageText(m);
      if (said.trim() !== "") answered = said;
    }
    if (m.role !== "user" || m.turn === null || m.turn < 2) continue;
    const text = messageText(m);
    const view = ctx.timeline?.at(m.index);
    const score = view ? scoreContext(view.source.score) : undefined;
    const before = m.turn - 1;
    const answer = ctx.claims.filter((c) => c.source === "assistant" && c.turn === before);
    // (The person's statements are read with the claim rules only where no dispute word was found.)
    // ("… But the pedal staff in m. 9 looks like it's in the wrong clef — set it to bass" after an
    // answer about the left hand's clefs: a staff and bars the answer said nothing of, asked to be
    // changed, are no dispute of it.)
    const ofTheAnswer = (point: Dispute) =>
      !ASKS_CHANGE.test(text) ||
      point.bars === null ||
      point.staff === null ||
      answer.length === 0 ||
      answer.some(
        (a) =>
          (point.property === null || a.subject.property === point.property) &&
          barsOverlap(a.subject.bars, point.bars) &&
          (a.subject.staff === null || a.subject.staff === point.staff),
      );
    const points = (disputeOf(text, score, answered) ?? contraryPoints(text, answer, score, answered)).filter(
      ofTheAnswer,
    );
    if (points.length === 0) continue;
    // Each point disputed is answered on its own: a read of the pedal staff's bars 3–4 does not
    // re-read the key of bar 9.
    const replies = ctx.claims.filter((c) => c.source === "assistant" && c.turn === m.turn);
    // A point naming no bars disputes what the answer said ("Are you sure?" after "E♭ major from bar
    // 7"): the reply is about the disputed bars when it is about the answer's.
    // "I see the 2/4 at m. 13" against "2/4 from m. 12": the bars the answer gave that value are
    // disputed too.
    // "I can't see any flats there" after "Bar 6 is in C minor. The whole prelude keeps the three-flat
    // signature.": which place is not said; the one every reading disputes is the narrowest.
    const placed = (point: Dispute): Dispute => {
      if (!point.pointed) return point;
      // ("The new signature shows one sharp": the bars the answer's edits of it named.)
      const edits = point.edited
        ? answer.filter(
            (a) =>
              a.kind === "edit" &&
              a.subject.bars !== null &&
              (point.property === null || a.subject.property === point.property),
          )
        : [];
      if (edits.length > 0)
        return {
          ...point,
          bars: {
            from: Math.min(...edits.map((a) => a.subject.bars!.from)),
            to: Math.max(...edits.map((a) => a.subject.bars!.to)),
          },
        };
      // ("It's still there": one of the answer's absences or removals.)
      const gone = (a: Claim) => !point.stillThere || a.value === "absent" || a.value === "removed";
      const spans = answer
        .filter(
          (a) =>
            a.subject.bars !== null &&
            gone(a) &&
            (point.property === null || a.subject.property === point.property),
        )
        .map((a) => a.subject.bars!);
      const narrowest = spans.sort((x, y) => x.to - x.from - (y.to - y.from))[0];
      return narrowest &&
        spans.length <
          answer.filter((a) => point.property === null || a.subject.property === point.property).length
        ? { ...point, bars: narrowest }
        : point;
    };
    const widened = (point: Dispute): Dispute => {
      const said = answer.filter(
        (a) =>
          point.bars !== null &&
          a.subject.bars !== null &&
          a.subject.property === point.property &&
          barsOverlap(a.subject.bars, point.bars),
      );
      const bars = [point.bars, ...said.map((a) => a.subject.bars)].filter((b) => b !== null);
      return bars.length
        ? {
            ...point,
            bars: { from: Math.min(...bars.map((b) => b.from)), to: Math.max(...bars.map((b) => b.to)) },
          }
        : point;
    };
    // An answer read of no claim still names its bars ("No, bar 15 has p now." in words no rule
    // reads): a dispute naming none disputes those.
    const answeredBars = answered === undefined ? [] : findBarGroups(answered).flatMap((g) => g.runs ?? []);
    // (The answer's bars are those it placed: "Written D major." of bar 6 beside "Two sharps in the
    // signature.", not placed, says nothing of bars 1–4.)
    // ("The concert key stays F major for all 12 bars.", not read either, says its reach.)
    const placedAnswer = answer.filter(
      (a) =>
        a.subject.bars !== null ||
        !a.evidence[0]?.startsWith("not read with certainty") ||
        WHOLE_REACH.test(a.text) ||
        !answer.some((b) => b.subject.property === a.subject.property && b.subject.bars !== null),
    );
    const disputed = (point: Dispute, c: Claim) =>
      barsOverlap(point.bars, c.subject.bars) &&
      (point.property === null || point.property === c.subject.property) &&
      (point.bars !== null ||
        (!answer.some((a) => point.property === null || a.subject.property === point.property) &&
          (answeredBars.length === 0 || answeredBars.some((r) => barsOverlap(r, c.subject.bars)))) ||
        placedAnswer.some(
          (a) => a.subject.property === c.subject.property && barsOverlap(a.subject.bars, c.subject.bars),
        ));
    // ("Are you sure? I thought the ending goes to C major.", "I think the metre changes later too.":
    // a stretch not numbered, which any read between may have been of.)
    const unnumbered = namesUnnumberedPlace(text) || LATER_ON.test(text);
    // ("Are you sure? The tool said bar 13 doesn't exist." of a piece of 12 bars: what is there to read
    // of it is the piece's last bar.)
    const inScore = (point: Dispute): Dispute =>
      score && point.bars && point.bars.to > score.lastBar
        ? {
            ...point,
            bars: { from: Math.min(point.bars.from, score.lastBar), to: score.lastBar },
          }
        : point;
    const reply = points
      .map(placed)
      .map(widened)
      .map(inScore)
      .flatMap((point) =>
        replies.filter(
          (c) =>
            disputed(point, c) &&
            // A read counts when it covers the disputed bars: one that names no bars reads them all.
            !ctx.calls.some(
              (call) =>
                call.kind === "read" &&
                call.messageIndex > m.index &&
                call.messageIndex < c.messageIndex &&
                ((unnumbered && point.bars === null) ||
                  barsOverlap(barsInArguments(call.call.arguments), point.bars ?? c.subject.bars)),
            ),
        ),
      )
      .sort((a, b) => a.messageIndex - b.messageIndex)[0];
    if (!reply) continue;
    flags.push({
      type: "dispute-without-reread",
      turn: m.turn,
      toolCallId: null,
      claimId: reply.id,
      subject: reply.subject,
      message: `the person disputed ${describeSubject(reply.subject)}; the reply said ${valuePhrase(reply.subject, reply.value)} without reading the score again (${reply.verdict})`,
      evidence: [
        `person: ${JSON.stringify(text.slice(0, 200))}`,
        `reply: ${JSON.stringify(reply.text)}`,
        ...reply.evidence,
      ],
    });
  }
  return flags;
}
