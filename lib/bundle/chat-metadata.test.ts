import { test } from "node:test";
import assert from "node:assert/strict";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import { metadataFor, withMetadata } from "./chat-metadata.ts";

const conv = (over: Partial<Conversation> = {}): Conversation => ({
  id: "sessions/a#0",
  scoreId: null,
  model: null,
  format: "anthropic",
  labels: {},
  startedAt: null,
  messages: [],
  at: { file: "chats/sessions/a.jsonl" },
  ...over,
});

test("entries match by path or glob under chats/, later entries winning a field", () => {
  const map = {
    "sessions/*.jsonl": { scoreId: "nocturne", labels: { deployment: "a" } },
    "chats/sessions/a.jsonl": { model: "m", labels: { team: "x" } },
  };
  assert.deepEqual(metadataFor(map, "chats/sessions/a.jsonl"), {
    scoreId: "nocturne",
    model: "m",
    labels: { deployment: "a", team: "x" },
  });
  assert.equal(metadataFor(map, "chats/other/a.jsonl"), null);
});

test("what the file lacks is given; a derived id is replaced only for a file's only conversation", () => {
  const problems: Problem[] = [];
  const meta = { conversationId: "conv-7", scoreId: "nocturne", labels: { deployment: "d" } };
  const c = withMetadata(
    conv(),
    meta,
    { file: "chats/sessions/a.jsonl", derived: true, only: true },
    problems,
  );
  assert.deepEqual([c.id, c.scoreId, c.labels], ["conv-7", "nocturne", { deployment: "d" }]);
  assert.equal(problems.length, 0);
  const several = withMetadata(conv(), meta, { file: "f", derived: true, only: false }, problems);
  assert.equal(several.id, "sessions/a#0");
  assert.match(problems[0]!.message, /a file of several conversations/);
});

test("a file that says otherwise keeps its own, and the disagreement is a problem", () => {
  const problems: Problem[] = [];
  const c = withMetadata(
    conv({ id: "own", scoreId: "etude", labels: { deployment: "x" } }),
    { conversationId: "given", scoreId: "nocturne", labels: { deployment: "y" } },
    { file: "chats/a.json", derived: false, only: true },
    problems,
  );
  assert.deepEqual([c.id, c.scoreId, c.labels.deployment], ["own", "etude", "x"]);
  assert.equal(problems.length, 3);
  assert.match(problems[1]!.message, /bundle.json gives score "nocturne", the file says "etude"/);
});

test("a start given before the first message's time is the start; one after it disagrees", () => {
  const at = "2026-11-22T14:00:15Z";
  const timed = conv({
    startedAt: at,
    messages: [{ role: "user", timestamp: at } as Conversation["messages"][number]],
  });
  const problems: Problem[] = [];
  const where = { file: "chats/a.json", derived: false, only: true };
  assert.equal(
    withMetadata(timed, { startedAt: "2026-11-22T14:00:00Z" }, where, problems).startedAt,
    "2026-11-22T14:00:00Z",
  );
  assert.equal(problems.length, 0);
  assert.equal(withMetadata(timed, { startedAt: "2026-11-22T14:05:00Z" }, where, problems).startedAt, at);
  assert.match(problems[0]!.message, /bundle.json gives start/);
});
