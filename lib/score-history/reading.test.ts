import { test } from "node:test";
import assert from "node:assert/strict";
import { readScoreFile } from "./read-score.ts";
import { readBars, readingHash, type BarReading } from "./reading.ts";
import { clefName, keyName, timeName } from "./names.ts";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";
import type { Score } from "./score.ts";

const lily = (name: string) => readScoreFile(corpus(`lilypond-testsuite/${name}`));
const lied = (name: string) => readScoreFile(corpus(`openscore-lieder/${name}`));

/** The reading of the first bar printed with this number. */
function at(score: Score, bar: number | string, staff = 1, part?: string): BarReading {
  const all = readBars(score, { ...(part ? { part } : {}), staff }).filter((r) => r.bar === String(bar));
  assert.ok(all[0], `bar ${bar} staff ${staff}${part ? ` of ${part}` : ""}`);
  return all[0];
}

/** Printed numbers of the bars where the sign of this kind takes effect (or changes inside the bar). */
function changesOf(score: Score, kind: "clef" | "key" | "time", part: string, staff: number) {
  return readBars(score, { part, staff })
    .filter((r) => r.position > 1 && (r[`${kind}ChangedHere`] || r.changes.some((c) => c.kind === kind)))
    .map((r) => r.bar);
}

test("the reading line: clef from here, key, time, notes; pedal and dynamics when there", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  assert.equal(at(score, 4, 2).line, "bar 4 · staff 2: treble clef from here; key C major; 4/4; C4");
  assert.equal(at(score, 3, 2).line, "bar 3 · staff 2: bass clef; key C major; 4/4; G2");
  assert.equal(
    at(score, 2, 2).line,
    "bar 2 · staff 2: bass clef; key C major; 4/4; C3 G2; pedal start, stop",
  );
  assert.equal(
    at(score, 1, 1).line,
    "bar 1 · staff 1: treble clef from here; key C major from here; 4/4 from here; C4 E4 G4; dynamics p; tempo ♩ = 96",
  );
  const duet = readScoreFile(fixture("two-parts-timewise.musicxml"));
  assert.equal(
    at(duet, 2, 1, "P2").line,
    "bar 2 · P2 staff 1: bass clef, tenor clef from beat 2; key D major; 3/4; A2 A3",
  );
});

test("selection by printed bar numbers, part and staff", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  assert.deepEqual(
    readBars(score, { bars: { from: 3, to: 4 }, staff: 2 }).map((r) => [r.bar, r.staff]),
    [
      ["3", 2],
      ["4", 2],
    ],
  );
  assert.equal(readBars(score).length, 12);
  assert.equal(readBars(score, { part: "P9" }).length, 0);
});

test("equal music gives equal bar hashes; other music another hash", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  const again = readScoreFile(fixture("piano-reencoded.musicxml"));
  assert.deepEqual(
    readBars(again).map((r) => readingHash(again, r)),
    readBars(score).map((r) => readingHash(score, r)),
  );
  assert.match(readingHash(score, at(score, 1)), /^[0-9a-f]{8}$/);
  assert.notEqual(readingHash(score, at(score, 4, 2)), readingHash(score, at(score, 5, 2)));
});

test("12a: a different clef in every bar, by name", { skip: noCorpus }, () => {
  const score = lily("12a-Clefs.xml");
  assert.deepEqual(
    readBars(score).map((r) => clefName(r.clef)),
    [
      "treble",
      "alto",
      "tenor",
      "bass",
      "percussion",
      "treble 8vb",
      "bass 8vb",
      "baritone (F clef)",
      "French violin",
      "baritone",
      "mezzo-soprano",
      "soprano",
      "treble 8va",
      "bass 8va",
      "tab",
      "no clef",
      "treble",
    ],
  );
  assert.ok(readBars(score).every((r) => r.clefChangedHere));
});

test("12b: no clef and no key at all read as treble and C major", { skip: noCorpus }, () => {
  for (const r of readBars(lily("12b-Clefs-NoKeyOrClef.xml"))) {
    assert.equal(clefName(r.clef), "treble");
    assert.equal(keyName(r.key), "C major");
  }
});

test("13a: a key in every bar, 11 flats to 11 sharps, major and minor", { skip: noCorpus }, () => {
  const keys = readBars(lily("13a-KeySignatures.xml")).map((r) => keyName(r.key));
  assert.equal(keys.length, 46);
  assert.equal(keys[0], "A-double-flat major");
  assert.equal(keys[1], "F-flat minor");
  assert.equal(keys[22], "C major");
  assert.equal(keys[23], "A minor");
  assert.equal(keys[29], "F-sharp minor");
  assert.equal(keys[45], "C-double-sharp minor");
});

test(
  "13e and 13f: cancels do not change the key; an invisible key still takes effect",
  { skip: noCorpus },
  () => {
    assert.deepEqual(
      readBars(lily("13e-KeySignatures-Cancel.xml")).map((r) => keyName(r.key)),
      ["A major", "D-flat major", "E-flat major", "D major", "B-flat major"],
    );
    const visible = readBars(lily("13f-KeySignatures-Visible.xml"));
    assert.equal(keyName(visible[1]!.key), "A-flat major");
    assert.equal(visible[1]!.keyChangedHere, true);
  },
);

test("11a and 11b: time signatures per bar; none at first, then an invisible 2/2", { skip: noCorpus }, () => {
  const times = readBars(lily("11a-TimeSignatures.xml"));
  assert.deepEqual(
    times.map((r) => timeName(r.time)),
    ["2/2", "4/4", "2/2", "3/2", "2/4", "3/4", "4/4", "5/4", "3/8", "6/8", "12/8"],
  );
  assert.deepEqual(
    times.map((r) => r.time?.symbol),
    [
      "common",
      "common",
      "normal",
      "normal",
      "normal",
      "normal",
      "normal",
      "normal",
      "normal",
      "normal",
      "normal",
    ],
  );
  assert.match(times[1]!.line, /; 4\/4 \(common time\) from here;/);
  const noTime = lily("11b-TimeSignatures-NoTime.xml");
  for (const staff of [1, 2]) {
    assert.equal(timeName(at(noTime, 1, staff).time), "no time signature");
    assert.equal(timeName(at(noTime, 2, staff).time), "2/2");
    assert.equal(timeName(at(noTime, 3, staff).time), "4/4");
  }
});

test(
  "46d: a pickup numbered 0 is bar 0; the implicit X1 keeps its number and is part of bar 1",
  { skip: noCorpus },
  () => {
    const score = lily("46d-PickupMeasure-ImplicitMeasures.xml");
    assert.deepEqual(
      score.bars.map((b) => [b.number, b.position]),
      [
        ["0", 1],
        ["1", 2],
        ["X1", 3],
        ["2", 4],
      ],
    );
    assert.equal(score.bars[0]!.implicit, true);
    assert.deepEqual(
      readBars(score, { bars: { from: 0, to: 2 } }).map((r) => r.bar),
      ["0", "1", "X1", "2"],
    );
    assert.deepEqual(
      readBars(score, { bars: { from: 1, to: 1 } }).map((r) => r.bar),
      ["1", "X1"],
    );
  },
);

test(
  "43b/43c/43e/43j: keys and clefs land on their staves, also when given after <backup>",
  { skip: noCorpus },
  () => {
    for (const name of ["43b-MultiStaff-DifferentKeys.xml", "43c-MultiStaff-DifferentKeysAfterBackup.xml"]) {
      const score = lily(name);
      assert.deepEqual(
        [clefName(at(score, 1, 1).clef), keyName(at(score, 1, 1).key)],
        ["treble", "C major"],
        name,
      );
      assert.deepEqual(
        [clefName(at(score, 1, 2).clef), keyName(at(score, 1, 2).key)],
        ["bass", "D major"],
        name,
      );
    }
    const e = lily("43e-Multistaff-ClefDynamics.xml");
    assert.deepEqual(
      [1, 2].map((s) => keyName(at(e, 2, s).key)),
      ["D major", "D major"],
    );
    assert.deepEqual(
      [1, 2, 3].map((b) => [clefName(at(e, b, 1).clef), clefName(at(e, b, 2).clef)]),
      [
        ["treble", "bass"],
        ["treble", "treble"],
        ["mezzo-soprano", "treble"],
      ],
    );
    const j = lily("43j-MultiStaff-TimeSignatureAfterBackup.xml");
    for (const staff of [1, 2]) {
      const r = at(j, 1, staff);
      assert.deepEqual([clefName(r.clef), keyName(r.key), timeName(r.time)], ["bass", "D major", "3/4"]);
    }
  },
);

test("42b and 46c: clef changes inside a bar are read at their offset", { skip: noCorpus }, () => {
  const b = lily("42b-MultiVoice-MidMeasureClefChange.xml");
  const bar84 = at(b, 84, 1);
  assert.equal(clefName(bar84.clef), "treble");
  assert.deepEqual(
    bar84.changes.map((c) => [c.kind, c.kind === "clef" && clefName(c.clef), c.offset]),
    [["clef", "bass", { num: 3, den: 2 }]],
  );
  assert.equal(clefName(at(b, 85, 1).clef), "treble");
  assert.equal(at(b, 85, 1).clefChangedHere, true);
  const c = lily("46c-Midmeasure-Clef.xml");
  assert.equal(clefName(at(c, "X1").clef), "mezzo-soprano");
  assert.equal(at(c, 3).line.split(";")[0], "bar 3 · staff 1: mezzo-soprano clef, treble clef from beat 3");
});

test("OpenScore songs: the piano's lower-staff clef changes at the listed bars", { skip: noCorpus }, () => {
  const irrlicht = lied("schubert_winterreise-09-irrlicht_lc5023438.musicxml");
  assert.deepEqual(changesOf(irrlicht, "clef", "P2", 2), ["8", "9", "20", "21"]);
  assert.deepEqual(
    ["7", "8", "9", "19", "20", "21"].map((n) => clefName(at(irrlicht, n, 2, "P2").clef)),
    ["bass", "treble", "bass", "bass", "treble", "bass"],
  );
  assert.deepEqual(
    [keyName(at(irrlicht, 1, 2, "P2").key), timeName(at(irrlicht, 1, 2, "P2").time)],
    ["D major", "3/8"],
  );

  const traenenregen = lied("schubert_muellerin-10-traenenregen_lc5025985.musicxml");
  assert.equal(traenenregen.bars[0]!.number, "0");
  assert.deepEqual(changesOf(traenenregen, "clef", "P2", 2), ["22", "25"]);
  assert.equal(clefName(at(traenenregen, 22, 2, "P2").clef), "treble");
  assert.equal(clefName(at(traenenregen, 25, 2, "P2").clef), "bass");

  const sehnsucht = lied("hensel_3lieder-1-sehnsucht_lc6012947.musicxml");
  assert.deepEqual(changesOf(sehnsucht, "clef", "P2", 2), ["17"]);
  assert.equal(clefName(at(sehnsucht, 17, 2, "P2").clef), "treble");

  // Bar 14 writes the bass clef again: a restatement, not a change.
  const brahms = lied("brahms_op7-5-die-trauernde_lc5098625.musicxml");
  assert.deepEqual(changesOf(brahms, "clef", "P2", 2), []);
  assert.equal(at(brahms, 14, 2, "P2").clefChangedHere, false);
  assert.match(at(brahms, 14, 2, "P2").line, /^bar 14 · P2 staff 2: bass clef; key C major; 3\/4;/);

  const schumann = lied("schumann_dichterliebe-02-aus-meinen-traenen_lc4976769.musicxml");
  assert.equal(clefName(at(schumann, 0, 2, "P2").clef), "treble");
  assert.deepEqual(changesOf(schumann, "clef", "P2", 2), ["3", "4", "7"]);
  assert.equal(
    at(schumann, 4, 2, "P2").line.split(";")[0],
    "bar 4 · P2 staff 2: bass clef, treble clef from beat 2.5",
  );
  assert.equal(at(schumann, 4, 2, "P2").clefChangedHere, false);
});

test(
  "Wolf: keys, times and lower-staff clefs at the listed bars, at the start and inside bars",
  { skip: noCorpus },
  () => {
    const wolf = lied("wolf_eichendorff-03-verschwiegene-liebe_lc4946077.musicxml");
    assert.deepEqual(changesOf(wolf, "key", "P2", 2), ["6", "13", "15"]);
    assert.deepEqual(
      ["0", "6", "13", "15"].map((n) => keyName(at(wolf, n, 2, "P2").key)),
      ["B-flat major", "D major", "B-flat major", "D major"],
    );
    assert.deepEqual(changesOf(wolf, "time", "P2", 1), ["8", "9", "17", "18", "23", "24"]);
    assert.deepEqual(
      ["8", "9"].map((n) => timeName(at(wolf, n, 1, "P2").time)),
      ["6/8", "12/8"],
    );
    assert.equal(clefName(at(wolf, 0, 2, "P2").clef), "treble");
    const lower = readBars(wolf, { part: "P2", staff: 2 });
    assert.deepEqual(
      lower.filter((r) => r.position > 1 && r.clefChangedHere).map((r) => r.bar),
      ["9", "18", "24"],
    );
    assert.deepEqual(
      lower.filter((r) => r.changes.some((c) => c.kind === "clef")).map((r) => r.bar),
      ["12", "22", "24", "25"],
    );
  },
);

test("the .mxl of Irrlicht reads exactly as its .musicxml", { skip: noCorpus }, () => {
  const mxl = lied("schubert_winterreise-09-irrlicht_lc5023438.mxl");
  const xml = lied("schubert_winterreise-09-irrlicht_lc5023438.musicxml");
  assert.deepEqual(mxl, xml);
});

test("the three synthetic encodings of the bar-4 clef read identically", { skip: noCorpus }, () => {
  const lines = ["at-start", "at-end-of-bar3", "after-barline"].map((form) =>
    readBars(readScoreFile(corpus(`synthetic/piano-clef-change-bar4-${form}.musicxml`))).map((r) => r.line),
  );
  assert.deepEqual(lines[1], lines[0]);
  assert.deepEqual(lines[2], lines[0]);
  assert.equal(lines[0]![5], "bar 3 · staff 2: bass clef; key C major; 4/4; C3");
  assert.equal(lines[0]![7], "bar 4 · staff 2: treble clef from here; key C major; 4/4; C4");
});

test(
  "Grosse Fuge: key and time changes, and cello clefs at the start of systems and inside bars",
  { skip: noCorpus },
  () => {
    const fuge = readScoreFile(corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml"));
    assert.equal(fuge.bars.length, 742);
    assert.ok(fuge.bars.some((b) => b.number === "X1"));
    assert.deepEqual(changesOf(fuge, "key", "P1", 1), ["17", "26", "159", "233", "273", "414", "453", "533"]);
    assert.equal(changesOf(fuge, "time", "P1", 1).length, 9);
    const cello = readBars(fuge, { part: "P4" });
    assert.deepEqual(changesOf(fuge, "clef", "P4", 1).length, 11);
    assert.equal(clefName(at(fuge, 97, 1, "P4").clef), "bass");
    assert.equal(clefName(at(fuge, 161, 1, "P4").clef), "treble");
    assert.deepEqual(
      cello.filter((r) => r.changes.some((c) => c.kind === "clef")).map((r) => r.bar),
      ["79", "82", "92", "183", "221", "581"],
    );
  },
);

test(
  "Mozart K.575: printed numbers repeat per movement; readings keep number and position apart",
  { skip: noCorpus },
  () => {
    const mozart = readScoreFile(corpus("openscore-quartets/mozart_k575-quartet21_sq16138966.musicxml"));
    const ones = mozart.bars.filter((b) => b.number === "1").map((b) => b.position);
    assert.ok(ones.length >= 4, `bar 1 printed ${ones.length} times`);
    const readings = readBars(mozart, { bars: { from: 1, to: 1 }, part: "P4" });
    assert.deepEqual(
      readings.map((r) => r.position),
      ones,
    );
    assert.deepEqual(
      mozart.bars.map((b) => b.position),
      mozart.bars.map((_, i) => i + 1),
    );
    // 23 clefs are written after the opening one; at the finale's first bar (position 385) a bass
    // clef restating the one in force is followed by the tenor clef that stands: 22 changes.
    const cello = readBars(mozart, { part: "P4" }).filter(
      (r) => r.position > 1 && (r.clefChangedHere || r.changes.some((c) => c.kind === "clef")),
    );
    assert.equal(cello.length, 22);
    assert.match(
      readBars(mozart, { part: "P4" })[384]!.line,
      /^bar 1 · P4 staff 1: tenor clef from here; key D major from here; 2\/2 \(cut time\) from here;/,
    );
    assert.deepEqual(
      cello.filter((r) => r.changes.some((c) => c.kind === "clef")).map((r) => r.position),
      [23, 32, 139, 156, 221, 225, 230, 258],
    );
  },
);
