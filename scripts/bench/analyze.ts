// Analysing 10,000 generated conversations (20 turns, 5 saved versions each) without the database:
// each version is read once and its bar index shared by every claim and detector.
import { analyzeConversation } from "../../lib/analysis/analyze-conversation.ts";
import { VersionStore } from "../../lib/analysis/versions.ts";
import type { ScoreHistory } from "../../lib/bundle/bundle.ts";
import { chooseExtractor } from "../../lib/claims/extract.ts";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";
import { chat, type Line } from "../../test/support/chat.ts";
import { generateScore, type ScoreVariant } from "../../test/support/piano-score.ts";
import type { Bench } from "./section.ts";

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const TURNS = 20;
const BARS = 16;

/** Turn t of conversation i: an edit (saving a version on 4 of the turns), a read, or a question. */
function turn(i: number, t: number, edits: number[]): Line[] {
  const bar = ((i + t) % BARS) + 1;
  const id = `c${i}t${t}`;
  if (edits.includes(t)) {
    return [
      { role: "user", text: `Please change bar ${bar} of the left hand.` },
      { role: "assistant", text: "", calls: [{ id, name: "edit_score", args: { bars: String(bar), staff: "lower" } }] },
      { role: "tool", results: [{ id, text: `Applied. Saved as version ${edits.indexOf(t) + 2}.` }] },
      { role: "assistant", text: `Done: bar ${bar} of the left hand is now in treble clef. The right hand is unchanged. The piece has ${BARS} bars.` },
    ];
  }
  if (t % 3 === 0) {
    return [
      { role: "user", text: `What is in bar ${bar}?` },
      { role: "assistant", text: "", calls: [{ id, name: "read_score", args: { bars: String(bar) } }] },
      { role: "tool", results: [{ id, text: `${BARS} bars. Staff 1: treble clef. Staff 2: bass clef. Key: C major. Time: 4/4.` }] },
      { role: "assistant", text: `Bar ${bar} of the left hand is in bass clef, and the key is C major. Bar ${bar} is in 4/4.` },
    ];
  }
  return [
    { role: "user", text: `It still shows a bass clef in bar ${bar}.` },
    { role: "assistant", text: `Bar ${bar} of the right hand is in treble clef. I'll check the left hand next. Shall I read the score again?` },
  ];
}

function makeCase(i: number): { history: ScoreHistory; lines: Line[] } {
  const edits = [2, 6, 10, 14];
  const variants: ScoreVariant[] = [
    { bars: BARS },
    { bars: BARS, trebleBar: ((i + 2) % BARS) + 1 },
    { bars: BARS, trebleBar: ((i + 2) % BARS) + 1, keyChangeBar: 9 },
    { bars: BARS, trebleBar: ((i + 2) % BARS) + 1, keyChangeBar: 9, octaveDownBar: ((i + 10) % BARS) + 1 },
    { bars: BARS, trebleBar: ((i + 2) % BARS) + 1, keyChangeBar: 9, octaveDownBar: ((i + 10) % BARS) + 1, pedalBar: 1 },
  ];
  const conversationId = `c${i}`;
  const history: ScoreHistory = {
    scoreId: `s${i}`,
    title: null,
    versions: variants.map((v, k) => ({
      version: k + 1,
      file: `v${k + 1}.musicxml`,
      savedAt: null,
      score: readScoreBytes(new TextEncoder().encode(generateScore(v)), `v${k + 1}.musicxml`),
      link: k === 0 ? null : { conversationId, toolCallId: `c${i}t${edits[k - 1]}`, rule: "toolCallId" as const },
    })),
  };
  const lines = Array.from({ length: TURNS }, (_, t) => turn(i, t + 1, edits)).flat();
  return { history, lines };
}

export const bench: Bench = async () => {
  const extractor = chooseExtractor({ extractor: "rules" });
  let claims = 0;
  let flags = 0;
  let peak = 0;
  const start = performance.now();
  for (let i = 0; i < CONVERSATIONS; i++) {
    const { history, lines } = makeCase(i);
    const a = await analyzeConversation(chat(`c${i}`, lines, history.scoreId), new VersionStore(history), { extractor, policy: null });
    claims += a.claims.length;
    flags += a.flags.length;
    if (i % 500 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - start) / 1000;
  const rate = Math.round(CONVERSATIONS / seconds);
  return {
    title: "Analysing conversations (no database)",
    body: `| conversations | turns each | versions each | claims | flags | total | conversations/s | peak RSS |
|---|---|---|---|---|---|---|---|
| ${CONVERSATIONS} | ${TURNS} | 5 | ${claims} | ${flags} | ${seconds.toFixed(1)} s | ${rate} | ${Math.round(peak / 2 ** 20)} MiB |

Each conversation's five versions (generated two-staff scores of ${BARS} bars) are read once, indexed once and shared by every claim and detector; claims come from the rule-based extractor. The time includes generating and reading the scores. Target: under 60 s for 10,000 conversations.`,
  };
};
