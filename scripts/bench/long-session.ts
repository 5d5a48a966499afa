// A long agent session as a user would hand it over: a Claude Code session file (one JSON record a
// line, as ~/.claude/projects/… holds them) of `turns` turns editing a 16-bar piano score, and the
// score's saved versions, in a bundle for `barline ingest`. Four turns early on save versions 2-5;
// near the end an edit answers "Applied." and saves nothing (a flag deep in the session), and
// every third turn reads the score. Used by the long-reader benchmark (5,000 turns) and the
// reader's end-to-end test (a few hundred).
//
//   tsx scripts/bench/long-session.ts <bundle dir> <turns> [conversation id]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Line } from "../../test/support/chat.ts";
import { EDITS, turn, versionTexts } from "./analyze.ts";

/** The turn of the edit that saves nothing: far into the session, so a link to it lands deep. */
export const deepEditTurn = (turns: number) => turns - 7;

/** The session's id, shaped as Claude Code's (a UUID), from the name given: the conversation's id. */
export function sessionUuid(id: string): string {
  const hex = Buffer.from(id).toString("hex").padEnd(32, "0").slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The session's script: the analysis benchmark's turns, and the deep edit that saves nothing. */
function script(turns: number): Line[] {
  const deep = deepEditTurn(turns);
  return Array.from({ length: turns }, (_, k) => {
    const t = k + 1;
    if (t !== deep) return turn(0, t, EDITS);
    const id = `c0t${t}`;
    return [
      { role: "user", text: "Please put bar 5 of the left hand in treble clef." },
      {
        role: "assistant",
        text: "",
        calls: [{ id, name: "edit_score", args: { bars: "5", staff: "lower" } }],
      },
      { role: "tool", results: [{ id, text: "Applied." }] },
      { role: "assistant", text: "Done: bar 5 of the left hand is now in treble clef." },
    ] satisfies Line[];
  }).flat();
}

/** The script as Claude Code writes it: user and assistant records chained by uuid. */
function sessionRecords(id: string, lines: Line[], start: number): string {
  const sessionId = sessionUuid(id);
  let parent: string | null = null;
  return lines
    .map((l, k) => {
      const uuid = `${sessionId.slice(0, 24)}${String(k).padStart(12, "0")}`;
      const timestamp = new Date(start + k * 20_000).toISOString();
      const base = { parentUuid: parent, isSidechain: false, sessionId, uuid, timestamp, cwd: "/work" };
      parent = uuid;
      if (l.role === "tool")
        return {
          ...base,
          type: "user",
          message: {
            role: "user",
            content: l.results.map((r) => ({ type: "tool_result", tool_use_id: r.id, content: r.text })),
          },
          toolUseResult: l.results[0]?.text,
        };
      if (l.role === "user") return { ...base, type: "user", message: { role: "user", content: l.text } };
      return {
        ...base,
        type: "assistant",
        message: {
          id: `msg_${k}`,
          type: "message",
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [
            ...(l.text ? [{ type: "text", text: l.text }] : []),
            ...(l.calls ?? []).map((c) => ({
              type: "tool_use",
              id: c.id,
              name: c.name,
              input: c.args ?? {},
            })),
          ],
        },
      };
    })
    .map((r) => JSON.stringify(r))
    .join("\n");
}

/** Writes the bundle; returns the conversation's id as the importer names it (the session id). */
export function writeLongSession(dir: string, turns: number, id = `long-${turns}`): string {
  const start = Date.parse("2026-11-03T09:00:00Z");
  const sessionId = sessionUuid(id);
  const score = `${id}-study`;
  mkdirSync(path.join(dir, "chats"), { recursive: true });
  writeFileSync(
    path.join(dir, "bundle.json"),
    JSON.stringify({ name: `a ${turns}-turn agent session`, chats: { "*.jsonl": { scoreId: score } } }),
  );
  writeFileSync(path.join(dir, "chats", `${sessionId}.jsonl`), sessionRecords(id, script(turns), start));
  const scoreDir = path.join(dir, "scores", score);
  mkdirSync(scoreDir, { recursive: true });
  const versions = versionTexts(0).map((text, k) => {
    const file = `v${k + 1}.musicxml`;
    writeFileSync(path.join(scoreDir, file), text);
    const link = k === 0 ? {} : { conversationId: sessionId, toolCallId: `c0t${EDITS[k - 1]}` };
    return { version: k + 1, file, savedAt: new Date(start + k * 60_000).toISOString(), ...link };
  });
  writeFileSync(
    path.join(scoreDir, "history.json"),
    JSON.stringify({ scoreId: score, title: `a ${turns}-turn session`, versions }),
  );
  return sessionId;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir, turns, id] = process.argv.slice(2);
  if (!dir || !turns || !/^\d+$/.test(turns)) {
    process.stderr.write("usage: tsx scripts/bench/long-session.ts <bundle dir> <turns> [conversation id]\n");
    process.exit(2);
  }
  process.stdout.write(`${writeLongSession(dir, Number(turns), id)}\n`);
}
