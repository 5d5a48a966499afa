import assert from "node:assert/strict";
import { test } from "node:test";
import type { SessionUser } from "../access/roles.ts";
import { forgetSessions, MEMO_MS, rememberedUser, rememberUser, sessionCookie } from "./session-memo.ts";

const rita: SessionUser = { id: "u1", name: "Rita Reviewer", email: "rita@barline.test", role: "reviewer" };

test("the session cookie is found among others, with or without the __Secure- prefix", () => {
  const headers = (cookie: string) => new Headers({ cookie });
  assert.equal(
    sessionCookie(headers("theme=dark; __Secure-better-auth.session_token=abc.sig; x=1")),
    "abc.sig",
  );
  assert.equal(sessionCookie(headers("better-auth.session_token=abc.sig")), "abc.sig");
  assert.equal(sessionCookie(headers("my-better-auth.session_token=abc.sig")), null);
  assert.equal(sessionCookie(new Headers()), null);
});

test("an answer is remembered for MEMO_MS at most, and never past the session's expiry", () => {
  forgetSessions();
  const now = 1_000_000;
  rememberUser("long", rita, new Date(now + 3_600_000), now);
  rememberUser("ending", rita, new Date(now + 2_000), now);
  assert.equal(rememberedUser("long", now + MEMO_MS - 1), rita);
  assert.equal(rememberedUser("long", now + MEMO_MS), undefined);
  assert.equal(rememberedUser("ending", now + 1_999), rita);
  assert.equal(rememberedUser("ending", now + 2_000), undefined);
  rememberUser("again", rita, new Date(now + 3_600_000), now);
  forgetSessions();
  assert.equal(rememberedUser("again", now), undefined);
});
