import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { LOCAL_ADMIN } from "../../access/auth-mode.ts";
import type { Db } from "../client.ts";
import { listAudit } from "../audit/list-audit.ts";
import { isAppError } from "../../errors/app-error.ts";
import { listUsers } from "./list-users.ts";
import { setLocked } from "./lock-user.ts";
import { removeUser } from "./remove-user.ts";

async function team(db: Db) {
  const in7days = new Date(Date.now() + 7 * 86_400_000);
  for (const [id, name, role] of [
    ["a", "Ada Admin", "admin"],
    ["b", "Ben Viewer", "viewer"],
  ] as const) {
    await db.prisma.user.create({ data: { id, name, email: `${id}@example.org`, role } });
    await db.prisma.account.create({
      data: { id: `acc-${id}`, accountId: id, providerId: "credential", userId: id, password: "hash" },
    });
    await db.prisma.session.create({
      data: { id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt: in7days },
    });
  }
}

testBothDatabases(
  "a locked account's sessions end with the lock; unlocked, it may sign in again",
  async (db) => {
    await team(db);
    await setLocked(db, { userId: "b", locked: true, byUserId: "a" });
    assert.ok((await db.prisma.user.findUniqueOrThrow({ where: { id: "b" } })).lockedAt);
    assert.equal(await db.prisma.session.count({ where: { userId: "b" } }), 0);
    assert.equal(await db.prisma.session.count({ where: { userId: "a" } }), 1, "only the locked account's");
    assert.deepEqual(
      (await listUsers(db)).map((u) => [u.name, u.locked]),
      [
        ["Ada Admin", false],
        ["Ben Viewer", true],
      ],
    );
    await setLocked(db, { userId: "b", locked: false, byUserId: "a" });
    assert.equal((await db.prisma.user.findUniqueOrThrow({ where: { id: "b" } })).lockedAt, null);
    const log = await listAudit(db, { page: 1, pageSize: 10 });
    assert.deepEqual(
      log.rows.map((r) => [r.user, r.action, r.target, r.detail]),
      [
        ["Ada Admin", "user-unlock", "Ben Viewer", { email: "b@example.org" }],
        ["Ada Admin", "user-lock", "Ben Viewer", { email: "b@example.org" }],
      ],
    );
  },
);

testBothDatabases(
  "an admin cannot lock or remove themselves, nor the last admin who can sign in",
  async (db) => {
    await team(db);
    await assert.rejects(
      setLocked(db, { userId: "a", locked: true, byUserId: "a" }),
      (e: unknown) => isAppError(e, "conflict") && /your own account/.test(e.message),
    );
    await assert.rejects(
      removeUser(db, { userId: "a", byUserId: "a" }),
      (e: unknown) => isAppError(e, "conflict") && /your own account/.test(e.message),
    );
    // From local single-user mode, whose admin has no password, Ada is the last admin who can sign in.
    await db.prisma.user.create({ data: { ...LOCAL_ADMIN } });
    await assert.rejects(
      setLocked(db, { userId: "a", locked: true, byUserId: LOCAL_ADMIN.id }),
      (e: unknown) => isAppError(e, "conflict") && /only admin/.test(e.message),
    );
    await assert.rejects(
      removeUser(db, { userId: "a", byUserId: LOCAL_ADMIN.id }),
      (e: unknown) => isAppError(e, "conflict") && /only admin/.test(e.message),
    );
    assert.equal((await db.prisma.user.findUniqueOrThrow({ where: { id: "a" } })).lockedAt, null);
    assert.equal(await db.prisma.session.count(), 2, "nothing ended");
    assert.equal((await listAudit(db, { page: 1, pageSize: 10 })).total, 0, "refusals leave no entry");
    // With another admin, Ada may go.
    await db.prisma.user.update({ where: { id: "b" }, data: { role: "admin" } });
    await setLocked(db, { userId: "a", locked: true, byUserId: "b" });
  },
);

testBothDatabases(
  "a removed account loses its sessions, password and address; its reviews keep its name",
  async (db) => {
    await team(db);
    await db.prisma.review.create({
      data: { targetType: "flag", targetId: "f1", decision: "confirmed", userId: "b" },
    });
    await removeUser(db, { userId: "b", byUserId: "a" });
    const b = await db.prisma.user.findUniqueOrThrow({ where: { id: "b" } });
    assert.ok(b.removedAt && b.lockedAt);
    assert.equal(b.name, "Ben Viewer");
    assert.notEqual(b.email, "b@example.org", "the address can be given to a new account");
    assert.equal(await db.prisma.session.count({ where: { userId: "b" } }), 0);
    assert.equal(await db.prisma.account.count({ where: { userId: "b" } }), 0);
    assert.equal(await db.prisma.review.count({ where: { userId: "b" } }), 1);
    assert.deepEqual(
      (await listUsers(db)).map((u) => u.name),
      ["Ada Admin"],
    );
    await db.prisma.user.create({ data: { id: "b2", name: "Ben again", email: "b@example.org" } });
    await assert.rejects(removeUser(db, { userId: "b", byUserId: "a" }), /no user "b"/);
    const log = await listAudit(db, { page: 1, pageSize: 10 });
    assert.deepEqual(
      log.rows.map((r) => [r.user, r.action, r.target, r.detail]),
      [["Ada Admin", "user-remove", "Ben Viewer", { email: "b@example.org" }]],
    );
  },
);
