// Importing chats at volume: 10,000 conversations of 20 turns each as Anthropic JSON Lines, written
// to a temp file as a stream and imported as a stream. Figures: conversations per second and the
// memory high-water mark after 2,000 and after 10,000 conversations — equal peaks show memory does
// not grow with the file.
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { importFile } from "../../lib/transcripts/import.ts";
import { msSince, type Bench } from "./section.ts";

const CONVERSATIONS = 10_000;
const TURNS = 20;
const CHECKPOINT = 2_000;

function conversationLine(n: number): string {
  const messages: unknown[] = [];
  for (let t = 1; t <= TURNS; t++) {
    const id = `toolu_${n}_${t}`;
    messages.push(
      {
        role: "user",
        timestamp: "2026-10-09T10:00:00Z",
        content: [
          { type: "text", text: `Put bar ${t} of the left hand in bass clef, please (conversation ${n}).` },
        ],
      },
      {
        role: "assistant",
        content: [
          {
            type: "tool_use",
            id,
            name: "edit_score",
            input: { bars: String(t), staff: "lower", clef: "bass" },
          },
        ],
      },
      {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: id,
            content: [
              {
                type: "text",
                text: `Applied as version ${t + 1}.\nbar ${t}: lower staff clef treble -> bass`,
              },
            ],
          },
        ],
      },
      { role: "assistant", content: [{ type: "text", text: `Bar ${t}'s left hand is in bass clef now.` }] },
    );
  }
  return JSON.stringify({
    conversationId: `bench-${n}`,
    scoreId: "nocturne",
    model: "claude-haiku-5-5",
    labels: { deployment: "bench" },
    messages,
  });
}

async function writeFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  for (let n = 0; n < CONVERSATIONS; n++) {
    if (!out.write(`${conversationLine(n)}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** The heap in use after a full collection (`npm run bench` runs with --expose-gc): what is kept. */
function keptHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

export const bench: Bench = async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-bench-import-"));
  const path = join(dir, "chats.jsonl");
  try {
    await writeFile(path);
    const size = statSync(path).size;
    let conversations = 0;
    let messages = 0;
    let problems = 0;
    let peakRss = 0;
    let peakHeap = 0;
    let atCheckpoint = { rss: 0, heap: 0, ms: 0, kept: 0 };
    const load = loadavg()[0]!;
    const start = performance.now();
    for await (const item of importFile(path)) {
      if ("problem" in item) {
        problems++;
        continue;
      }
      conversations++;
      messages += item.conversation.messages.length;
      if (conversations % 100 === 0) {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      }
      if (conversations === CHECKPOINT)
        atCheckpoint = { rss: peakRss, heap: peakHeap, ms: msSince(start), kept: keptHeap() };
    }
    const ms = msSince(start);
    const kept = keptHeap();
    if (problems > 0 || conversations !== CONVERSATIONS)
      throw new Error(`bench import: ${conversations} conversations, ${problems} problems`);
    const rate = (n: number, t: number) => Math.round((n / t) * 1000).toLocaleString("en");
    const body = [
      `| after | conversations/s | peak RSS (MiB) | peak heap used (MiB) | heap kept (MiB) |`,
      `|---|---|---|---|---|`,
      `| ${CHECKPOINT.toLocaleString("en")} conversations | ${rate(CHECKPOINT, atCheckpoint.ms)} | ${mib(atCheckpoint.rss)} | ${mib(atCheckpoint.heap)} | ${mib(atCheckpoint.kept)} |`,
      `| ${CONVERSATIONS.toLocaleString("en")} conversations | ${rate(CONVERSATIONS, ms)} | ${mib(peakRss)} | ${mib(peakHeap)} | ${mib(kept)} |`,
      "",
      `${CONVERSATIONS.toLocaleString("en")} Anthropic conversations of ${TURNS} turns (${messages.toLocaleString("en")} messages, ${mib(size)} MiB of JSON Lines) imported as a stream in ${(ms / 1000).toFixed(1)} s. ` +
        `Memory is sampled every 100 conversations. The peaks count garbage not yet collected, which the collector lets grow on a busy machine; the heap kept is measured after a forced collection at each point, and should be the same after ${CHECKPOINT.toLocaleString("en")} and after all ${CONVERSATIONS.toLocaleString("en")} conversations: the importer holds one line at a time, not the file. ` +
        `Load average (1 min) when it started: ${load.toFixed(1)} on ${cpus().length} cores; the speed is the machine's share, not the importer's limit.`,
    ].join("\n");
    return {
      title: "Importing chats",
      summary:
        "Importing a 10,000-conversation JSON Lines file as a stream: speed, and memory that stays flat.",
      body,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
