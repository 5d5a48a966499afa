// The demo's evaluation, uploaded as a bundle and read on its page: the before/after table per
// request, the verdict for all requests, and a cell's link to its conversations. Named to run after
// the specs that count the server's conversations (files run in name order) and before upload.spec.ts,
// which counts none.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { zipSync } from "fflate";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const BEFORE = "score-tools 2026-10-28";
const AFTER = "score-tools 2026-11-11";

/** The demo bundle as `npm run demo` writes it (dist/ is built by the server's command), zipped. */
function demoZip(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "barline-e2e-demo-"));
  try {
    execFileSync("node", ["dist/scripts/demo/generate.js", join(dir, "demo")], { stdio: "ignore" });
    const files: Record<string, Uint8Array> = {};
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const path = join(d, name);
        if (statSync(path).isDirectory()) walk(path);
        else files[`demo/${relative(join(dir, "demo"), path)}`] = readFileSync(path);
      }
    };
    walk(join(dir, "demo"));
    return Buffer.from(zipSync(files));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the demo's evaluation sets the deployments before and after the fix side by side", async ({ page }) => {
  // The demo's 24 conversations are ingested and analysed while the test waits: more than the
  // config's minute on a busy machine.
  test.setTimeout(240_000);
  // Uploaded as a person would, the page following the background ingest to its end.
  await page.goto("/upload");
  await page
    .getByLabel(/Bundle/)
    .setInputFiles({ name: "demo.zip", mimeType: "application/zip", buffer: demoZip() });
  await page.getByRole("button", { name: "Upload and ingest" }).click();
  await expect(page.getByTestId("job")).toHaveAttribute("data-state", "done", { timeout: 120_000 });

  await page.goto("/evaluations");
  await page.getByRole("link", { name: "evening-song" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evaluation evening-song");
  const table = page.getByRole("table", { name: /Evaluation evening-song/ });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Request",
    `${BEFORE} (baseline)`,
    `${AFTER} (candidate)`,
    "Candidate − baseline",
  ]);
  await expect(table.locator("tbody tr")).toHaveCount(7);

  const clefFix = table.locator('tr[data-request="clef-fix"]');
  await expect(clefFix.locator(`td[data-deployment="${BEFORE}"]`)).toContainText(
    "1 claim · 1 checkable · 1 contradicted",
  );
  await expect(clefFix.locator(`td[data-deployment="${BEFORE}"]`)).toContainText("error reported as success");
  await expect(clefFix.locator(`td[data-deployment="${AFTER}"] [data-testid="rate"]`)).toHaveText(
    "0% (0%–79%)",
  );
  await expect(clefFix.getByTestId("difference")).toContainText("−100 points (−100 to +12)within chance");

  const all = table.locator('tr[data-request="(all)"]');
  await expect(all.locator(`td[data-deployment="${BEFORE}"] [data-testid="rate"]`)).toHaveText(
    "83% (44%–97%)",
  );
  await expect(all.getByTestId("difference")).toContainText("−83 points (−97 to −32)more than chance");
  await expect(page.getByTestId("verdict")).toContainText("a difference more than chance");

  // As every page (accessibility.spec.ts): no serious or critical axe violation.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);

  // A cell's conversations, in the conversations table.
  await clefFix.locator(`td[data-deployment="${BEFORE}"]`).getByRole("link").click();
  await expect(page).toHaveURL(/\/conversations\?evaluation=evening-song&request=clef-fix&label=/);
  await expect(page.locator("tr[data-conversation]")).toHaveCount(1);
  await expect(page.locator('tr[data-conversation="eval-clef-fix-before"]')).toBeVisible();
});
