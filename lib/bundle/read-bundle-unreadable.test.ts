import { test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { ReadError } from "../read-error.ts";
import { readBundle } from "./read-bundle.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../test/fixtures/transcripts/${name}`, import.meta.url));

test("a bundle none of whose chats can be read is an input that could not be read", async () => {
  await assert.rejects(
    readBundle(fixture("unreadable-bundle")),
    (e: unknown) =>
      e instanceof ReadError &&
      /^none of its 2 chat files could be read; first: chats\/a\.json \(line 1\): not a chat log/.test(
        e.reason,
      ),
  );
});
