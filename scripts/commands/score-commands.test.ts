// `barline read` and `barline diff` as a user runs them: stdout, stderr and exit status, in-process;
// one unreadable file through a whole process, for the exit status a shell sees.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { barline, barlineProcess } from "../../test/support/barline.ts";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";

test("read prints one line per bar and staff; --bar, --part and --staff select", async () => {
  const r = await barline("read", fixture("piano.musicxml"), "--bar", "3-4", "--staff", "2");
  assert.equal(r.status, 0, r.stderr);
  assert.equal(
    r.stdout,
    "bar 3 · staff 2: bass clef; key C major; 4/4; G2\nbar 4 · staff 2: treble clef from here; key C major; 4/4; C4\n",
  );
  const duet = await barline("read", fixture("two-parts-timewise.musicxml"), "--bar", "2", "--part", "P2");
  assert.equal(
    duet.stdout,
    "bar 2 · P2 staff 1: bass clef, tenor clef from beat 2; key D major; 3/4; A2 A3\n",
  );
});

test("read --json: printed bar numbers, staves from 1, part ids, sign names", async () => {
  const r = await barline("read", fixture("piano.musicxml"), "--bar", "4", "--staff", "2", "--json");
  assert.equal(r.status, 0, r.stderr);
  const [reading, ...rest] = JSON.parse(r.stdout) as Record<string, unknown>[];
  assert.equal(rest.length, 0);
  assert.deepEqual(
    [
      reading!.bar,
      reading!.position,
      reading!.part,
      reading!.staff,
      reading!.clef,
      reading!.key,
      reading!.time,
      reading!.clefChangedHere,
      reading!.notes,
    ],
    ["4", 4, "P1", 2, "treble", "C major", "4/4", true, ["C4"]],
  );
});

test("diff prints the changes, and nothing for a re-encoding; exit 0 either way", async () => {
  const edited = await barline("diff", fixture("piano.musicxml"), fixture("piano-edited.musicxml"));
  assert.equal(edited.status, 0, edited.stderr);
  assert.equal(
    edited.stdout,
    "bars 1-4: key C major -> F major\nbar 2: lower staff pedal removed: start, stop\nbar 3: lower staff pedal added: start\nbar 6: lower staff notes C3 G3 E3 G3 -> C2 G2 E2 G2\n",
  );
  const same = await barline("diff", fixture("piano.musicxml"), fixture("piano-reencoded.musicxml"));
  assert.deepEqual([same.status, same.stdout, same.stderr], [0, "", ""]);
  const json = await barline("diff", fixture("piano.musicxml"), fixture("piano-inserted.musicxml"), "--json");
  assert.deepEqual(JSON.parse(json.stdout), [
    {
      property: "bars",
      bars: { from: "3", to: "4" },
      positions: { from: 3, to: 4 },
      part: null,
      staff: null,
      from: null,
      to: "present",
      line: "bars 3-4: added",
    },
  ]);
});

test("the synthetic courtesy-clef encodings diff empty through the CLI", { skip: noCorpus }, async () => {
  const r = await barline(
    "diff",
    corpus("synthetic/piano-clef-change-bar4-at-start.musicxml"),
    corpus("synthetic/piano-clef-change-bar4-at-end-of-bar3.musicxml"),
  );
  assert.deepEqual([r.status, r.stdout], [0, ""]);
});

test("a score with bytes that are not UTF-8 is read: read and diff warn on stderr, naming the file and the place; exit 0", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "barline-score-"));
  try {
    const good = readFileSync(fixture("piano.musicxml"));
    const at = good.indexOf("Piano</part-name>");
    const bad = path.join(dir, "bad.musicxml");
    writeFileSync(bad, Buffer.concat([good.subarray(0, at), Buffer.from([0xc3, 0x28]), good.subarray(at)]));
    const r = await barline("read", bad, "--bar", "4", "--staff", "2");
    assert.equal(r.status, 0);
    assert.equal(r.stdout, "bar 4 · staff 2: treble clef from here; key C major; 4/4; C4\n");
    const warning = `barline: warning: ${bad} (line 5, byte ${at}): the file holds bytes that are not UTF-8; they are read as U+FFFD (\uFFFD)\n`;
    assert.equal(r.stderr, warning);
    // diff says it of the version that holds them, and compares the music as read.
    const d = await barline("diff", fixture("piano.musicxml"), bad);
    assert.deepEqual(d, { status: 0, stdout: "", stderr: warning });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("unreadable input: the file and the reason on stderr, exit 1; usage errors exit 2", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "barline-score-"));
  try {
    const bad = path.join(dir, "bad.musicxml");
    writeFileSync(bad, "<html></html>");
    // Through a whole process: the exit status and the output a shell sees.
    const r = barlineProcess("read", bad);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, "");
    assert.equal(r.stderr, `barline: ${bad}: the root element is <html>, not a MusicXML or MEI score\n`);
    const d = await barline("diff", fixture("piano.musicxml"), path.join(dir, "missing.mxl"));
    assert.equal(d.status, 1);
    assert.match(d.stderr, /missing\.mxl: no such file/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal((await barline("read", fixture("piano.musicxml"), "--bar", "four")).status, 2);
  assert.equal((await barline("read", fixture("piano.musicxml"), "--staff", "0")).status, 2);
  const part = await barline("read", fixture("piano.musicxml"), "--part", "P7");
  assert.equal(part.status, 2);
  assert.match(part.stderr, /has no part P7; its parts are P1/);
  assert.equal((await barline("diff", fixture("piano.musicxml"))).status, 2);
});
