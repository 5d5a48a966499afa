import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import Ajv2020 from "ajv/dist/2020.js";
import { ANSWER_FORMAT, createClaimCache, extractClaimsWithClaude } from "./extract-claude.ts";
import { chooseExtractor } from "./extract.ts";
import { extractClaims } from "./rules/extract-claims.ts";
import type { ScoreContext } from "./subject/score-context.ts";
import type { ExtractItem } from "./extraction.ts";

const score: ScoreContext = {
  firstBar: 1,
  lastBar: 16,
  barCount: 16,
  parts: [{ id: "P1", name: "Piano", staves: 2 }],
};

// Answers as a model would give them, keyed by the message text; anything else has no claims.
const ANSWERS: Record<string, (text: string) => unknown[] | "omit"> = {
  "Bar 10's left hand is now in bass clef.": (text) => [
    {
      kind: "edit",
      subject: { part: null, staff: 2, bars: { from: 10, to: 10 }, property: "clef" },
      value: "bass clef",
      text,
    },
  ],
  "There are 15 bars.": (text) => [
    {
      kind: "count",
      subject: { part: null, staff: null, bars: null, property: "bar-count" },
      value: "15",
      text,
    },
  ],
  "It ends in D major.": (text) => [
    {
      kind: "state",
      subject: { part: null, staff: null, bars: { from: 16, to: 16 }, property: "key" },
      value: "D major",
      text,
    },
  ],
  // Invalid: a property the schema does not have.
  "The left hand of bar 9 is in treble clef.": (text) => [
    {
      kind: "state",
      subject: { part: null, staff: 2, bars: { from: 9, to: 9 }, property: "colour" },
      value: "treble",
      text,
    },
  ],
  // Invalid: a sentence the message does not hold.
  "Staff 2: bass clef.": () => [
    {
      kind: "state",
      subject: { part: null, staff: 2, bars: null, property: "clef" },
      value: "bass",
      text: "Staff 2 is in alto clef.",
    },
  ],
  "Bar 4 is in 3/4.": () => "omit",
};

interface Stand {
  server: Server;
  baseURL: string;
  requests: { keys: string[]; auth: string | undefined; version: string | undefined; format: unknown }[];
  failWith?: number;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A stand-in for the Messages API that answers for exactly the keys it was sent. */
async function startStand(): Promise<Stand> {
  const stand = { requests: [] } as unknown as Stand;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await body(req);
    if (req.method !== "POST" || req.url !== "/v1/messages") {
      res.writeHead(404).end();
      return;
    }
    if (stand.failWith) {
      res.writeHead(stand.failWith, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: "overloaded" } }));
      return;
    }
    const request = JSON.parse(raw) as {
      model: string;
      messages: { content: string }[];
      output_config?: { format?: unknown };
    };
    const items = (JSON.parse(request.messages[0]!.content) as { messages: ExtractItem[] }).messages;
    stand.requests.push({
      keys: items.map((i) => i.key),
      auth: req.headers.authorization,
      version: req.headers["anthropic-version"] as string | undefined,
      format: request.output_config?.format,
    });
    const results = items.flatMap((item) => {
      const answer = ANSWERS[item.text]?.(item.text) ?? [];
      return answer === "omit" ? [] : [{ key: item.key, claims: answer }];
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `msg_${stand.requests.length}`,
        type: "message",
        role: "assistant",
        model: request.model,
        content: [{ type: "text", text: JSON.stringify({ results }) }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 50 },
      }),
    );
  };
  stand.server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => stand.server.listen(0, "127.0.0.1", resolve));
  stand.baseURL = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
  return stand;
}

const items: ExtractItem[] = [
  { key: "m1", text: "Bar 10's left hand is now in bass clef.", source: "assistant" },
  { key: "m2", text: "There are 15 bars.", source: "assistant" },
  { key: "m3", text: "Shall I change bar 4?", source: "assistant" },
  { key: "m4", text: "The left hand of bar 9 is in treble clef.", source: "assistant" },
  { key: "r1", text: "Staff 2: bass clef.", source: "read" },
  { key: "m5", text: "Bar 4 is in 3/4.", source: "assistant" },
  { key: "m6", text: "It ends in D major.", source: "assistant" },
];

const client = (stand: Stand) => new Anthropic({ apiKey: "test-key", baseURL: stand.baseURL, maxRetries: 0 });

test("batches keyed messages, normalises values and falls back per item", async (t) => {
  const stand = await startStand();
  t.after(() => stand.server.close());
  const cache = createClaimCache();
  const found = await extractClaimsWithClaude(items, score, { client: client(stand), cache, batchSize: 3 });

  assert.deepEqual(
    stand.requests.map((r) => r.keys),
    [["m1", "m2", "m3"], ["m4", "r1", "m5"], ["m6"]],
  );
  assert.ok(stand.requests.every((r) => r.auth === "Bearer test-key" && r.version));
  // The answer's JSON schema, as derived from the zod schema that checks the answer.
  for (const r of stand.requests)
    assert.deepEqual(r.format, { type: "json_schema", schema: ANSWER_FORMAT.schema });
  assert.deepEqual([...found.keys()].sort(), items.map((i) => i.key).sort());

  assert.deepEqual(found.get("m1"), [
    {
      kind: "edit",
      subject: { part: null, staff: 2, bars: { from: 10, to: 10 }, property: "clef" },
      value: "bass",
      text: items[0]!.text,
    },
  ]);
  assert.equal(found.get("m2")?.[0]?.value, "15");
  assert.deepEqual(found.get("m3"), []);
  assert.deepEqual(found.get("m6")?.[0]?.subject.bars, { from: 16, to: 16 });

  // m4 (unknown property), r1 (sentence not in the message) and m5 (no entry) come from the rules.
  for (const key of ["m4", "r1", "m5"]) {
    const item = items.find((i) => i.key === key)!;
    assert.deepEqual(found.get(key), extractClaims(item.text, item.source, score), key);
  }
  assert.equal(found.warnings.length, 3);
  assert.match(found.warnings.find((w) => w.startsWith("m4:")) ?? "", /invalid answer/);
  assert.match(found.warnings.find((w) => w.startsWith("r1:")) ?? "", /not in the message/);
  assert.match(found.warnings.find((w) => w.startsWith("m5:")) ?? "", /no entry/);

  // Second call: valid answers come from the cache; only the fallen-back items are asked again.
  const again = await extractClaimsWithClaude(items, score, { client: client(stand), cache, batchSize: 10 });
  assert.equal(stand.requests.length, 4);
  assert.deepEqual(stand.requests[3]?.keys, ["m4", "r1", "m5"]);
  assert.deepEqual(again.get("m1"), found.get("m1"));
});

test("a directory cache answers a new process without a request", async (t) => {
  const stand = await startStand();
  const dir = mkdtempSync(join(tmpdir(), "barline-claims-"));
  t.after(() => {
    stand.server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const cached = items.filter((i) => ["m1", "m2", "m3"].includes(i.key));
  await extractClaimsWithClaude(cached, score, { client: client(stand), cache: createClaimCache(dir) });
  assert.equal(stand.requests.length, 1);
  assert.equal(readdirSync(dir).length, 3);
  const fresh = await extractClaimsWithClaude(cached, score, {
    client: client(stand),
    cache: createClaimCache(dir),
  });
  assert.equal(stand.requests.length, 1);
  assert.equal(fresh.get("m1")?.[0]?.value, "bass");
  // Another score context is another question: asked again.
  await extractClaimsWithClaude(
    cached,
    { ...score, lastBar: 20, barCount: 20 },
    { client: client(stand), cache: createClaimCache(dir) },
  );
  assert.equal(stand.requests.length, 2);
});

test("a failed request falls back to the rules for its whole batch", async (t) => {
  const stand = await startStand();
  t.after(() => stand.server.close());
  stand.failWith = 529;
  const found = await extractClaimsWithClaude(items.slice(0, 2), score, { client: client(stand) });
  assert.deepEqual(found.get("m1"), extractClaims(items[0]!.text, "assistant", score));
  assert.equal(found.warnings.length, 2);
  assert.match(found.warnings[0] ?? "", /request failed/);
});

test("chooseExtractor: rules by default, Claude by option or env, rules without a key", async (t) => {
  const stand = await startStand();
  t.after(() => stand.server.close());
  assert.equal(chooseExtractor({ env: {} }).name, "rules");
  const noKey = chooseExtractor({ env: { BARLINE_EXTRACTOR: "claude" } });
  assert.equal(noKey.name, "rules");
  const viaRules = await noKey.extract(items.slice(1, 2), score);
  assert.equal(viaRules.get("m2")?.[0]?.value, "15");
  assert.match(viaRules.warnings[0] ?? "", /ANTHROPIC_API_KEY/);

  const claude = chooseExtractor({
    env: { BARLINE_EXTRACTOR: "claude", ANTHROPIC_API_KEY: "env-key", ANTHROPIC_BASE_URL: stand.baseURL },
  });
  assert.equal(claude.name, "claude");
  const found = await claude.extract(items.slice(0, 1), score);
  assert.equal(found.get("m1")?.[0]?.value, "bass");
  assert.equal(stand.requests[0]?.auth, "Bearer env-key");
  assert.equal(chooseExtractor({ extractor: "rules", env: { BARLINE_EXTRACTOR: "claude" } }).name, "rules");
});

test("the answer's JSON schema, derived from its zod twin, takes the answers zod takes and refuses their shape's breaks", () => {
  const fits = new Ajv2020({ allErrors: true }).compile(ANSWER_FORMAT.schema);
  const claim = {
    kind: "state",
    subject: { part: "P1", staff: 2, bars: { from: 3, to: 4 }, property: "clef" },
    value: "bass",
    text: "Bars 3-4 of the left hand are in bass clef.",
  };
  assert.equal(
    fits({
      results: [
        { key: "m1", claims: [claim] },
        { key: "m2", claims: [] },
      ],
    }),
    true,
  );
  const broken = [
    { results: [{ key: "m1", claims: [{ ...claim, kind: "guess" }] }] },
    { results: [{ key: "m1", claims: [{ ...claim, subject: { ...claim.subject, property: "colour" } }] }] },
    { results: [{ key: "m1", claims: [{ ...claim, subject: { ...claim.subject, bars: { from: 3 } } }] }] },
    { results: [{ key: "m1", claims: [{ ...claim, extra: true }] }] },
    { results: [{ claims: [] }] },
    {},
  ];
  for (const answer of broken) assert.equal(fits(answer), false, JSON.stringify(answer));
});
