import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { listAudit } from "../audit/list-audit.ts";
import { isAppError } from "../../errors/app-error.ts";
import { setRole } from "./set-role.ts";

testBothDatabases(
  "a role change is kept with its audit entry, named in the log; the last admin stays admin",
  async (db) => {
    await db.prisma.user.create({
      data: { id: "a", name: "Ada Admin", email: "ada@example.org", role: "admin" },
    });
    await db.prisma.user.create({
      data: { id: "b", name: "Ben Viewer", email: "ben@example.org", role: "viewer" },
    });

    await setRole(db, { userId: "b", role: "reviewer", byUserId: "a" });
    assert.equal((await db.prisma.user.findUniqueOrThrow({ where: { id: "b" } })).role, "reviewer");
    await assert.rejects(
      setRole(db, { userId: "a", role: "viewer", byUserId: "a" }),
      (e: unknown) => isAppError(e, "conflict") && /only admin/.test(e.message),
    );
    assert.equal((await db.prisma.user.findUniqueOrThrow({ where: { id: "a" } })).role, "admin");

    const log = await listAudit(db, { page: 1, pageSize: 10 });
    assert.deepEqual(
      log.rows.map((r) => [r.user, r.action, r.target, r.detail]),
      [["Ada Admin", "role-change", "Ben Viewer", { from: "viewer", to: "reviewer" }]],
      "the refused change left no entry",
    );
  },
);
