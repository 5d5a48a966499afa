// Claims by Claude: many keyed messages per request, a structured answer (claims per key) checked
// with zod and normalised as the rules write values. An item whose answer is missing or invalid —
// or a request that fails — falls back to the rules, and the returned map says so in `warnings`.
// Answers are cached by sha256 of model, prompt, score context, source and text.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { zodOutputFormat } from "@anthropic-ai/sdk/helpers/zod";
import { z } from "zod";
import { KINDS, PROPERTIES, type ExtractedClaim } from "./claim.ts";
import { extractClaims } from "./rules/extract-claims.ts";
import { ClaimMap, type ExtractItem } from "./extraction.ts";
import { plainText } from "./sentences.ts";
import type { ScoreContext } from "./subject/score-context.ts";
import { normalizeValue } from "./values/normalize.ts";
import { chunks } from "../chunks.ts";

export const DEFAULT_MODEL = "claude-haiku-4-5";
export const DEFAULT_BATCH_SIZE = 20;

export interface ClaimCache {
  get(key: string): ExtractedClaim[] | undefined;
  set(key: string, claims: ExtractedClaim[]): void;
}

/** An in-memory cache, backed by one JSON file per entry in `dir` when given. */
export function createClaimCache(dir?: string): ClaimCache {
  const memory = new Map<string, ExtractedClaim[]>();
  return {
    get(key) {
      const hit = memory.get(key);
      if (hit || !dir) return hit;
      try {
        // (The file is named at run time: the dashboard's build must not trace every JSON file.)
        const file = join(/* turbopackIgnore: true */ dir, `${key}.json`);
        const claims = JSON.parse(readFileSync(file, "utf8")) as ExtractedClaim[];
        memory.set(key, claims);
        return claims;
      } catch {
        return undefined;
      }
    },
    set(key, claims) {
      memory.set(key, claims);
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(/* turbopackIgnore: true */ dir, `${key}.json`), JSON.stringify(claims));
    },
  };
}

export interface ClaudeOptions {
  client?: Anthropic;
  apiKey?: string;
  baseURL?: string;
  model?: string;
  cache?: ClaimCache;
  /** Messages per request. */
  batchSize?: number;
}

let promptText: string | null = null;

/** The instructions, read from prompts/extract-claims.md at run time. */
export function extractionPrompt(): string {
  promptText ??= readFileSync(new URL("./prompts/extract-claims.md", import.meta.url), "utf8");
  return promptText;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

const claimSchema = z.object({
  kind: z.enum(KINDS),
  subject: z.object({
    part: z.string().nullable(),
    staff: z.number().int().min(1).nullable(),
    bars: z
      .object({ from: z.number().int(), to: z.number().int() })
      .refine((b) => b.from <= b.to, "bars run backwards")
      .nullable(),
    property: z.enum(PROPERTIES),
  }),
  value: z.string().nullable(),
  text: z.string().min(1),
});
const resultSchema = z.object({ key: z.string(), claims: z.array(claimSchema) });

/** The answer's format, claims per key, derived from the zod schemas that check it: Claude is asked
 * for the JSON schema, and each key's claims are checked on their own (a bad one falls back alone). */
export const ANSWER_FORMAT = zodOutputFormat(z.object({ results: z.array(resultSchema) }));

const squash = (s: string) => plainText(s).replace(/\s+/g, " ").trim().toLowerCase();

/** The model's claims for one item, checked and normalised; a string says why they are not usable. */
function checkClaims(
  raw: unknown,
  item: ExtractItem,
  score: ScoreContext | undefined,
): ExtractedClaim[] | string {
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  const text = squash(item.text);
  const partIds = new Set(score?.parts.map((p) => p.id) ?? []);
  const claims: ExtractedClaim[] = [];
  for (const c of parsed.data.claims) {
    const value = normalizeValue(c.subject.property, c.value);
    if (value === undefined) return `"${c.value}" is not a ${c.subject.property} value`;
    if (!text.includes(squash(c.text)))
      return `the quoted sentence is not in the message: ${JSON.stringify(c.text)}`;
    if (c.subject.part !== null && score && !partIds.has(c.subject.part))
      return `the score has no part ${c.subject.part}`;
    const part = score && score.parts.length === 1 ? null : c.subject.part;
    claims.push({ kind: c.kind, subject: { ...c.subject, part }, value, text: c.text });
  }
  return claims;
}

function scoreLines(score: ScoreContext | undefined): string {
  if (!score) return "Score context: none (no saved score; bars relative to the end cannot be placed).";
  return `Score context: ${JSON.stringify(score)}`;
}

async function ask(
  client: Anthropic,
  model: string,
  items: ExtractItem[],
  score: ScoreContext | undefined,
): Promise<unknown> {
  const response = await client.messages.create({
    model,
    max_tokens: 8192,
    system: `${extractionPrompt()}\n\n${scoreLines(score)}`,
    messages: [
      {
        role: "user",
        content: JSON.stringify({ messages: items.map(({ key, source, text }) => ({ key, source, text })) }),
      },
    ],
    output_config: { format: ANSWER_FORMAT },
  });
  if (response.stop_reason === "max_tokens") throw new Error("the answer was cut off at max_tokens");
  const text = response.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("");
  const answer = JSON.parse(text) as { results?: unknown };
  if (!answer || !Array.isArray(answer.results)) throw new Error("the answer has no results list");
  return answer.results;
}

export async function extractClaimsWithClaude(
  items: ExtractItem[],
  score: ScoreContext | undefined,
  options: ClaudeOptions,
): Promise<ClaimMap> {
  const out = new ClaimMap();
  const model = options.model ?? DEFAULT_MODEL;
  const cache = options.cache ?? createClaimCache();
  const version = sha256(extractionPrompt());
  const context = JSON.stringify(score ?? null);
  const keyOf = (item: ExtractItem) =>
    sha256(JSON.stringify([model, version, context, item.source, item.text]));
  const fallback = (item: ExtractItem, why: string) => {
    out.set(item.key, extractClaims(item.text, item.source, score, item));
    out.warnings.push(`${item.key}: rules used instead of Claude: ${why}`);
  };

  const pending: ExtractItem[] = [];
  for (const item of items) {
    const hit = cache.get(keyOf(item));
    if (hit) out.set(item.key, hit);
    else pending.push(item);
  }
  if (pending.length === 0) return out;

  let client: Anthropic;
  try {
    client = options.client ?? new Anthropic({ apiKey: options.apiKey, baseURL: options.baseURL });
  } catch (err) {
    for (const item of pending) fallback(item, (err as Error).message);
    return out;
  }

  const size = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  for (const batch of chunks(pending, size)) {
    let results: unknown[];
    try {
      results = (await ask(client, model, batch, score)) as unknown[];
    } catch (err) {
      for (const item of batch) fallback(item, `the request failed: ${(err as Error).message}`);
      continue;
    }
    const byKey = new Map<string, unknown>();
    for (const r of results) {
      const key = (r as { key?: unknown } | null)?.key;
      if (typeof key === "string") byKey.set(key, r);
    }
    for (const item of batch) {
      if (!byKey.has(item.key)) {
        fallback(item, "the answer has no entry for it");
        continue;
      }
      const checked = checkClaims(byKey.get(item.key), item, score);
      if (typeof checked === "string") {
        fallback(item, `invalid answer: ${checked}`);
        continue;
      }
      cache.set(keyOf(item), checked);
      out.set(item.key, checked);
    }
  }
  return out;
}
