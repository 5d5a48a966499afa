// GET /api/images/{sha256} as Next calls it, over a real database holding rows as an older Barline
// stored them (with the type the chat file declared): every answer is typed by its bytes, sandboxed,
// never sniffed and never kept by a shared cache.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, test } from "node:test";
import { migratedDatabase, type EmptyDatabase } from "@/test/support/databases.ts";
import { getDb } from "@/lib/db/client.ts";
import { storeBlobs } from "@/lib/db/blobs/store-blobs.ts";
import { GET } from "./route.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const HTML = Buffer.from("<html><script>fetch('/api/users',{method:'POST'})</script>");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

let database: EmptyDatabase;
before(async () => {
  database = await migratedDatabase("sqlite");
  process.env.DATABASE_URL = database.url;
  process.env.BARLINE_AUTH = "off";
  await storeBlobs((await getDb()).prisma, [
    { sha256: sha(PNG), mediaType: "text/html", bytes: PNG },
    { sha256: sha(HTML), mediaType: "text/html", bytes: HTML },
    { sha256: sha(SVG), mediaType: "image/svg+xml", bytes: SVG },
  ]);
});
after(async () => {
  await (await getDb()).close();
  await database.drop();
  delete process.env.BARLINE_AUTH;
});

const get = (bytes: Uint8Array) =>
  GET(new Request(`http://barline.test/api/images/${sha(bytes)}`), {
    params: Promise.resolve({ sha256: sha(bytes) }),
  });

test("an image stored as text/html whose bytes are a PNG is served as image/png, inline", async () => {
  const res = await get(PNG);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "image/png");
  assert.equal(res.headers.get("content-disposition"), "inline");
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), PNG);
});

test("HTML or SVG stored as an image is a download, whatever type its row holds", async () => {
  for (const bytes of [HTML, SVG]) {
    const res = await get(bytes);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/octet-stream");
    assert.equal(res.headers.get("content-disposition"), `attachment; filename="${sha(bytes)}.bin"`);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes, "the bytes as they came");
  }
});

test("every answer is sandboxed, never sniffed, and cached only by the reader's own browser", async () => {
  for (const bytes of [PNG, HTML, SVG]) {
    const res = await get(bytes);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.equal(res.headers.get("content-security-policy"), "sandbox; default-src 'none'");
    assert.match(res.headers.get("cache-control") ?? "", /^private\b/);
    assert.doesNotMatch(res.headers.get("cache-control") ?? "", /public/);
  }
});

test("a refusal from this route is sandboxed too, and never cached", async () => {
  const res = await GET(new Request("http://barline.test/api/images/nope"), {
    params: Promise.resolve({ sha256: "nope" }),
  });
  assert.equal(res.status, 400);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
  assert.equal(res.headers.get("content-security-policy"), "sandbox; default-src 'none'");
  assert.equal(res.headers.get("cache-control"), "no-store");
});
