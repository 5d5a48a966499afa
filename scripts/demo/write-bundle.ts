// Writes the demo bundle (bundle.md): bundle.json with the procedure policy, each score's versions
// and history.json, and each conversation in its chat format. Written into a sibling folder and
// renamed at the end, so a bundle that exists is a whole one.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { diffScores } from "../../lib/score-history/diff.ts";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";
import type { Score } from "../../lib/score-history/score.ts";
import { stepTimes, type ChatScript } from "./chat-script.ts";
import { CONFIRMATION_REQUIRED, demoConversations, FIX_DATE, type ScoreFacts } from "./conversations.ts";
import { engravePage } from "./engrave.ts";
import { EVALUATION, evaluationConversations } from "./evaluation.ts";
import { anthropicChat } from "./formats/anthropic.ts";
import { canonicalLines } from "./formats/canonical.ts";
import { mcpLog } from "./formats/mcp.ts";
import { openaiChat } from "./formats/openai-chat.ts";
import { openaiResponses } from "./formats/openai-responses.ts";
import { otelExport } from "./formats/otel.ts";
import { writeMusicXml } from "./musicxml.ts";
import { DEMO_SCORES } from "./scores.ts";

export const DEFAULT_DEMO_BUNDLE = join(".barline", "demo-bundle");
/** Version 1 of every score, before the first conversation. */
const FIRST_SAVE = "2026-11-01T08:00:00Z";
/** The page images the conversations show: score and version. */
const PAGES: [string, number][] = [
  ["minuet-in-f", 1],
  ["minuet-in-f", 2],
  ["chorale-in-g", 3],
];

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/** The chat files of one conversation: name and content. */
async function chatFiles(chat: ChatScript): Promise<[string, string][]> {
  switch (chat.format) {
    case "anthropic":
      return [[`${chat.id}.json`, json(anthropicChat(chat))]];
    case "anthropic+mcp":
      return [
        [`${chat.id}.json`, json(anthropicChat(chat, false))],
        [`${chat.id}.mcp.jsonl`, mcpLog(chat)],
      ];
    case "openai-chat":
      return [[`${chat.id}.json`, json(openaiChat(chat))]];
    case "openai-responses":
      return [[`${chat.id}.json`, json(openaiResponses(chat))]];
    case "otel":
      return [[`${chat.id}.otlp.json`, json(otelExport(chat))]];
    case "canonical":
      return [[`${chat.id}.jsonl`, await canonicalLines(chat, `chats/${chat.id}.jsonl`)]];
  }
}

export async function writeDemoBundle(out: string = DEFAULT_DEMO_BUNDLE): Promise<void> {
  const xml = new Map(DEMO_SCORES.map((s) => [s.scoreId, s.versions.map(writeMusicXml)]));
  const read = new Map<string, Score[]>(
    DEMO_SCORES.map((s) => [
      s.scoreId,
      xml.get(s.scoreId)!.map((x, i) => readScoreBytes(new TextEncoder().encode(x), `v${i + 1}.musicxml`)),
    ]),
  );
  const pages = new Map<string, Uint8Array>();
  for (const [scoreId, version] of PAGES)
    pages.set(
      `${scoreId} ${version}`,
      await engravePage(xml.get(scoreId)![version - 1]!, `v${version}.musicxml`),
    );

  const facts: ScoreFacts = {
    page(scoreId, version) {
      const png = pages.get(`${scoreId} ${version}`);
      if (!png) throw new Error(`no page image of ${scoreId} version ${version}: add it to PAGES`);
      return png;
    },
    receipt(scoreId, version) {
      const versions = read.get(scoreId)!;
      return diffScores(versions[version - 2]!, versions[version - 1]!)
        .map((c) => c.line)
        .join("\n");
    },
  };
  const chats = [...demoConversations(facts), ...evaluationConversations(facts)];
  // The evaluation's name for all its files at once, and the labels of chats kept without them.
  const chatLabels: Record<string, { labels: Record<string, string> }> = {
    "eval-*": { labels: { evaluation: EVALUATION } },
  };
  for (const chat of chats)
    if (chat.labelsInBundleJson && chat.labels)
      for (const [name] of await chatFiles(chat)) chatLabels[name] = { labels: chat.labels };

  const tmp = `${out}.partial`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(join(tmp, "chats"), { recursive: true });
  await writeFile(
    join(tmp, "bundle.json"),
    json({
      name: `Barline demo: a score assistant before and after the tool-server fix of ${FIX_DATE}`,
      labels: { source: "barline demo" },
      policy: {
        confirmBefore: ["edit_score"],
        appliesTo: CONFIRMATION_REQUIRED,
      },
      chats: chatLabels,
    }),
  );
  for (const chat of chats)
    for (const [name, text] of await chatFiles(chat)) await writeFile(join(tmp, "chats", name), text);

  for (const score of DEMO_SCORES) {
    const dir = join(tmp, "scores", score.scoreId);
    await mkdir(dir, { recursive: true });
    const saves = new Map<number, { conversationId: string; toolCallId: string; savedAt: string }>();
    for (const chat of chats.filter((c) => c.scoreId === score.scoreId)) {
      const times = stepTimes(chat);
      chat.steps.forEach((s, i) => {
        if (s.role === "assistant" && s.call?.saves)
          saves.set(s.call.saves, {
            conversationId: chat.id,
            toolCallId: s.call.id,
            savedAt: times[i]!.resultAt,
          });
      });
    }
    const versions = xml.get(score.scoreId)!.map((_, i) => {
      const v = i + 1;
      const save = saves.get(v);
      const harness = score.harnessSaves?.[v];
      if (v > 1 && !save && !harness)
        throw new Error(`${score.scoreId} version ${v} is saved by no conversation and no harness`);
      if (harness) return { version: v, file: `v${v}.musicxml`, savedAt: harness };
      return save
        ? {
            version: v,
            file: `v${v}.musicxml`,
            savedAt: save.savedAt,
            conversationId: save.conversationId,
            toolCallId: save.toolCallId,
          }
        : { version: v, file: `v${v}.musicxml`, savedAt: FIRST_SAVE };
    });
    for (const [i, text] of xml.get(score.scoreId)!.entries())
      await writeFile(join(dir, `v${i + 1}.musicxml`), text);
    await writeFile(
      join(dir, "history.json"),
      json({ scoreId: score.scoreId, title: score.title, versions }),
    );
  }

  await mkdir(dirname(out), { recursive: true });
  await rm(out, { recursive: true, force: true });
  await rename(tmp, out);
}
