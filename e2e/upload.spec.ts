// Upload a bundle .zip from the browser: a progress bar, a background ingest, and its
// conversations in the table.
import { expect, test } from "@playwright/test";
import { zipSync } from "fflate";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** A bundle folder zipped as a person would: under one top folder. */
function zipFolder(root: string, top: string): Buffer {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[`${top}/${relative(root, path)}`] = readFileSync(path);
    }
  };
  walk(root);
  return Buffer.from(zipSync(files));
}

test("an uploaded bundle is ingested in the background and its conversations are listed", async ({
  page,
}) => {
  await page.goto("/upload");
  await page.getByLabel(/Bundle/).setInputFiles({
    name: "quartet-bundle.zip",
    mimeType: "application/zip",
    buffer: zipFolder("test/fixtures/analysis/quartet-bundle", "quartet-bundle"),
  });
  await page.getByRole("button", { name: "Upload and ingest" }).click();
  await expect(page.getByRole("progressbar").first()).toBeVisible();
  await expect(page.getByTestId("job")).toHaveAttribute("data-state", "done", { timeout: 90_000 });
  await expect(page.getByTestId("job-summary")).toContainText(
    /^\d+ new conversations?, 0 updated, 0 unchanged; /,
  );
  await page.getByRole("link", { name: "See the conversations" }).click();
  await expect(page.locator('tr[data-conversation="quartet-m1"]')).toBeVisible();
});

test("a bundle already ingested says so, and when, instead of a bare done", async ({ page }) => {
  await page.goto("/upload");
  // The bundle the server's database was made from (playwright.config.ts), now as a .zip.
  await page.getByLabel(/Bundle/).setInputFiles({
    name: "etude-bundle.zip",
    mimeType: "application/zip",
    buffer: zipFolder("test/fixtures/analysis/etude-bundle", "etude-bundle"),
  });
  await page.getByRole("button", { name: "Upload and ingest" }).click();
  await expect(page.getByTestId("job")).toHaveAttribute("data-state", "done", { timeout: 90_000 });
  await expect(page.getByTestId("job-summary")).toHaveText(
    /^Already ingested on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC; nothing new stored\.$/,
  );
});

test("the files of a bundle that cannot be read are listed one by one, and the rest is stored", async ({
  page,
}) => {
  await page.goto("/upload");
  await page.getByLabel(/Bundle/).setInputFiles({
    name: "broken.zip",
    mimeType: "application/zip",
    buffer: zipFolder("test/fixtures/bundles/broken", "broken"),
  });
  await page.getByRole("button", { name: "Upload and ingest" }).click();
  await expect(page.getByTestId("job")).toHaveAttribute("data-state", "done", { timeout: 90_000 });
  const problems = page.getByTestId("problems");
  await expect(problems.getByRole("listitem").filter({ hasText: "chats/truncated.json" })).toContainText(
    "not JSON",
  );
  await expect(
    problems.getByRole("listitem").filter({ hasText: "scores/s1/bad.musicxml" }).first(),
  ).toContainText("not well-formed XML");
});

test("what is not a zip is refused, saying so", async ({ request, baseURL }) => {
  const r = await request.post("/api/bundles", {
    data: Buffer.from("hello"),
    // A write is taken only from a page of this server (CSRF): say so as a browser would.
    headers: { "content-type": "application/zip", origin: baseURL! },
  });
  expect(r.status()).toBe(400);
  expect(((await r.json()) as { error: string }).error).toMatch(/not a \.zip/);
});
