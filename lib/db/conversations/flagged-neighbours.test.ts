import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { conversationQuery } from "../../contracts/query.ts";
import { findConversations } from "./find-conversations.ts";
import { flaggedNeighbours } from "./flagged-neighbours.ts";

testBothDatabases(
  "previous and next flagged conversation follow the list's filters and order",
  async (db) => {
    await ingestExamples(db);
    const query = conversationQuery.parse({ sort: "flags", order: "desc" });
    const listed = (await findConversations(db, { ...query, pageSize: 200 })).rows.filter((r) => r.flags > 0);
    assert.ok(listed.length >= 2, "the examples have two flagged conversations at least");
    const [first, second] = listed;
    assert.deepEqual(await flaggedNeighbours(db, query, first!.id), {
      previous: null,
      next: second!.id,
      position: 1,
      total: listed.length,
    });
    const last = await flaggedNeighbours(db, query, listed.at(-1)!.id);
    assert.equal(last.next, null);
    assert.equal(last.previous, listed.at(-2)!.id);
    // A filter the conversation is outside of: it has no place, and "next" is the list's first.
    const unflagged = (await findConversations(db, { ...query, pageSize: 200 })).rows.find(
      (r) => r.flags === 0,
    );
    if (unflagged)
      assert.deepEqual(await flaggedNeighbours(db, query, unflagged.id), {
        previous: null,
        next: first!.id,
        position: null,
        total: listed.length,
      });
  },
);
