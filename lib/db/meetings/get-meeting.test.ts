import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import { isAppError } from "../../errors/app-error.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { addToMeeting } from "./add-to-meeting.ts";
import { createMeeting } from "./create-meeting.ts";
import { getMeeting } from "./get-meeting.ts";
import { escapeMarkdown } from "../../minutes/escape-markdown.ts";
import { barWords } from "../../minutes/finding-name.ts";
import { minutesMarkdown } from "./minutes-markdown.ts";
import { recordMinute } from "./record-minute.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };

testBothDatabases(
  "a meeting over a conversation, a flag and a claim: decisions taken in it, minutes, and its Markdown",
  async (db) => {
    await ingestExamples(db);
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    const flag = await db.prisma.flag.findFirstOrThrow({ orderBy: { id: "asc" } });
    const claim = await db.prisma.claim.findFirstOrThrow({
      where: { verdict: "contradicted" },
      orderBy: { id: "asc" },
    });
    const id = await createMeeting(db, {
      title: "Clef fixes, week 48",
      attendees: ["Ada Reviewer", "ben@example.org"],
      items: [
        { targetType: "flag", targetId: flag.id },
        { targetType: "claim", targetId: claim.id },
      ],
      userId: "u1",
    });
    assert.equal(
      await addToMeeting(db, {
        meetingId: id,
        items: [
          { targetType: "flag", targetId: flag.id },
          { targetType: "conversation", targetId: flag.conversationId },
        ],
        userId: "u1",
      }),
      1,
      "a finding already in the meeting is not added twice",
    );
    await assert.rejects(
      addToMeeting(db, { meetingId: id, items: [{ targetType: "claim", targetId: "c_none" }], userId: "u1" }),
      (e: unknown) => isAppError(e, "not-found"),
    );

    await reviewFlag(db, {
      flagId: flag.id,
      decision: "confirmed",
      note: "call ben on +44 20 7946 0958",
      reviewer: ADA,
      meetingId: id,
    });
    await reviewClaim(db, { claimId: claim.id, decision: "agreed", note: "", reviewer: ADA }); // outside the meeting
    await recordMinute(db, {
      meetingId: id,
      item: { targetType: "flag", targetId: flag.id },
      minute: "Ben to fix the clef change detector",
      userId: "u1",
    });
    await assert.rejects(
      recordMinute(db, {
        meetingId: id,
        item: { targetType: "claim", targetId: "c_none" },
        minute: "x",
        userId: "u1",
      }),
      (e: unknown) => isAppError(e, "not-found"),
    );

    const m = await getMeeting(db, id);
    assert.deepEqual(
      m.items.map((i) => [i.targetType, i.targetId]),
      [
        ["flag", flag.id],
        ["claim", claim.id],
        ["conversation", flag.conversationId],
      ],
    );
    assert.equal(m.items[0]!.decidedHere?.decision, "confirmed");
    assert.equal(m.items[0]!.minute, "Ben to fix the clef change detector");
    assert.equal(m.items[1]!.decidedHere, null, "the claim was decided outside this meeting");
    assert.equal(m.items[1]!.inForce?.decision, "agreed");
    assert.ok(m.items[2]!.flags.some((f) => f.id === flag.id && f.review?.decision === "confirmed"));

    const md = minutesMarkdown(m);
    assert.match(md, /^# Clef fixes, week 48\n/);
    const inMd = (s: string) => escapeMarkdown(s).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    assert.match(md, /Attendees: Ada Reviewer, ben\\@example\.org/);
    const bar = barWords(m.items[0]!.subject);
    assert.equal(
      m.items[0]!.name,
      `Flag ${flag.type} in ${flag.conversationId}, turn ${flag.turn}${bar ? `, ${bar}` : ""}`,
      "a flag is named by its type, conversation, turn and bar",
    );
    assert.equal(m.items[2]!.name, `Conversation ${flag.conversationId}`);
    assert.match(md, new RegExp(`## 1\\. ${inMd(m.items[0]!.name)}\n`));
    assert.match(md, new RegExp(`## 3\\. ${inMd(`Conversation ${flag.conversationId}`)}\n`));
    const linked = minutesMarkdown(m, { on: false }, (i) => ({
      conversation: `https://barline.test/c/${i.targetId}`,
      bar: i.subject?.bars ? `https://barline.test/b/${i.targetId}` : null,
    }));
    assert.ok(
      linked.includes(`[the conversation at turn ${flag.turn}](<https://barline.test/c/${flag.id}>)`),
      "the minutes link back to the conversation",
    );
    const claimBar = barWords(m.items[1]!.subject);
    assert.ok(claimBar, "the claim names a bar");
    assert.ok(linked.includes(`[${claimBar} re-read](<https://barline.test/b/${claim.id}>)`));
    assert.match(md, /Decision: confirmed by Ada Reviewer — “call ben on \+44 20 7946 0958”/);
    assert.match(md, new RegExp(`> ${inMd(claim.text)}`));
    const masked = minutesMarkdown(m, { on: true, names: ["Ada Reviewer", "Ben"] });
    assert.match(masked, /Attendees: \\\[name\\\], \\\[email\\\]/);
    assert.match(masked, /confirmed by \\\[name\\\] — “call \\\[name\\\] on \\\[phone\\\]”/);
    assert.doesNotMatch(masked, /7946|Ada|example\.org/);
    assert.equal(await db.prisma.auditLog.count({ where: { action: "meeting-create", target: id } }), 1);
  },
);
