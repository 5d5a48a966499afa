// verify_claim: whether a sentence (or a claim given field by field) is true of a saved version — the
// claims Barline reads in it, each supported, contradicted or unverifiable with its evidence lines
// and, where the sentence was not read whole, the certainty reason: the verdict the dashboard gives.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { KINDS, PROPERTIES, type ExtractedClaim } from "../../claims/claim.ts";
import { verdict } from "../../contracts/verdict.ts";
import { chooseExtractor } from "../../claims/extract.ts";
import { verifyClaim, type VersionRef } from "../../claims/verify.ts";
import { scoreContext } from "../../conversation-context/score-context.ts";
import { diffScores } from "../../score-history/diff.ts";
import { answered } from "../answer.ts";
import { partInput, staffInput } from "../bars.ts";
import { scoreInput, versionInput } from "../inputs.ts";
import type { LoadedVersion, ScoreLibrary } from "../score-source.ts";
import { ToolError } from "../tool-error.ts";

/** A sentence is one claim or a few; a paragraph is asked sentence by sentence. */
const SENTENCE_CHARS = 2000;

const claimInput = z
  .object({
    kind: z.enum(KINDS).describe("state: what the score has; edit: what a change did; count; no-change"),
    property: z.enum(PROPERTIES),
    bars: z
      .object({ from: z.number().int().min(0), to: z.number().int().min(0) })
      .optional()
      .describe("Printed bar numbers; the whole piece when absent"),
    part: partInput.optional(),
    staff: staffInput.optional(),
    value: z
      .string()
      .max(200)
      .nullable()
      .optional()
      .describe(
        '"bass" (clef), "D major" (key), "3/4" (time), "C4 E4 G4" (notes), "added"/"removed", "15" (bars)',
      ),
  })
  .describe("A claim given field by field, instead of a sentence");

const claimOutput = z.object({
  text: z.string(),
  kind: z.string(),
  subject: z.object({
    part: z.string().nullable(),
    staff: z.number().nullable(),
    bars: z.object({ from: z.number(), to: z.number() }).nullable(),
    property: z.string(),
  }),
  value: z.string().nullable(),
  verdict,
  evidence: z.array(z.string()),
  uncertain: z.string().nullable().describe("Why the sentence was not read with certainty, if it was not"),
  checkedVersion: z.number().nullable(),
  baseVersion: z.number().nullable(),
});

const ref = (v: LoadedVersion | null): VersionRef | null =>
  v ? { version: v.version, score: v.score, index: v.index } : null;

export function registerVerifyClaim(server: McpServer, library: ScoreLibrary): void {
  server.registerTool(
    "verify_claim",
    {
      title: "Verify a claim",
      description:
        "Before you tell the person what the score has or what an edit did, check the sentence against a saved " +
        "version: each claim in it comes back supported, contradicted or unverifiable, with the evidence from " +
        "the score's reading and, for a sentence Barline could not read whole, why. Edit claims ('bar 10 is now " +
        "in bass clef') are checked against the change since the version before (or `since`).",
      inputSchema: {
        score: scoreInput,
        version: versionInput.optional().describe('The version the sentence speaks of; "latest" when absent'),
        sentence: z
          .string()
          .min(1)
          .max(SENTENCE_CHARS)
          .optional()
          .describe("The sentence as you would say it"),
        claim: claimInput.optional(),
        since: versionInput
          .optional()
          .describe("For edit claims: the version before the edit; the version before `version` when absent"),
      },
      outputSchema: { score: z.string(), version: z.number(), claims: z.array(claimOutput) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answered(async ({ score: scoreId, version, sentence, claim, since }) => {
      if ((sentence === undefined) === (claim === undefined))
        throw new ToolError("Give either a sentence or a claim, not both and not neither.");
      const current = await library.version(scoreId, version ?? "latest");
      const base =
        since !== undefined ? await library.version(scoreId, since) : await library.previous(current);
      const found = sentence !== undefined ? await claimsIn(sentence, current) : [structured(claim!)];
      const diff = base ? diffScores(base.score, current.score) : null;
      const claims = found.map((c) => {
        const v = verifyClaim({ claim: c, current: ref(current), base: ref(base), diff });
        return {
          text: c.text,
          kind: c.kind,
          subject: v.subject,
          value: c.value,
          verdict: v.verdict,
          evidence: v.evidence,
          uncertain: c.uncertain ?? null,
          checkedVersion: v.checkedVersion,
          baseVersion: v.baseVersion,
        };
      });
      const head = `Score "${scoreId}", version ${current.version}:`;
      const text = claims.length
        ? [
            head,
            ...claims.flatMap((c) => [`${c.verdict}: ${c.text}`, ...c.evidence.map((e) => `  ${e}`)]),
          ].join("\n")
        : `${head}\nunverifiable: Barline reads no claim about the score in this sentence`;
      return { text, structured: { score: scoreId, version: current.version, claims } };
    }),
  );
}

async function claimsIn(sentence: string, v: LoadedVersion): Promise<ExtractedClaim[]> {
  const key = "sentence";
  const found = await chooseExtractor().extract(
    [{ key, text: sentence, source: "assistant" }],
    scoreContext(v.score),
  );
  return found.get(key) ?? [];
}

function structured(c: z.infer<typeof claimInput>): ExtractedClaim {
  const bars = c.bars ?? null;
  const subject = { part: c.part ?? null, staff: c.staff ?? null, bars, property: c.property };
  const where = bars
    ? bars.from === bars.to
      ? `bar ${bars.from}`
      : `bars ${bars.from}-${bars.to}`
    : "the piece";
  const staff = c.staff !== undefined ? ` staff ${c.staff}` : "";
  const part = c.part !== undefined ? ` ${c.part}` : "";
  return {
    kind: c.kind,
    subject,
    value: c.value ?? null,
    text: `${c.kind}: ${where}${part}${staff} ${c.property} ${c.value ?? ""}`.trim(),
  };
}
