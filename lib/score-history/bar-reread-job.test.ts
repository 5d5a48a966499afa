// The parsed scores a thread keeps are bounded by what they hold parsed, not by their files' bytes:
// a small file of empty bars on many staves (77 KB, 54 MB parsed) counts for its bars.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { answerBarReread, PARSED_BYTES } from "./bar-reread-job.ts";

/** 64 staves of `bars` empty bars: a few bytes a bar, a reading of 64 staves each. */
function emptyStaves(bars: number, tag: string) {
  const text = `<score-partwise><!-- ${tag} --><part id="P1"><measure number="1"><attributes><divisions>1</divisions><staves>64</staves></attributes></measure>${'<measure number="2"/>'.repeat(bars - 1)}</part></score-partwise>`;
  const bytes = new TextEncoder().encode(text);
  return { file: `${tag}.musicxml`, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

test("versions that are small files but large parsed push each other out of a thread's cache", async () => {
  // 64 × 3,000 staff-bars: past the cache's capacity parsed, though a few KB on disk.
  const versions = ["a", "b"].map((tag) => emptyStaves(3_000, tag));
  assert.ok(versions.every((v) => v.bytes.length < PARSED_BYTES / 100));
  for (const v of versions) {
    const read = await answerBarReread({ current: v, before: null, bar: "1" });
    assert.ok("result" in read, JSON.stringify(read));
  }
  // The first is no longer held: its bytes are asked for again.
  const again = await answerBarReread({
    current: { sha256: versions[0]!.sha256, file: versions[0]!.file },
    before: null,
    bar: "2",
  });
  assert.deepEqual(again, { missing: [versions[0]!.sha256] });
});
