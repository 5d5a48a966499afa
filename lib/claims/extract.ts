// What the analyzer calls: the rules by default; Claude when asked (option or
// BARLINE_EXTRACTOR=claude), falling back to the rules wherever Claude gives no usable answer.
import type Anthropic from "@anthropic-ai/sdk";
import { createClaimCache, extractClaimsWithClaude, type ClaimCache } from "./extract-claude.ts";
import { otherLanguage } from "./certainty/language.ts";
import { extractClaims } from "./rules/extract-claims.ts";
import { ClaimMap, type ExtractItem } from "./extraction.ts";
import type { ScoreContext } from "./subject/score-context.ts";

export { ClaimMap, type ExtractItem } from "./extraction.ts";

export interface Extractor {
  readonly name: "rules" | "claude";
  extract(items: ExtractItem[], score?: ScoreContext): Promise<ClaimMap>;
}

/** The extractor, given only the texts in English: a text in another language gives no claims, and
 * a question in another language gives an answer no subject ("Yes, my mistake." to "… plus grave
 * aussi, non ?"). */
export function inEnglishOnly(extractor: Extractor): Extractor {
  return {
    name: extractor.name,
    async extract(items, score) {
      const english = items
        .filter((i) => otherLanguage(i.text) === null)
        .map(({ question, ...i }) =>
          question === undefined || otherLanguage(question) !== null ? i : { ...i, question },
        );
      const out = await extractor.extract(english, score);
      for (const i of items) if (!out.has(i.key)) out.set(i.key, []);
      return out;
    },
  };
}

export interface ChooseOptions {
  extractor?: "rules" | "claude";
  /** Read for BARLINE_EXTRACTOR, ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, BARLINE_CLAUDE_MODEL and
   * BARLINE_CLAUDE_CACHE (a directory for cached answers). Defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** A ready client (tests, or a caller with its own settings). */
  client?: Anthropic;
  cache?: ClaimCache;
}

export function rulesExtractor(notice?: string): Extractor {
  return {
    name: "rules",
    async extract(items, score) {
      const out = new ClaimMap();
      for (const item of items) out.set(item.key, extractClaims(item.text, item.source, score, item));
      if (notice && items.length > 0) out.warnings.push(notice);
      return out;
    },
  };
}

export function chooseExtractor(options: ChooseOptions = {}): Extractor {
  const env = options.env ?? process.env;
  const wanted = options.extractor ?? (env.BARLINE_EXTRACTOR === "claude" ? "claude" : "rules");
  if (wanted === "rules") return inEnglishOnly(rulesExtractor());
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!options.client && !apiKey && !env.ANTHROPIC_AUTH_TOKEN) {
    return inEnglishOnly(
      rulesExtractor("Claude extraction was asked for but ANTHROPIC_API_KEY is not set: rules used"),
    );
  }
  const cache = options.cache ?? createClaimCache(env.BARLINE_CLAUDE_CACHE || undefined);
  return inEnglishOnly({
    name: "claude",
    extract: (items, score) =>
      extractClaimsWithClaude(items, score, {
        client: options.client,
        apiKey,
        baseURL: env.ANTHROPIC_BASE_URL || undefined,
        model: env.BARLINE_CLAUDE_MODEL || undefined,
        cache,
      }),
  });
}
