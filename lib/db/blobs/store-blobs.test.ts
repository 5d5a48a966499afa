import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { getBlob } from "./get-blob.ts";
import { storeBlobs } from "./store-blobs.ts";
import { decodeBlob } from "./blob-encoding.ts";

const score = readFileSync(new URL("../../../test/fixtures/claims/unseen/duet-v1.musicxml", import.meta.url));
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

testBothDatabases(
  "score files are stored deflated and read back as they came; images and noise as they are",
  async (db) => {
    const noise = randomBytes(4096);
    const image = randomBytes(2048);
    const blobs = [
      { sha256: sha(score), mediaType: "application/vnd.recordare.musicxml+xml", bytes: score },
      { sha256: sha(noise), mediaType: "application/octet-stream", bytes: noise },
      { sha256: sha(image), mediaType: "image/png", bytes: image },
    ];
    assert.equal(await storeBlobs(db.prisma, blobs), 3);
    assert.equal(await storeBlobs(db.prisma, blobs), 0, "what is stored is not written again");
    const rows = await db.prisma.blob.findMany({
      select: { sha256: true, encoding: true, size: true, bytes: true },
    });
    const row = (b: Uint8Array) => rows.find((r) => r.sha256 === sha(b))!;
    assert.equal(row(score).encoding, "deflate");
    assert.ok(row(score).bytes.byteLength < score.byteLength / 2);
    assert.equal(row(score).size, score.byteLength);
    assert.equal(row(noise).encoding, "identity");
    assert.equal(row(image).encoding, "identity");
    for (const b of blobs)
      assert.deepEqual(Buffer.from((await getBlob(db, b.sha256))!.bytes), Buffer.from(b.bytes));
    assert.throws(() => decodeBlob({ encoding: "br", bytes: score }), /encoded as "br"/);
  },
);
