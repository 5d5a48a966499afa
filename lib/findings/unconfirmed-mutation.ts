// A procedure policy requires the person's explicit confirmation before a tool, and the tool was
// called without one: the person's latest message must agree, without condition or negation, to
// an assistant message that proposed the change, or must itself ask for exactly the change the call
// saved, without a condition.
import type { ConversationContext } from "../conversation-context/context.ts";
import { messageText } from "../conversation-context/context.ts";
import type { CallInfo } from "../conversation-context/calls.ts";
import { scoreContext } from "../conversation-context/score-context.ts";
import {
  asksForChange,
  asksToSave,
  isExplicitConfirmation,
  namesAnOption,
  proposesChange,
  requestedChange,
} from "../claims/confirmation.ts";
import { extractClaims } from "../claims/rules/extract-claims.ts";
import { otherLanguage } from "../claims/certainty/language.ts";
import { barsInArguments } from "./subjects.ts";
import { changeMatches } from "../claims/match-values.ts";
import type { ExtractedClaim } from "../claims/claim.ts";
import { writtenValue } from "../claims/values/concert.ts";
import type { Part } from "../score-history/score.ts";
import type { DiffChange } from "../score-history/diff.ts";
import { verifyClaim } from "../claims/verify.ts";
import { versionRef } from "../conversation-context/versions.ts";
import type { Flag } from "./flag.ts";
import { scoreBeforeCall } from "../conversation-context/timeline.ts";

export function unconfirmedMutation(ctx: ConversationContext): Flag[] {
  const policy = ctx.policy;
  if (!policy || !policy.confirmBefore.length) return [];
  if (policy.appliesTo && !policy.appliesTo.includes(ctx.conversation.id)) return [];
  const { messages } = ctx.conversation;
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    if (!policy.confirmBefore.includes(c.call.name) || c.turn === null) continue;
    const person = messages.slice(0, c.messageIndex).findLast((m) => m.role === "user");
    const said = person ? messageText(person) : "";
    const replies = person
      ? messages.slice(0, person.index).filter((m) => m.role === "assistant" && messageText(m).trim() !== "")
      : [];
    // The message the person answers; a choice it names ("go ahead with option 2") answers the
    // proposal that offered it, however many messages back.
    const latest = replies.at(-1);
    const proposal =
      latest && !proposesChange(messageText(latest)) && namesAnOption(said)
        ? (replies.findLast((m) => proposesChange(messageText(m))) ?? latest)
        : latest;
    const confirmed =
      !!person && isExplicitConfirmation(said) && !!proposal && proposesChange(messageText(proposal));
    const request = person ? requestedChange(said) : null;
    // A call that saved nothing shows nothing of what it would have changed: a request for a change
    // answered by it is not shown to be unconfirmed.
    // ("Please save a clean copy before I export.": a save asked for, answered by a save that changes
    // no music, is the change asked for.)
    const asked =
      (request !== null && savesExactly(ctx, c, request) !== false) ||
      (person !== undefined && asksToSave(said) && savedNoChange(ctx, c));
    // ("Ja, bitte so machen." to "Soll ich …?": an answer the rules do not read may confirm; so may a
    // "Yes, do it." to a proposal they do not read — it is not shown not to.)
    const unread =
      otherLanguage(said) !== null ||
      (isExplicitConfirmation(said) &&
        proposal !== undefined &&
        otherLanguage(messageText(proposal)) !== null);
    if (confirmed || asked || unread) continue;
    const why = !person
      ? "no message from the person came before it"
      : request !== null
        ? "the person asked for a change, but the version the call saved does not make exactly that change"
        : asksForChange(said)
          ? `the person's request holds a condition, a negation or a doubt: ${JSON.stringify(said.slice(0, 120))}`
          : !proposal || !proposesChange(messageText(proposal))
            ? "no assistant message proposed the change before the person's answer"
            : `the person's latest message is not an explicit confirmation: ${JSON.stringify(said.slice(0, 120))}`;
    flags.push({
      type: "unconfirmed-mutation",
      turn: c.turn,
      toolCallId: c.call.id,
      claimId: null,
      subject: null,
      message: `${c.call.name} was called without the person's confirmation: ${why}`,
      evidence: [
        `policy: confirm before ${policy.confirmBefore.join(", ")}`,
        ...(person ? [`person: ${JSON.stringify(said.slice(0, 200))}`] : []),
        ...(proposal ? [`assistant: ${JSON.stringify(messageText(proposal).slice(0, 200))}`] : []),
      ],
    });
  }
  return flags;
}

/** The score before the call, the version it saved (`strict`: only one the history ties to it), and
 * their diff; null where the call saved no version of its own. */
function callSave(ctx: ConversationContext, c: CallInfo, strict = false) {
  const { timeline, store } = ctx;
  if (!timeline || !store) return null;
  const before = scoreBeforeCall(timeline, ctx.calls, c);
  const after =
    timeline.savedBy(c.call.id) ?? (strict ? undefined : timeline.at((c.resultIndex ?? c.messageIndex) + 1));
  if (!before || !after || after === before) return null;
  return { before, after, diff: store.diff(before, after) };
}

/** The call saved a version with the same music as the score before it. */
function savedNoChange(ctx: ConversationContext, c: CallInfo): boolean {
  return callSave(ctx, c, true)?.diff.length === 0;
}

/** Whether the version the call saved makes exactly the change the request asks for: every edit the
 * request names is in the diff from the score before the call, and the diff holds nothing else; null
 * when the call saved nothing or the request was not read whole, so nothing shows a difference. */
function savesExactly(ctx: ConversationContext, c: CallInfo, request: string): boolean | null {
  if (!ctx.timeline || !ctx.store) return false;
  const saved = callSave(ctx, c);
  if (!saved) return null;
  const { before, after, diff } = saved;
  if (diff.length === 0) return null;
  // ("Change the p in bar 9 to pp": the p is what the bar has before, not a change asked for.)
  const asked = extractClaims(request, "assistant", scoreContext(before.source.score), {
    request: true,
  }).filter((a) => !a.before);
  // A request the rules did not read whole ("make that mp instead") is not shown to ask for another change.
  if (asked.length === 0 || asked.some((a) => a.uncertain !== undefined)) return null;
  if (asked.some((a) => a.kind !== "edit")) return false;
  const made = asked.map(
    (claim) =>
      verifyClaim({ claim, current: versionRef(after), base: versionRef(before), diff }).verdict ===
      "supported",
  );
  // Nothing beyond what was asked: each line of the diff is a change some asked edit names, in its bars
  // — a clef, key or time from its first bar on, as it holds until the next change.
  const parts = after.source.score.parts;
  const only = diff.every((d) =>
    asked.some(
      (a) =>
        matchesWritten(
          a,
          parts.find((p) => p.id === d.part),
          d,
        ) &&
        (a.subject.bars === null ||
          (Number(d.bars.from) >= a.subject.bars.from &&
            (HOLDS.has(a.subject.property) || Number(d.bars.to) <= a.subject.bars.to))),
    ),
  );
  // ("Put the bass clef back in bars 3–4, and change the key at bar 7 …", answered by a call for each:
  // a call that saves one of the changes asked for, and nothing else, makes that change.)
  if (only && made.some(Boolean)) return true;
  // The call may have asked for just what the person asked and the tool saved something else (a
  // receipt-mismatch, not a call made without confirmation): only a call naming bars the request does
  // not shows it asked for another change.
  const called = barsInArguments(c.call.arguments);
  const within = (bar: number) =>
    asked.some((a) => !a.subject.bars || (a.subject.bars.from <= bar && bar <= a.subject.bars.to));
  return called !== null && !(within(called.from) && within(called.to)) ? false : null;
}

const HOLDS = new Set(["clef", "key", "time"]);

/** The diff line makes the asked change, its value as the part writes it: a concert key ("the
 * concert key … to C major", or a key naming no part) is another written key in a transposing part. */
function matchesWritten(a: ExtractedClaim, part: Part | undefined, d: DiffChange): boolean {
  const concert = a.concert ?? (a.subject.property === "key" && a.subject.part === null);
  const value = concert ? writtenValue(a.value, a.subject.property, part?.transposition) : a.value;
  return (value !== null || a.value === null) && changeMatches(a.subject, value, d);
}
