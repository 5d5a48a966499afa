// One boundary around every file of a bundle (issue 12): whatever reading a chat throws, a
// ReadError or not, is a problem of that file at its place, and the rest of the bundle is read.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { readBundle } from "./read-bundle.ts";

const dir = mkdtempSync(join(tmpdir(), "barline-boundary-"));
after(() => rmSync(dir, { recursive: true, force: true }));

function bundleWith(chats: Record<string, string>): string {
  const root = join(dir, String(Math.random()).slice(2));
  cpSync("test/fixtures/analysis/etude-bundle", root, { recursive: true });
  for (const [name, text] of Object.entries(chats)) writeFileSync(join(root, "chats", name), text);
  return root;
}

test("a role or an MCP id that is an object no string can be made of is a problem; the bundle goes on", async () => {
  const mcp = readFileSync("test/fixtures/transcripts/mcp-2026.jsonl", "utf8").split("\n");
  const call = mcp.findIndex((l) => l.includes('"tools/call"'));
  mcp[call] = mcp[call]!.replace(/"id":\s*("[^"]*"|\d+)/, '"id":{"toString":1}');
  const root = bundleWith({
    "role.json": '{"messages":[{"role":{"toString":1},"content":"Is bar 3 in treble clef?"}]}',
    "mcp.jsonl": mcp.join("\n"),
  });
  const bundle = await readBundle(root);
  const role = bundle.problems.find((p) => p.file === "chats/role.json");
  assert.ok(role, JSON.stringify(bundle.problems));
  assert.match(role.message, /could not be read \(Cannot convert object to primitive value\)/);
  assert.ok(!/\n\s+at /.test(role.message), "no stack trace");
  const log = bundle.problems.find((p) => p.file === "chats/mcp.jsonl");
  assert.ok(log, JSON.stringify(bundle.problems));
  assert.equal(log.at, `line ${call + 1}`);
  // The fixture's own five chats are all still read.
  assert.equal(
    bundle.conversations.filter(
      (c) =>
        c.at.file.startsWith("chats/etude") ||
        c.at.file.startsWith("chats/cello") ||
        c.at.file.startsWith("chats/unlinked"),
    ).length,
    5,
  );
});
