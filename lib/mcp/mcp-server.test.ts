// The server driven through the SDK's own client, over stdio (the `barline mcp` process, as a client
// such as Claude Code starts it) and streamable HTTP, on a bundle of the clef incident's shape
// (test/fixtures/analysis/incident-variants, score "bagatelle": the left hand in treble clef in bars
// 9-11, the change to treble printed at the end of bar 8 before a system break, version 2 a re-save
// of the same music, D minor from bar 13 with its signature printed at the end of bar 12); again with
// --allow-save on a copy of it (save_version); and on the database, both providers.
import assert from "node:assert/strict";
import { request, type Server } from "node:http";
import { after, before, describe, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readBundleSources } from "../bundle/read-bundle.ts";
import { ingestBundle } from "../jobs/ingest-bundle.ts";
import { storedScores } from "../db/scores/version-files.ts";
import { barline } from "../../test/support/barline.ts";
import { testBothDatabases } from "../../test/support/databases.ts";
import { zipFolder } from "../../test/support/zip-folder.ts";
import { repoRoot } from "../../test/fixtures/score/paths.ts";
import { bundleScores } from "./bundle-scores.ts";
import { serveMcpHttp, MCP_PATH } from "./http.ts";
import { ScoreLibrary, type ScoreSource } from "./score-source.ts";
import { barlineMcpServer } from "./server.ts";

const BUNDLE = "test/fixtures/analysis/incident-variants";
const QUARTET = "test/fixtures/analysis/quartet-bundle";

function text(r: CallToolResult): string {
  return r.content
    .filter((c) => c.type === "text")
    .map((c) => c.text)
    .join("\n");
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The pixel size of a result's PNG (its IHDR). */
function pngSize(r: CallToolResult): { width: number; height: number } {
  const image = r.content.find((c) => c.type === "image");
  assert.ok(image && image.type === "image" && image.mimeType === "image/png");
  const png = Buffer.from(image.data, "base64");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An in-process client of a server over `library`. */
async function memoryClient(library: ScoreLibrary): Promise<Client> {
  const [a, b] = InMemoryTransport.createLinkedPair();
  await barlineMcpServer(library).connect(a);
  const client = new Client({ name: "barline-test", version: "1" });
  await client.connect(b);
  return client;
}

const V4 = readFileSync(`${repoRoot}/${BUNDLE}/scores/bagatelle/v4.musicxml`, "utf8");
/** The left hand's last note in bar 16, a D3 in version 4, changed to `step`3. */
function lastNote(step: string): string {
  const edited = V4.replace(
    /<step>D<\/step><octave>3<\/octave>(<\/pitch><duration>2<\/duration><voice>5<\/voice><type>half<\/type><staff>2<\/staff><\/note>\s*<barline)/,
    `<step>${step}</step><octave>3</octave>$1`,
  );
  assert.notEqual(edited, V4);
  return edited;
}

/** Every tool on the incident's shape, and errors the model can put right; the same on each transport. */
function toolChecks(connect: () => Promise<Client>) {
  let client: Client;
  before(async () => (client = await connect()));
  after(() => client.close());

  test("lists the five tools, read-only (no save_version without --allow-save), with their schemas", async () => {
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

  test("by part: read_bars takes the part's name; render_bars engraves only the staff asked for", async () => {
    const byName = await call(client, "read_bars", {
      score: "bagatelle",
      version: 1,
      bars: "9",
      part: "piano",
      staff: 2,
    });
    assert.equal(
      text(byName),
      'Score "bagatelle", version 1:\nbar 9 · staff 2: treble clef from here; key G major; 4/4; B3 D4',
    );
    const whole = await call(client, "render_bars", { score: "bagatelle", version: 1, bars: "8-9" });
    const lower = await call(client, "render_bars", {
      score: "bagatelle",
      version: 1,
      bars: "8-9",
      part: "Piano",
      staff: 2,
    });
    assert.equal((whole.structuredContent as { engraved: string }).engraved, "every part");
    assert.equal((lower.structuredContent as { engraved: string }).engraved, "staff 2 of part P1 (Piano)");
    assert.match(text(lower), /^Score "bagatelle", version 1, bars 8-9, staff 2 of part P1 \(Piano\)/);
    assert.doesNotMatch(text(lower), /staff 1/);
    // Both drawn 1200 pixels wide: one staff is a shorter picture than two.
    assert.ok(
      pngSize(lower).height < 0.8 * pngSize(whole).height,
      JSON.stringify([pngSize(lower), pngSize(whole)]),
    );
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
      [
        "render_bars",
        { score: "bagatelle", bars: "9", part: "Flute" },
        /^The score has no part Flute; its parts are P1 \(Piano\)\.$/,
      ],
      [
        "render_bars",
        { score: "bagatelle", bars: "9", part: "Piano", staff: 3 },
        /^Part P1 \(Piano\) has 2 staves/,
      ],
      ["save_version", { score: "bagatelle", file: V4, base: 4 }, /Tool save_version not found/],
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

/** save_version on a copy of the bundle (`folder()`, fresh for each transport): refused for a
 * no-op and a stale base, saving nothing; done, then read back; two saves at once, one refused. */
function saveChecks(connect: () => Promise<Client>, folder: () => string) {
  let client: Client;
  before(async () => (client = await connect()));
  after(() => client.close());
  const history = () =>
    (
      JSON.parse(readFileSync(join(folder(), "scores/bagatelle/history.json"), "utf8")) as {
        versions: { version: number; file: string; savedAt: string }[];
      }
    ).versions;

  test("lists save_version beside the five, not read-only", async () => {
    const { tools } = await client.listTools();
    const save = tools.find((t) => t.name === "save_version");
    assert.equal(tools.length, 6);
    assert.equal(save?.annotations?.readOnlyHint, false);
    assert.deepEqual(save?.inputSchema.required?.sort(), ["base", "file", "score"]);
  });

  test("save_version refuses an edit that changes nothing, and one made on a version saved over", async () => {
    const noop = await call(client, "save_version", { score: "bagatelle", file: V4, base: 4 });
    assert.equal(noop.isError, true);
    assert.equal(
      text(noop),
      "Nothing changed: this edit leaves the score as it was (version 4). Nothing was saved.",
    );
    const stale = await call(client, "save_version", { score: "bagatelle", file: lastNote("F"), base: 3 });
    assert.equal(stale.isError, true);
    assert.match(text(stale), /^Version 3 is not the latest: version 4 was saved since/);
    const none = await call(client, "save_version", { score: "bagatelle", file: lastNote("F"), base: 9 });
    assert.match(text(none), /^Score "bagatelle" has no version 9; its versions are 1–4, the latest 4\.$/);
    const unsized = await call(client, "save_version", { score: "bagatelle", file: "", base: 4 });
    assert.match(text(unsized), /Input validation error/);
    assert.deepEqual(
      history().map((v) => v.version),
      [1, 2, 3, 4],
    );
    assert.equal(existsSync(join(folder(), "scores/bagatelle/v5.musicxml")), false);
  });

  test("save_version saves the edit as version 5 with its receipt; read_bars and diff_versions read it", async () => {
    const saved = await call(client, "save_version", { score: "bagatelle", file: lastNote("F"), base: 4 });
    assert.equal(saved.isError, undefined, text(saved));
    assert.equal(
      text(saved),
      'Saved as version 5 of "bagatelle". Against version 4, it writes:\nbar 16: lower staff notes D2 D3 -> D2 F3',
    );
    assert.equal((saved.structuredContent as { file: string }).file, "scores/bagatelle/v5.musicxml");
    const read = await call(client, "read_bars", { score: "bagatelle", bars: "16", staff: 2 });
    assert.equal(
      text(read),
      'Score "bagatelle", version 5:\nbar 16 · staff 2: bass clef; key D minor; 4/4; D2 F3',
    );
    const diff = await call(client, "diff_versions", { score: "bagatelle", from: 4, to: 5 });
    assert.match(text(diff), /^bar 16: lower staff notes D2 D3 -> D2 F3$/m);
    // In the folder as a bundle has it: the file, its entry last, nothing half-written left.
    const { savedAt, ...entry } = history().at(-1)!;
    assert.deepEqual(entry, { version: 5, file: "v5.musicxml" });
    assert.ok(Date.now() - Date.parse(savedAt) < 10 * 60_000, savedAt);
    assert.match(
      readFileSync(join(folder(), "scores/bagatelle/v5.musicxml"), "utf8"),
      /<step>F<\/step><octave>3/,
    );
    assert.deepEqual(
      readdirSync(join(folder(), "scores/bagatelle")).filter((f) => f.startsWith(".")),
      [],
    );
    const reread = await readBundleSources(folder());
    assert.deepEqual(reread.problems, []);
    assert.equal(reread.histories.find((h) => h.scoreId === "bagatelle")?.versions.length, 5);
    const again = await call(client, "save_version", { score: "bagatelle", file: lastNote("A"), base: 4 });
    assert.match(text(again), /^Version 4 is not the latest: version 5 was saved since/);
  });

  test("two saves on the same version at once: one is saved, the other refused", async () => {
    const [a, b] = await Promise.all(
      ["A", "G"].map((step) =>
        call(client, "save_version", { score: "bagatelle", file: lastNote(step), base: 5 }),
      ),
    );
    assert.deepEqual([a!.isError, b!.isError].sort(), [true, undefined]);
    assert.match(text(a!.isError ? a! : b!), /^Version 5 is not the latest: version 6 was saved since/);
    assert.deepEqual(
      history().map((v) => v.version),
      [1, 2, 3, 4, 5, 6],
    );
  });
}

/** A copy of the bundle to save into, removed after the suite. */
function bundleCopy(): () => string {
  let dir = "";
  before(() => {
    dir = mkdtempSync(join(tmpdir(), "barline-mcp-save-"));
    cpSync(`${repoRoot}/${BUNDLE}`, dir, { recursive: true });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
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

describe("with --allow-save, over stdio", () => {
  const folder = bundleCopy();
  saveChecks(async () => {
    const client = new Client({ name: "barline-test", version: "1" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ["--import", "tsx", "scripts/barline.ts", "mcp", folder(), "--allow-save"],
        cwd: repoRoot,
        stderr: "ignore",
      }),
    );
    return client;
  }, folder);
});

describe("with --allow-save, over streamable HTTP", () => {
  const folder = bundleCopy();
  let http: Server;
  after(() => http.close());
  saveChecks(async () => {
    const library = new ScoreLibrary(await bundleScores(folder()), { allowSave: true });
    http = await serveMcpHttp(library, "127.0.0.1", 0);
    const { port } = http.address() as { port: number };
    const client = new Client({ name: "barline-test", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_PATH}`)));
    return client;
  }, folder);
});

test("two servers saving into one folder: the second is told of the first's version and reads it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-mcp-two-"));
  cpSync(`${repoRoot}/${BUNDLE}`, dir, { recursive: true });
  const [one, two] = await Promise.all(
    [0, 1].map(async () => memoryClient(new ScoreLibrary(await bundleScores(dir), { allowSave: true }))),
  );
  try {
    const saved = await call(one!, "save_version", { score: "bagatelle", file: lastNote("F"), base: 4 });
    assert.equal(saved.isError, undefined, text(saved));
    const stale = await call(two!, "save_version", { score: "bagatelle", file: lastNote("A"), base: 4 });
    assert.match(text(stale), /^Version 4 is not the latest: version 5 was saved since/);
    const read = await call(two!, "read_bars", { score: "bagatelle", bars: "16", staff: 2 });
    assert.match(text(read), /^Score "bagatelle", version 5:\n.*D2 F3$/);
    // A save that finds the folder locked (by a save under way, or one killed) saves nothing.
    writeFileSync(join(dir, "scores/bagatelle/.save.lock"), "");
    const locked = await call(two!, "save_version", { score: "bagatelle", file: lastNote("A"), base: 5 });
    assert.equal(locked.isError, true);
    assert.match(
      text(locked),
      /^Version 6 of "bagatelle" could not be saved: another save into .* is under way/,
    );
    assert.equal(existsSync(join(dir, "scores/bagatelle/v6.musicxml")), false);
  } finally {
    await Promise.all([one!.close(), two!.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("--allow-save on a .zip is a usage error: a zip is not saved into", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-mcp-zip-"));
  try {
    const zip = join(dir, "bundle.zip");
    writeFileSync(zip, zipFolder(`${repoRoot}/${BUNDLE}`));
    const r = await barline("mcp", zip, "--allow-save");
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--allow-save needs a bundle folder or the database: .*bundle\.zip is a \.zip/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("by part in a score of four parts: one part engraved by its name; a staff needs its part", async () => {
  const client = await memoryClient(new ScoreLibrary(await bundleScores(`${repoRoot}/${QUARTET}`)));
  try {
    const viola = await call(client, "render_bars", { score: "quartet", bars: "1-2", part: "viola" });
    const all = await call(client, "render_bars", { score: "quartet", bars: "1-2" });
    assert.equal((viola.structuredContent as { engraved: string }).engraved, "part P3 (Viola)");
    assert.deepEqual((viola.structuredContent as { reading: string[] }).reading, [
      "bar 1 · P3 staff 1: alto clef; key D minor; 3/4; F4 F4 F4; dynamics p",
      "bar 2 · P3 staff 1: alto clef; key D minor; 3/4; G4 G4 G4",
    ]);
    assert.ok(pngSize(viola).height < 0.5 * pngSize(all).height, "one staff of four");
    const cases: [string, Record<string, unknown>, string][] = [
      [
        "read_bars",
        { score: "quartet", part: "Violin" },
        "The score has no part Violin; its parts are P1 (Violin I), P2 (Violin II), P3 (Viola), P4 (Violoncello).",
      ],
      [
        "render_bars",
        { score: "quartet", bars: "1", staff: 1 },
        "Say which part's staff 1 to engrave: the score's parts are P1 (Violin I), P2 (Violin II), P3 (Viola), P4 (Violoncello).",
      ],
    ];
    for (const [name, args, message] of cases) {
      const r = await call(client, name, args);
      assert.equal(r.isError, true);
      assert.equal(text(r), message);
    }
  } finally {
    await client.close();
  }
});

test("render_bars on MEI, which is engraved whole: the answer says the image shows every part", async () => {
  const file = "duo-mei4.mei";
  const source: ScoreSource = {
    name: "an MEI file",
    scoreIds: async () => ["duo"],
    versions: async (id) => (id === "duo" ? [{ version: 1, file }] : null),
    bytes: async () => readFileSync(`${repoRoot}/test/fixtures/mei/${file}`),
  };
  const client = await memoryClient(new ScoreLibrary(source));
  try {
    const first = (
      (await call(client, "read_bars", { score: "duo", bars: "1" })).structuredContent as {
        bars: { part: string }[];
      }
    ).bars[0]!.part;
    const r = await call(client, "render_bars", { score: "duo", bars: "1", part: first });
    assert.equal((r.structuredContent as { engraved: string }).engraved, "every part");
    assert.match(text(r), /\(the image follows: every part, as this file cannot be cut to part /);
  } finally {
    await client.close();
  }
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

testBothDatabases(
  "on the database with save allowed: a version saved by the ingest's writer, never over another",
  async (db) => {
    await ingestBundle(db, `${repoRoot}/${BUNDLE}`, { queue: false });
    const client = await memoryClient(new ScoreLibrary(storedScores(db), { allowSave: true }));
    try {
      const noop = await call(client, "save_version", { score: "bagatelle", file: V4, base: 4 });
      assert.match(text(noop), /^Nothing changed: this edit leaves the score as it was \(version 4\)/);
      const saved = await call(client, "save_version", { score: "bagatelle", file: lastNote("F"), base: 4 });
      assert.match(
        text(saved),
        /^Saved as version 5 of "bagatelle"\. Against version 4, it writes:\nbar 16: /,
      );
      const stored = await db.prisma.scoreVersion.findFirstOrThrow({
        where: { scoreId: "bagatelle", version: 5 },
        select: { file: true, noOp: true, bars: true, diffLines: { select: { text: true } } },
      });
      assert.deepEqual(stored, {
        file: "scores/bagatelle/v5.musicxml",
        noOp: false,
        bars: 16,
        diffLines: [{ text: "bar 16: lower staff notes D2 D3 -> D2 F3" }],
      });
      const read = await call(client, "read_bars", { score: "bagatelle", version: 5, bars: "16", staff: 2 });
      assert.match(text(read), /D2 F3$/);
      const diff = await call(client, "diff_versions", { score: "bagatelle", from: 4 });
      assert.match(text(diff), /^bar 16: lower staff notes D2 D3 -> D2 F3$/m);
      const stale = await call(client, "save_version", { score: "bagatelle", file: lastNote("A"), base: 4 });
      assert.match(text(stale), /^Version 4 is not the latest: version 5 was saved since/);
    } finally {
      await client.close();
    }
    // Two servers (processes) saving version 6 at once: the database takes one, the other is told.
    const clients = await Promise.all(
      [0, 1].map(() => memoryClient(new ScoreLibrary(storedScores(db), { allowSave: true }))),
    );
    try {
      const results = await Promise.all(
        clients.map((c, i) =>
          call(c, "save_version", { score: "bagatelle", file: lastNote(i ? "A" : "G"), base: 5 }),
        ),
      );
      assert.deepEqual(
        results.map((r) => r.isError ?? false).sort(),
        [false, true],
        results.map(text).join("\n"),
      );
      assert.match(
        text(results.find((r) => r.isError)!),
        /^Version 5 is not the latest: version 6 was saved since/,
      );
      assert.equal(await db.prisma.scoreVersion.count({ where: { scoreId: "bagatelle" } }), 6);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  },
);
