// Analyzing 10,000 generated conversations (20 turns, 5 saved versions each) without the database:
// each version is read once and its bar index shared by every claim and detector.
import { availableParallelism } from "node:os";
import { analyzeGroup, type ScoreGroup } from "../../lib/analysis/analyze-group.ts";
import { analyzeInWorkers, type GroupResult } from "../../lib/analysis/pool.ts";
import { parseHistory, type HistoryFiles } from "../../lib/bundle/read-bundle.ts";
import type { Problem } from "../../lib/transcripts/conversation.ts";
import { chooseExtractor, type Extractor } from "../../lib/claims/extract.ts";
import { chat, type Line } from "../../test/support/chat.ts";
import { generateScore, type ScoreVariant } from "../../test/support/piano-score.ts";
import type { Bench } from "./section.ts";

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const TURNS = 20;
const BARS = 16;

/** Turn t of conversation i: an edit (saving a version on 4 of the turns), a read, or a question. */
export function turn(i: number, t: number, edits: number[]): Line[] {
  const bar = ((i + t) % BARS) + 1;
  const id = `c${i}t${t}`;
  if (edits.includes(t)) {
    return [
      { role: "user", text: `Please change bar ${bar} of the left hand.` },
      {
        role: "assistant",
        text: "",
        calls: [{ id, name: "edit_score", args: { bars: String(bar), staff: "lower" } }],
      },
      { role: "tool", results: [{ id, text: `Applied. Saved as version ${edits.indexOf(t) + 2}.` }] },
      {
        role: "assistant",
        text: `Done: bar ${bar} of the left hand is now in treble clef. The right hand is unchanged. The piece has ${BARS} bars.`,
      },
    ];
  }
  if (t % 3 === 0) {
    return [
      { role: "user", text: `What is in bar ${bar}?` },
      { role: "assistant", text: "", calls: [{ id, name: "read_score", args: { bars: String(bar) } }] },
      {
        role: "tool",
        results: [
          { id, text: `${BARS} bars. Staff 1: treble clef. Staff 2: bass clef. Key: C major. Time: 4/4.` },
        ],
      },
      {
        role: "assistant",
        text: `Bar ${bar} of the left hand is in bass clef, and the key is C major. Bar ${bar} is in 4/4.`,
      },
    ];
  }
  return [
    { role: "user", text: `It still shows a bass clef in bar ${bar}.` },
    {
      role: "assistant",
      text: `Bar ${bar} of the right hand is in treble clef. I'll check the left hand next. Shall I read the score again?`,
    },
  ];
}

/** The turns that save versions 2-5. */
export const EDITS = [2, 6, 10, 14];

/** Conversation i's script: TURNS turns, four of them saving a version. */
export function script(i: number): Line[] {
  return Array.from({ length: TURNS }, (_, t) => turn(i, t + 1, EDITS)).flat();
}

/** The five saved versions of conversation i's score, as MusicXML text. */
export function versionTexts(i: number): string[] {
  const treble = ((i + 2) % BARS) + 1;
  const octave = ((i + 10) % BARS) + 1;
  const variants: ScoreVariant[] = [
    { bars: BARS },
    { bars: BARS, trebleBar: treble },
    { bars: BARS, trebleBar: treble, keyChangeBar: 9 },
    { bars: BARS, trebleBar: treble, keyChangeBar: 9, octaveDownBar: octave },
    { bars: BARS, trebleBar: treble, keyChangeBar: 9, octaveDownBar: octave, pedalBar: 1 },
  ];
  return variants.map((v) => generateScore({ ...v, title: `Study ${i}` }));
}

/** Conversation i with its own five versions, as a bundle holds them: files not yet parsed. */
export function makeGroup(i: number): ScoreGroup<HistoryFiles> {
  const conversationId = `c${i}`;
  const history: HistoryFiles = {
    scoreId: `s${i}`,
    title: null,
    versions: versionTexts(i).map((text, k) => ({
      version: k + 1,
      file: `v${k + 1}.musicxml`,
      savedAt: null,
      bytes: encoder.encode(text),
      link:
        k === 0 ? null : { conversationId, toolCallId: `c${i}t${EDITS[k - 1]}`, rule: "toolCallId" as const },
    })),
  };
  return { history, conversations: [chat(conversationId, script(i), history.scoreId)] };
}

const encoder = new TextEncoder();

function* groups(count: number): Generator<ScoreGroup<HistoryFiles>> {
  for (let i = 0; i < count; i++) yield makeGroup(i);
}

export interface Run {
  conversations: number;
  workers: number;
  claims: number;
  flags: number;
  seconds: number;
  /** Main-thread run only: time spent reading the versions. */
  readingSeconds: number;
  /** Main-thread run only: time spent extracting claims (the rules and their certainty check). */
  extractingSeconds: number;
  peakRss: number;
}

export async function runInProcess(count: number, workers: number): Promise<Run> {
  let claims = 0;
  let flags = 0;
  let peakRss = 0;
  let done = 0;
  const count1 = (r: GroupResult) => {
    for (const a of r.analyses) {
      claims += a.claims.length;
      flags += a.flags.length;
    }
    if (++done % 500 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const start = performance.now();
  let reading = 0;
  let extracting = 0;
  if (workers === 1) {
    // Timed apart: reading the versions, extracting the claims, and the rest (verifying, detecting).
    const rules = chooseExtractor({ extractor: "rules" });
    const extractor: Extractor = {
      name: rules.name,
      async extract(items, score) {
        const t = performance.now();
        const out = await rules.extract(items, score);
        extracting += performance.now() - t;
        return out;
      },
    };
    const settings = { extractor, policy: null };
    for (const g of groups(count)) {
      const t = performance.now();
      const problems: Problem[] = [];
      const history = parseHistory(g.history!, problems);
      reading += performance.now() - t;
      count1({
        index: 0,
        analyses: await analyzeGroup({ history, conversations: g.conversations }, settings),
        problems,
        versions: [],
      });
    }
  } else {
    await analyzeInWorkers(groups(count), { extractor: "rules", policy: null }, workers, undefined, count1);
  }
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return {
    conversations: count,
    workers,
    claims,
    flags,
    seconds: (performance.now() - start) / 1000,
    readingSeconds: reading / 1000,
    extractingSeconds: extracting / 1000,
    peakRss,
  };
}

export const bench: Bench = async () => {
  const runs = [
    await runInProcess(Math.min(2_000, CONVERSATIONS), 1),
    await runInProcess(CONVERSATIONS, availableParallelism()),
  ];
  const [single, pooled] = runs as [Run, Run];
  const verdict = pooled.seconds < 60 ? "met" : `not met (${pooled.seconds.toFixed(0)} s)`;
  const rows = runs.map(
    (r) =>
      `| ${r.conversations} | ${r.workers === 1 ? "main thread" : `${r.workers} worker threads`} | ${r.claims} | ${r.flags} | ${r.seconds.toFixed(1)} s | ${Math.round(r.conversations / r.seconds)} | ${Math.round(r.peakRss / 2 ** 20)} MiB |`,
  );
  return {
    title: "Analyzing conversations (no database)",
    summary: "Conversations analyzed a second in memory, on the main thread and on worker threads.",
    body: `| conversations | where | claims | flags | total | conversations/s | peak RSS (main) |
|---|---|---|---|---|---|---|
${rows.join("\n")}

Each conversation has ${TURNS} turns and its own five saved versions (generated two-staff scores of ${BARS} bars, given as files the way a bundle holds them). Each version is read once and its bar index shared by every claim and detector of the group; the versions of a score share a measure memo, so a measure unchanged since an earlier version is not parsed again; claims come from the rule-based extractor. The time includes generating the chats and scores. With worker threads each worker takes whole score groups (a score and its conversations) from the pool, so memory stays flat.

On the main thread, reading the five versions took ${Math.round((100 * single.readingSeconds) / single.seconds)}% of the time (${((1000 * single.readingSeconds) / single.conversations).toFixed(1)} ms per conversation); extracting ${Math.round(single.claims / single.conversations)} claims per conversation from its messages and reads (the rules, with the check that each sentence was read whole) took ${Math.round((100 * single.extractingSeconds) / single.seconds)}% (${((1000 * single.extractingSeconds) / single.conversations).toFixed(1)} ms per conversation); the rest is verifying them and running the detectors. Target: ${CONVERSATIONS.toLocaleString("en")} conversations in under 60 s — ${verdict}.`,
  };
};
