import assert from "node:assert/strict";
import { test } from "node:test";
import { maskPersonal } from "./mask-personal.ts";

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
