// The server driven through the SDK's own client, over stdio (the `barline mcp` process, as a client
// such as Claude Code starts it) and streamable HTTP, on a bundle of the clef incident's shape
// (test/fixtures/analysis/incident-variants, score "bagatelle": the left hand in treble clef in bars
// 9-11, the change to treble printed at the end of bar 8 before a system break, version 2 a re-save
// of the same music, D minor from bar 13 with its signature printed at the end of bar 12); and once
// on the database, both providers.
import assert from "node:assert/strict";
import { request, type Server } from "node:http";
import { after, before, describe, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { readFileSync } from "node:fs";
import { ingestBundle } from "../db/bundles/ingest-bundle.ts";
import { storedScores } from "../db/scores/version-files.ts";
import { testBothDatabases } from "../../test/support/databases.ts";
import { repoRoot } from "../../test/fixtures/score/paths.ts";
import { bundleScores } from "./bundle-scores.ts";
import { serveMcpHttp, MCP_PATH } from "./http.ts";
import { ScoreLibrary } from "./score-source.ts";
import { barlineMcpServer } from "./server.ts";

const BUNDLE = "test/fixtures/analysis/incident-variants";

function text(r: CallToolResult): string {
  return r.content
    .filter((c) => c.type === "text")
    .map((c) => c.text)
    .join("\n");
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** Every tool on the incident's shape, and errors the model can put right; the same on each transport. */
function toolChecks(connect: () => Promise<Client>) {
  let client: Client;
  before(async () => (client = await connect()));
  after(() => client.close());

  test("lists the five tools, read-only, with input schemas and read_bars' output schema", async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      "check_edit",
      "diff_versions",
      "read_bars",
      "render_bars",
      "verify_claim",
    ]);
    for (const t of tools) assert.equal(t.annotations?.readOnlyHint, true, t.name);
    const read = tools.find((t) => t.name === "read_bars")!;
    assert.deepEqual(read.inputSchema.required, ["score"]);
    assert.ok(read.outputSchema?.properties?.bars);
    assert.equal(client.getServerVersion()?.name, "barline");
  });

  test("read_bars: the treble clef from bar 9, the courtesy clef at the end of bar 8 named for bar 9, the key from 13", async () => {
    const r = await call(client, "read_bars", { score: "bagatelle", version: 1, bars: "8-13", staff: 2 });
    assert.equal(r.isError, undefined);
    const lines = text(r).split("\n");
    assert.ok(lines.includes("bar 8 · staff 2: bass clef; key G major; 4/4; D3 D2"), text(r));
    assert.ok(lines.includes("bar 8 · staff 2: ends with a courtesy treble clef for bar 9"));
    assert.ok(lines.includes("bar 9 · staff 2: treble clef from here; key G major; 4/4; B3 D4"));
    assert.ok(lines.includes("bar 13 · staff 2: bass clef; key D minor from here; 4/4; D3 A2"));
    const bars = (r.structuredContent as { bars: Record<string, unknown>[] }).bars;
    assert.deepEqual(
      bars.map((b) => [b.bar, b.clef, b.changesHere, b.courtesy]),
      [
        ["8", "bass", [], "bar 8 · staff 2: ends with a courtesy treble clef for bar 9"],
        ["9", "treble", ["clef"], null],
        ["10", "treble", [], null],
        ["11", "treble", [], "bar 11 · staff 2: ends with a courtesy bass clef for bar 12"],
        ["12", "bass", ["clef"], null],
        ["13", "bass", ["key"], null],
      ],
    );
    assert.equal(bars[5]!.key, "D minor");
  });

  test("diff_versions: the re-save is no change; the fix is the clef line", async () => {
    const same = await call(client, "diff_versions", { score: "bagatelle", from: 1, to: 2 });
    assert.match(text(same), /no change: the same music as version 1$/);
    assert.deepEqual((same.structuredContent as { changes: unknown[] }).changes, []);
    const fix = await call(client, "diff_versions", { score: "bagatelle", from: 2, to: 3 });
    assert.match(text(fix), /^bars 9-11: lower staff clef treble -> bass$/m);
  });

  test("check_edit: the no-op edit is an error result; the file of the real fix gets its receipt", async () => {
    const noop = await call(client, "check_edit", { score: "bagatelle", from: 1, to: 2 });
    assert.equal(noop.isError, true);
    assert.match(text(noop), /^Nothing changed: this edit leaves the score as it was/);
    const file = readFileSync(`${repoRoot}/${BUNDLE}/scores/bagatelle/v3.musicxml`, "utf8");
    const fix = await call(client, "check_edit", { score: "bagatelle", file, base: 2 });
    assert.equal(fix.isError, undefined);
    assert.equal(
      text(fix),
      "Against version 2, the edited file writes:\nbars 9-11: lower staff clef treble -> bass",
    );
    const latest = readFileSync(`${repoRoot}/${BUNDLE}/scores/bagatelle/v4.musicxml`, "utf8");
    const unchanged = await call(client, "check_edit", { score: "bagatelle", file: latest });
    assert.equal(unchanged.isError, true, "v4's own file against the latest version, v4");
    assert.match(text(unchanged), /\(the edited file holds the same music as version 4\)\.$/);
  });

  test("verify_claim: the courtesy clef misread, the no-op edit claimed, a claim given by fields", async () => {
    const misread = await call(client, "verify_claim", {
      score: "bagatelle",
      version: 1,
      sentence: "Bar 8 of the left hand is in treble clef.",
    });
    assert.match(text(misread), /^contradicted: Bar 8 of the left hand is in treble clef\.$/m);
    assert.match(text(misread), /bar 8 · staff 2: bass clef/);
    const noop = await call(client, "verify_claim", {
      score: "bagatelle",
      version: 2,
      sentence: "I've switched the left hand of bar 9 to the bass clef.",
    });
    const [claim] = (noop.structuredContent as { claims: Record<string, unknown>[] }).claims;
    assert.equal(claim!.verdict, "contradicted");
    assert.equal(claim!.baseVersion, 1);
    assert.ok((claim!.evidence as string[]).includes("version 2 has the same music as version 1"));
    const key = await call(client, "verify_claim", {
      score: "bagatelle",
      version: 1,
      claim: { kind: "state", property: "key", bars: { from: 12, to: 12 }, value: "D minor" },
    });
    assert.match(
      text(key),
      /^contradicted: /m,
      "bar 12 is still G major: the signature at its end is for bar 13",
    );
    const unsure = await call(client, "verify_claim", {
      score: "bagatelle",
      version: 1,
      sentence: "The left hand of bar 9 is mostly in treble clef.",
    });
    const u = (unsure.structuredContent as { claims: { verdict: string; uncertain: string | null }[] })
      .claims;
    assert.ok(u.length > 0 && u.every((c) => c.verdict === "unverifiable" && c.uncertain), JSON.stringify(u));
    assert.match(text(unsure), /^ {2}not read with certainty: did not read 'mostly'$/m);
  });

  test("render_bars: a PNG with the reading of the same bars beside it", async () => {
    const r = await call(client, "render_bars", { score: "bagatelle", version: 1, bars: "8-9", staff: 2 });
    const image = r.content.find((c) => c.type === "image");
    assert.ok(image && image.type === "image" && image.mimeType === "image/png");
    assert.deepEqual(
      [...Buffer.from(image.data, "base64").subarray(1, 4)].map((b) => String.fromCharCode(b)),
      ["P", "N", "G"],
    );
    assert.match(text(r), /^bar 8 · staff 2: ends with a courtesy treble clef for bar 9$/m);
    assert.match(text(r), /^bar 9 · staff 2: treble clef from here/m);
  });

  test("what the score does not have is an error result saying what it has", async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        "read_bars",
        { score: "nocturne" },
        /^There is no score "nocturne"; the scores are "bagatelle", "valse"\.$/,
      ],
      [
        "read_bars",
        { score: "bagatelle", bars: "40" },
        /^The score has no bar 40; its bars run from 1 to 16\.$/,
      ],
      [
        "read_bars",
        { score: "bagatelle", version: 9 },
        /^Score "bagatelle" has no version 9; its versions are 1–4\.$/,
      ],
      [
        "read_bars",
        { score: "bagatelle", part: "P2" },
        /^The score has no part P2; its parts are P1 \(Piano\)\.$/,
      ],
      ["read_bars", { score: "bagatelle", staff: 3 }, /^No part of the score has a staff 3/],
      ["render_bars", { score: "bagatelle", bars: "1-16" }, /^Ask for at most 8 bars at a time/],
      ["read_bars", { score: "bagatelle", bars: "ten" }, /Input validation error/],
      ["check_edit", { score: "bagatelle", from: 1 }, /^Give either the file/],
      [
        "check_edit",
        { score: "bagatelle", file: "<score-partwise>" },
        /^The file given cannot be read as a score/,
      ],
    ];
    for (const [name, args, message] of cases) {
      const r = await call(client, name, args);
      assert.equal(r.isError, true, `${name} ${JSON.stringify(args)}`);
      assert.match(text(r), message);
    }
  });
}

describe("over stdio (the barline mcp process)", () => {
  toolChecks(async () => {
    const client = new Client({ name: "barline-test", version: "1" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ["--import", "tsx", "scripts/barline.ts", "mcp", BUNDLE],
        cwd: repoRoot,
        stderr: "ignore",
      }),
    );
    return client;
  });
});

describe("over streamable HTTP", () => {
  let http: Server;
  after(() => http.close());
  toolChecks(async () => {
    http = await serveMcpHttp(new ScoreLibrary(await bundleScores(`${repoRoot}/${BUNDLE}`)), "127.0.0.1", 0);
    const { port } = http.address() as { port: number };
    const client = new Client({ name: "barline-test", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_PATH}`)));
    return client;
  });

  test("answers only a loopback Host, and only POST", async () => {
    const { port } = http.address() as { port: number };
    const url = `http://127.0.0.1:${port}${MCP_PATH}`;
    // fetch keeps the Host of its URL: a page reaching the port through another name sends its own.
    const foreign = await new Promise<number>((resolve, reject) =>
      request(url, { method: "POST", headers: { host: `rebound.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
        .on("error", reject)
        .end("{}"),
    );
    assert.equal(foreign, 403);
    assert.equal((await fetch(url)).status, 405);
  });
});

testBothDatabases("on the database: the stored versions read and checked", async (db) => {
  await ingestBundle(db, `${repoRoot}/${BUNDLE}`, { queue: false });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await barlineMcpServer(new ScoreLibrary(storedScores(db))).connect(a);
  const client = new Client({ name: "barline-test", version: "1" });
  await client.connect(b);
  try {
    const read = await call(client, "read_bars", { score: "bagatelle", version: 1, bars: "9", staff: 2 });
    assert.equal(
      text(read),
      'Score "bagatelle", version 1:\nbar 9 · staff 2: treble clef from here; key G major; 4/4; B3 D4',
    );
    const noop = await call(client, "check_edit", { score: "bagatelle", from: 1, to: 2 });
    assert.equal(noop.isError, true);
    const missing = await call(client, "diff_versions", { score: "minuet", from: 1 });
    assert.match(text(missing), /^There is no score "minuet"; the scores are "bagatelle", "valse"\.$/);
  } finally {
    await client.close();
  }
});
