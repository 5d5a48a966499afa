// Generated bundles written to disk as a user would hand them over (spec/bundle.md): one chat file
// per conversation, half Anthropic Messages and half OpenAI Chat Completions, each with its own
// score of five saved versions. Anthropic conversations' histories name the call that saved each
// version (linked by toolCallId); OpenAI ones do not, and are linked by the version number in the
// call's result ("Saved as version N").
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Line } from "../../test/support/chat.ts";
import { EDITS, script, versionTexts } from "./analyze.ts";

const START = Date.parse("2026-10-01T08:00:00Z");
/** Seconds between messages, and between conversations' starts. */
const STEP = 30;
const APART = 3_600;

const iso = (ms: number) => new Date(ms).toISOString();

export function anthropicMessages(lines: Line[], time: (n: number) => string): unknown[] {
  return lines.map((l, n) => {
    const timestamp = time(n);
    if (l.role === "tool")
      return {
        role: "user",
        timestamp,
        content: l.results.map((r) => ({
          type: "tool_result",
          tool_use_id: r.id,
          content: [{ type: "text", text: r.text }],
        })),
      };
    return {
      role: l.role,
      timestamp,
      content: [
        ...(l.text ? [{ type: "text", text: l.text }] : []),
        ...(l.calls ?? []).map((c) => ({ type: "tool_use", id: c.id, name: c.name, input: c.args ?? {} })),
      ],
    };
  });
}

function openaiMessages(lines: Line[], time: (n: number) => string): unknown[] {
  return lines.flatMap((l, n): unknown[] => {
    const timestamp = time(n);
    if (l.role === "tool")
      return l.results.map((r) => ({ role: "tool", timestamp, tool_call_id: r.id, content: r.text }));
    return [
      {
        role: l.role,
        timestamp,
        content: l.text || null,
        ...(l.calls
          ? {
              tool_calls: l.calls.map((c) => ({
                id: c.id,
                type: "function",
                function: { name: c.name, arguments: JSON.stringify(c.args ?? {}) },
              })),
            }
          : {}),
      },
    ];
  });
}

/** Writes conversations 0..count-1 into `dir` (which must not hold another bundle). */
export function writeBundle(dir: string, count: number): void {
  mkdirSync(join(dir, "chats"), { recursive: true });
  writeFileSync(
    join(dir, "bundle.json"),
    JSON.stringify({ name: `generated, ${count} conversations`, labels: { deployment: "bench" } }),
  );
  for (let i = 0; i < count; i++) {
    const anthropic = i % 2 === 0;
    const id = `c${i}`;
    const scoreId = `s${i}`;
    const lines = script(i);
    const begin = START + i * APART * 1000;
    const time = (n: number) => iso(begin + n * STEP * 1000);
    writeFileSync(
      join(dir, "chats", `${id}.json`),
      JSON.stringify({
        conversationId: id,
        scoreId,
        model: anthropic ? "claude-haiku-5-5" : "gpt-6-mini",
        startedAt: time(0),
        labels: { format: anthropic ? "anthropic" : "openai" },
        messages: (anthropic ? anthropicMessages : openaiMessages)(lines, time),
      }),
    );
    const scoreDir = join(dir, "scores", scoreId);
    mkdirSync(scoreDir, { recursive: true });
    // Each edit's call is the line after its request; its version is saved a second after the call.
    const callLine = (k: number) =>
      lines.findIndex((l) => l.role === "assistant" && l.calls?.[0]?.id === `c${i}t${EDITS[k]}`);
    const versions = versionTexts(i).map((text, k) => {
      const file = `v${k + 1}.musicxml`;
      writeFileSync(join(scoreDir, file), text);
      if (k === 0) return { version: 1, file, savedAt: iso(begin - 60_000) };
      const savedAt = iso(Date.parse(time(callLine(k - 1))) + 1000);
      return anthropic
        ? { version: k + 1, file, savedAt, conversationId: id, toolCallId: `c${i}t${EDITS[k - 1]}` }
        : { version: k + 1, file, savedAt };
    });
    writeFileSync(join(scoreDir, "history.json"), JSON.stringify({ scoreId, title: `Study ${i}`, versions }));
  }
}
