import { test } from "node:test";
import assert from "node:assert/strict";
import type { Role } from "./conversation.ts";
import { numberMessages, turnCount } from "./turns.ts";

test("turn k starts at the k-th person message; tool results and system prompts never start one", () => {
  const roles: Role[] = [
    "system",
    "assistant",
    "user",
    "assistant",
    "tool",
    "assistant",
    "system",
    "user",
    "tool",
    "user",
  ];
  const messages = numberMessages(
    roles.map((role) => ({ role, timestamp: null, blocks: [], at: { file: "f" } })),
  );
  assert.deepEqual(
    messages.map((m) => [m.index, m.turn]),
    [
      [0, null],
      [1, null], // before the person's first message
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, null],
      [7, 2],
      [8, 2],
      [9, 3],
    ],
  );
  assert.equal(turnCount(messages), 3);
});
