import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { BUNDLES } from "../../../test/support/ingested.ts";
import { incidentReportMarkdown } from "../../../components/incidents/incident-report-markdown.ts";
import { ingestBundle } from "../../jobs/ingest-bundle.ts";
import { findConversations } from "../conversations/find-conversations.ts";
import { isAppError } from "../../errors/app-error.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { conversationQuery } from "../../contracts/query.ts";
import { addBySearch, saveSearch } from "./add-by-search.ts";
import { changeIncident } from "./change-incident.ts";
import { createIncident } from "./create-incident.ts";
import { getIncident } from "./get-incident.ts";
import { incidentFigures } from "./incident-figures.ts";
import { incidentTimeline } from "./incident-timeline.ts";
import { listIncidents } from "./list-incidents.ts";

const RITA = { id: "u1", name: "Rita Reviewer" };
const [ETUDE, QUARTET] = BUNDLES as [string, string];

testBothDatabases(
  "an incident opened from a flag: matches by search, a saved search fed by the next ingest, the fix day, figures, timeline, report and audit",
  async (db) => {
    const { prisma } = db;
    await ingestBundle(db, ETUDE, { queue: false });
    await prisma.user.create({ data: { ...RITA, email: "rita@example.org", role: "reviewer" } });
    const flag = await prisma.flag.findFirstOrThrow({
      where: { type: "success-without-change" },
      orderBy: { id: "asc" },
    });
    await assert.rejects(
      createIncident(db, {
        title: "x",
        owner: "",
        from: { targetType: "flag", targetId: "f_none" },
        userId: RITA.id,
      }),
      (e: unknown) => isAppError(e, "not-found"),
    );
    const id = await createIncident(db, {
      title: "Applied, and the page did not change",
      owner: "Rita Reviewer",
      from: { targetType: "flag", targetId: flag.id },
      userId: RITA.id,
    });
    let incident = await getIncident(db, id);
    assert.deepEqual(
      incident.conversationRows.map((c) => [c.id, c.via]),
      [[flag.conversationId, "origin"]],
    );
    assert.equal(incident.origin.what, "success-without-change");

    // The same failure elsewhere: the grammar's filters, run once; a second run adds nothing.
    const onScore = await findConversations(db, conversationQuery.parse({ score: "etude" }));
    assert.ok(onScore.total > 1);
    const added = await addBySearch(db, id, "score=etude&sort=flags&page=3", RITA.id);
    assert.equal(added.search, "score=etude", "paging and sorting are no part of a search");
    assert.equal(added.matched, onScore.total);
    assert.equal(added.added, onScore.total - 1, "the flag's own conversation was in already");
    assert.equal((await addBySearch(db, id, "flag=success-without-change", RITA.id)).added, 0);
    await assert.rejects(addBySearch(db, id, "sort=flags", RITA.id), (e: unknown) =>
      isAppError(e, "bad-request"),
    );
    await assert.rejects(addBySearch(db, id, "flag=no-such-type", RITA.id), (e: unknown) =>
      isAppError(e, "bad-request"),
    );

    // The tool filter joins the grammar: only conversations that called the tool match.
    const reads = await findConversations(
      db,
      conversationQuery.parse({ tool: "render_page", pageSize: 200 }),
    );
    for (const row of reads.rows)
      assert.ok(
        await prisma.toolCall.findFirst({ where: { conversationId: row.id, name: "render_page" } }),
        `${row.id} called render_page`,
      );
    assert.ok(reads.total < (await prisma.conversation.count()));

    // A saved search over a score not ingested yet: the next bundle's matches join by themselves.
    const saved = await saveSearch(db, id, "score=quartet", RITA.id);
    assert.equal(saved.added, 0);
    await ingestBundle(db, QUARTET, { queue: false });
    incident = await getIncident(db, id);
    const quartet = await prisma.conversation.count({ where: { scoreId: "quartet" } });
    assert.ok(quartet > 0);
    assert.equal(incident.conversationRows.filter((c) => c.via === "saved-search").length, quartet);
    assert.equal(incident.searches[0]!.matches, quartet);

    // The fix day: changed with its audit entry; the same value again changes nothing.
    assert.deepEqual(
      await changeIncident(db, id, { fixShippedOn: "2026-11-09", status: "mitigated" }, RITA.id),
      ["fixShippedOn", "status"],
    );
    assert.deepEqual(await changeIncident(db, id, { status: "mitigated" }, RITA.id), []);
    await assert.rejects(changeIncident(db, "i_none", { status: "closed" }, RITA.id), (e: unknown) =>
      isAppError(e, "not-found"),
    );
    assert.equal((await listIncidents(db))[0]!.fixShippedOn, "2026-11-09");

    // Figures: the incident's conversations only, split at the fix day.
    const figures = await incidentFigures(db, id);
    assert.equal(figures.all.conversations, incident.conversations);
    assert.equal(figures.before!.conversations + figures.after!.conversations, incident.conversations);
    for (const [label, split] of Object.entries(figures.byLabelSplit))
      assert.equal(
        split.before.conversations + split.after.conversations,
        figures.byLabel[label]!.conversations,
        label,
      );

    // The timeline: saves, claims, flags and the review decision, in time order.
    await reviewFlag(db, {
      flagId: flag.id,
      decision: "confirmed",
      note: "mail rita@example.org",
      reviewer: RITA,
    });
    const timeline = await incidentTimeline(db, id);
    const kinds = new Set(timeline.events.map((e) => e.kind));
    assert.deepEqual([...kinds].sort(), ["claim", "flag", "review", "save"]);
    const times = timeline.events.filter((e) => e.at !== null).map((e) => Date.parse(e.at!));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
    assert.ok(
      timeline.events.some((e) => e.kind === "save" && e.noOp),
      "a save that changed nothing is there",
    );
    const origin = timeline.events.find((e) => e.kind === "flag" && e.id === flag.id);
    assert.ok(origin, "the flag the incident was opened from is on its timeline");
    assert.equal(timeline.events.at(-1)!.kind, "review", "the decision came after the chats");

    // The report: masked as the minutes are; every change above is in the audit log.
    await changeIncident(db, id, { summary: "Reported by ben@example.org" }, RITA.id);
    const md = incidentReportMarkdown(
      await getIncident(db, id),
      await incidentFigures(db, id),
      await incidentTimeline(db, id),
      { engraving: null, image: null },
      { on: true },
    );
    assert.match(md, /^# Incident: Applied, and the page did not change/);
    assert.match(md, /Status: \*\*mitigated\*\*/);
    assert.match(md, /\| before 2026-11-09 \|/);
    assert.match(md, /no change/);
    assert.doesNotMatch(md, /example\.org/, "addresses are masked");
    const audit = await prisma.auditLog.findMany({ where: { target: id }, orderBy: { id: "asc" } });
    assert.deepEqual(
      audit.map((a) => [a.action, a.userId]),
      [
        ["incident-create", RITA.id],
        ["incident-add", RITA.id],
        ["incident-search-save", RITA.id],
        ["incident-add", null],
        ["incident-change", RITA.id],
        ["incident-change", RITA.id],
      ],
    );
    assert.deepEqual((audit[4]!.detail as Record<string, unknown>).fixShippedOn, {
      from: null,
      to: "2026-11-09",
    });
  },
);
