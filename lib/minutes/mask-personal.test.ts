import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { maskPersonal, maskQuery, type Meter } from "./mask-personal.ts";

test("e-mail addresses, phone numbers and listed names are masked; bars, versions and dates are not", () => {
  const text =
    "Mail jo.smith+scores@example.co.uk or call +44 (0)20 7946 0958 — Jo Smith said bar 12 of version 3, 2026-11-11, 4/4 time.";
  assert.equal(
    maskPersonal(text, ["Jo Smith"]),
    "Mail [email] or call [phone] — [name] said bar 12 of version 3, 2026-11-11, 4/4 time.",
  );
  assert.equal(maskPersonal("jo smith and JO SMITH", ["Jo Smith"]), "[name] and [name]");
  assert.equal(maskPersonal("bars 9–10 now in bass clef"), "bars 9–10 now in bass clef");
});

// The patterns the scans replace, as they were: on short texts they say what the scans must find.
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /(?<![\w/])\+?\(?\d[\d\s().-]{5,}\d(?![\w/])/g;
const byPatterns = (text: string) =>
  text
    .replace(EMAIL, "[email]")
    .replace(PHONE, (m) =>
      /^\d{4}-\d{2}-\d{2}$/.test(m) || (m.match(/\d/g)?.length ?? 0) < 7 ? m : "[phone]",
    );

test("the scans mask exactly what the e-mail and phone patterns matched", () => {
  const chars = [..."ab.Z_%+-@19 0()/\n:x-", "é"];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...chars), { maxLength: 40 }), (cs) => {
      const text = cs.join("");
      assert.equal(maskPersonal(text), byPatterns(text), JSON.stringify(text));
    }),
    { numRuns: 20_000 },
  );
  for (const text of [
    "a@b.cd",
    "x@y.z",
    "jo@example.com.2",
    "020 7946 0958abc",
    "+(0)20 7946 0958",
    "1 ".repeat(9),
  ])
    assert.equal(maskPersonal(text), byPatterns(text), text);
});

test("masking reads each character a bounded number of times: ten times the text, ten times the reads", () => {
  // The texts that made the patterns re-read: long runs of what an address or a number is made of.
  const hostile = (n: number) => [
    "a".repeat(n),
    "a@".repeat(n / 2),
    `a@${"a.".repeat(n / 2 - 1)}`,
    "a.".repeat(n / 2),
    "1".repeat(n),
    "1 ".repeat(n / 2),
    "(1".repeat(n / 2),
    `${"1-".repeat(n / 2 - 1)}1a`,
    ` 1${" ".repeat(n - 3)}a`,
  ];
  const reads = (text: string) => {
    const meter: Meter = { reads: 0 };
    maskPersonal(text, ["Jo"], meter);
    return meter.reads;
  };
  const small = hostile(10_000);
  const large = hostile(100_000);
  small.forEach((text, k) => {
    const [a, b] = [reads(text), reads(large[k]!)];
    assert.ok(
      a >= text.length,
      `${JSON.stringify(text.slice(0, 8))}…: ${a} reads of ${text.length} characters`,
    );
    assert.ok(b / a < 11, `${JSON.stringify(text.slice(0, 8))}…: ${a} reads at 10k, ${b} at 100k`);
    assert.ok(
      b <= 6 * large[k]!.length,
      `${JSON.stringify(text.slice(0, 8))}…: ${b} reads of 100k characters`,
    );
  });
});

test("at most 50 names of at most 100 characters can be masked", () => {
  const names = (raw?: string) => maskQuery.read(raw === undefined ? {} : { names: raw });
  assert.deepEqual(names(" Ben , Rita Reviewer,,"), {
    ok: true,
    query: { mask: false, names: ["Ben", "Rita Reviewer"] },
  });
  assert.deepEqual(names(), { ok: true, query: { mask: false, names: [] } });
  assert.deepEqual(names(Array(51).fill("x").join(",")), {
    ok: false,
    error: `parameter "names" is "${"x,".repeat(30)}…", but it must list at most 50 names`,
  });
  assert.deepEqual(names(`Ben,${"y".repeat(101)}`), {
    ok: false,
    error: `parameter "names" is "Ben,${"y".repeat(56)}…", but it must list names of at most 100 characters`,
  });
  assert.deepEqual(maskQuery.read({ mask: "yes" }), {
    ok: false,
    error: 'parameter "mask" is "yes", but it must be 1 to mask, or 0',
  });
});
