// The end-to-end run of a scripted assistant that checks itself with `barline mcp`
// (test/support/live-assistant.ts): its conversation recorded, ingested into the database, labelled
// "checked live" (selected by ?checked=live, counted apart in the figures) and with no flag.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { ingestBundle } from "../lib/jobs/ingest-bundle.ts";
import { findConversations } from "../lib/db/conversations/find-conversations.ts";
import { getConversation } from "../lib/db/conversations/get-conversation.ts";
import { getFigures } from "../lib/db/figures/get-figures.ts";
import { conversationQuery } from "../lib/contracts/query.ts";
import { testBothDatabases } from "./support/databases.ts";
import { ANSWER, LIVE_CONVERSATION, recordLiveConversation } from "./support/live-assistant.ts";

let folder: string;
let offered: string[][];

before(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "barline-live-"));
  ({ offered } = await recordLiveConversation(folder));
});
after(() => rmSync(folder, { recursive: true, force: true }));

test("the model was offered Barline's tools under the client's MCP names", () => {
  assert.equal(offered.length, 3);
  assert.deepEqual(offered[0]!.sort(), [
    "mcp__barline__check_edit",
    "mcp__barline__diff_versions",
    "mcp__barline__read_bars",
    "mcp__barline__render_bars",
    "mcp__barline__verify_claim",
  ]);
});

testBothDatabases("the recorded conversation is ingested as checked live, with no flag", async (db) => {
  await ingestBundle(db, folder, { queue: false });
  // The etude bundle's conversations used no Barline tool: the split has both sides.
  await ingestBundle(db, "test/fixtures/analysis/etude-bundle", { queue: false });
  const query = (checked?: "live" | "not") => conversationQuery.parse(checked ? { checked } : {});
  const live = await findConversations(db, query("live"));
  assert.deepEqual(
    live.rows.map((r) => [r.id, r.checkedLive]),
    [[LIVE_CONVERSATION, true]],
  );
  const others = await findConversations(db, query("not"));
  assert.ok(others.total > 0 && others.rows.every((r) => !r.checkedLive && r.id !== LIVE_CONVERSATION));
  const all = await findConversations(db, query());
  assert.equal(all.total, live.total + others.total);

  const c = (await getConversation(db, LIVE_CONVERSATION))!;
  assert.equal(c.checkedLive, true);
  assert.deepEqual(c.flags, []);
  const said = c.claims.filter((x) => x.source === "assistant");
  assert.deepEqual(
    said.map((x) => [x.text, x.verdict]),
    [[ANSWER, "supported"]],
  );
  const calls = c.messages.flatMap((m) => m.blocks.flatMap((b) => (b.type === "tool-call" ? [b.name] : [])));
  assert.deepEqual(calls, ["mcp__barline__read_bars", "mcp__barline__verify_claim"]);

  const figures = await getFigures(db, query("live"));
  assert.equal(figures.all.conversations, 1);
  assert.equal(figures.all.contradicted, 0);
  assert.deepEqual(figures.all.flags, {});
});
