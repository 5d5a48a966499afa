// An upload past the limit that declares no length (chunked) is answered 413 as soon as it passes
// the limit: the route reads at most the limit and a chunk of it, not the whole body.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { migratedDatabase, type EmptyDatabase } from "@/test/support/databases.ts";
import { getDb } from "@/lib/db/client.ts";
import { UPLOAD_LIMIT } from "./upload-body.ts";

const ORIGIN = "http://localhost:3000";
let database: EmptyDatabase;

before(async () => {
  database = await migratedDatabase("sqlite");
  process.env.DATABASE_URL = database.url;
  process.env.BARLINE_AUTH = "off";
});

after(async () => {
  await (await getDb()).close();
  await database.drop();
});

test("a chunked upload past the limit is refused before it is read whole", async () => {
  const { POST } = await import("./route.ts");
  // One chunk sent over and over (the route holding it costs no memory), 64 MiB past the limit.
  const chunk = new Uint8Array(2 ** 20);
  chunk.set([0x50, 0x4b, 0x03, 0x04]);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= UPLOAD_LIMIT + 64 * chunk.length) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(`${ORIGIN}/api/bundles`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/zip" },
    body,
    duplex: "half",
  } as RequestInit);
  assert.equal(request.headers.get("content-length"), null);
  const res = await POST(request);
  assert.equal(res.status, 413);
  assert.match(((await res.json()) as { error: string }).error, /the upload is over 512 MB, the limit/);
  assert.ok(sent <= UPLOAD_LIMIT + 2 * chunk.length, `read ${sent - UPLOAD_LIMIT} bytes past the limit`);
});

test("a multipart upload is read for its file, named in what is said of it", async () => {
  const { POST } = await import("./route.ts");
  const form = new FormData();
  form.append("bundle", new File(["hello"], "notes.txt"));
  const res = await POST(
    new Request(`${ORIGIN}/api/bundles`, { method: "POST", headers: { origin: ORIGIN }, body: form }),
  );
  assert.equal(res.status, 400);
  assert.match(((await res.json()) as { error: string }).error, /"notes.txt" is not a \.zip archive/);
});
