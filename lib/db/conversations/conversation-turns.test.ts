// A long session read a run of turns at a time, and its outline, against the conversation whole.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { deepEditTurn, writeLongSession } from "../../../scripts/bench/long-session.ts";
import { ingestBundle } from "../../jobs/ingest-bundle.ts";
import { getOutline } from "./conversation-outline.ts";
import { getTurns } from "./conversation-turns.ts";
import { getConversation } from "./get-conversation.ts";

const TURNS = 60;

testBothDatabases(
  "a 60-turn Claude Code session: runs of turns add up to the whole, and the outline says where everything is",
  async (db) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "barline-turns-"));
    try {
      const id = writeLongSession(dir, TURNS);
      await ingestBundle(db, dir, { queue: false });
      const whole = (await getConversation(db, id))!;
      const outline = (await getOutline(db, id))!;

      assert.equal(outline.conversation.turns, TURNS);
      assert.deepEqual(
        outline.turns.map((t) => t.turn),
        Array.from({ length: TURNS }, (_, k) => k + 1),
      );
      assert.equal(
        outline.turns.reduce((n, t) => n + t.messages, 0),
        whole.messages.length,
      );
      assert.equal(
        outline.turns.reduce((n, t) => n + t.claims, 0),
        whole.claims.length,
      );
      assert.deepEqual(
        outline.flags.map((f) => [f.id, f.turn, f.type]),
        whole.flags.map((f) => [f.id, f.turn, f.type]),
      );
      assert.ok(
        outline.flags.some((f) => f.turn === deepEditTurn(TURNS) && f.type === "success-without-change"),
      );
      // Versions 2-5 saved at the edits' turns.
      assert.deepEqual(
        outline.versions.saves.map((s) => [s.turn, s.version]).sort((a, b) => a[0]! - b[0]!),
        [
          [2, 2],
          [6, 3],
          [10, 4],
          [14, 5],
        ],
      );

      // Runs of 25 turns: each holds its turns alone, and together they are the whole.
      const runs = [];
      for (let from = 1; from <= TURNS; from += 25)
        runs.push(await getTurns(db, id, { from, to: Math.min(TURNS, from + 24) }));
      for (const [k, run] of runs.entries()) {
        const [from, to] = [1 + 25 * k, Math.min(TURNS, 25 * (k + 1))];
        for (const x of [...run.messages, ...run.claims, ...run.flags])
          assert.ok(x.turn === null || (x.turn >= from && x.turn <= to), `turn ${x.turn} in ${from}-${to}`);
      }
      assert.deepEqual(
        runs.flatMap((r) => r.messages),
        whole.messages,
      );
      assert.deepEqual(
        runs.flatMap((r) => r.claims),
        whole.claims,
      );
      assert.deepEqual(
        runs.flatMap((r) => r.flags),
        whole.flags,
      );
      assert.deepEqual(
        runs.flatMap((r) => r.versions).sort((a, b) => a.version - b.version),
        whole.versions.filter((v) => v.toolCallId !== null),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
