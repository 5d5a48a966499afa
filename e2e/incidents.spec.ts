// An incident as its lead works it: opened from the flag of an edit that answered "Applied" and
// changed nothing, the same failure found on the score's other conversations and added, the timeline
// read with a bar re-read beside it, the day the fix shipped set, and the report exported.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";

test.describe.configure({ mode: "serial" });

const SHOTS = process.env.BARLINE_SCREENSHOTS;
let incident = "";

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // What a lead sees first, and the page below it at a readable size.
    for (const y of [0, 1800])
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-at-${y}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: 1800 },
      });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an incident is opened from a flag in the reader", async ({ page }) => {
  await page.goto("/conversations/etude-a2");
  const flag = page.locator('aside[data-flag="success-without-change"]');
  await flag.getByRole("button", { name: "Open an incident" }).click();
  await flag.getByLabel("Incident title").fill("Applied, and the page did not change");
  await flag.getByRole("button", { name: "Open the incident" }).click();
  await expect(page).toHaveURL(/\/incidents\/[^/?]+$/);
  incident = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applied, and the page did not change");
  await expect(page.locator("[data-status]").first()).toHaveText("open");
  await expect(page.getByTestId("incident-conversations").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "What happened" })).toContainText("success without change");
});

test("the same failure is found on the score's other conversations and added", async ({ page }) => {
  await page.goto(incident);
  await page.getByRole("link", { name: "Find the same failure elsewhere" }).click();
  // Started from the flag: its type and its score.
  await expect(page.getByTestId("match-count")).toHaveText(/^1 conversation matches/);
  const filters = page.getByRole("form", { name: "Filter conversations" });
  await filters.getByLabel("success without change").uncheck();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByTestId("match-count")).toHaveText(/^3 conversations match \(1 on this page already/);
  await page.getByRole("button", { name: "Add these 3 conversations" }).click();
  await expect(page).toHaveURL(new RegExp(`${incident}$`));
  await expect(page.getByTestId("incident-conversations").locator("tbody tr")).toHaveCount(3);
});

test("the timeline sets each claim against its save, and re-reads a bar beside it", async ({ page }) => {
  await page.goto(incident);
  const timeline = page.getByTestId("timeline");
  await expect(timeline.locator('[data-event="save"]', { hasText: "no change" }).first()).toBeVisible();
  const claim = timeline.locator('[data-event="claim"]', { hasText: "bar 9 is in G major now" });
  await expect(claim).toContainText("contradicted");
  await expect(timeline.locator('[data-event="flag"]').first()).toBeVisible();
  // Only what went wrong: the supported claims leave, the contradicted one stays.
  await page.getByTestId("timeline-show").getByRole("link", { name: "Only what went wrong" }).click();
  await expect(timeline.locator('[data-event="claim"] [data-verdict="supported"]')).toHaveCount(0);
  await claim.getByRole("link", { name: /re-read bar 9/ }).click();
  await expect(page).toHaveURL(/bar=9&show=wrong/);
  const panel = page.locator('[data-bar="9"]');
  await expect(panel.getByTestId("reading")).toContainText("bar 9 · staff 1");
  await expect(panel.locator(".engraving svg g.measure").first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
  await shoot(page, "incident-timeline");
});

test("the day the fix shipped splits the figures before and after it", async ({ page }) => {
  await page.goto(incident);
  await page.getByText("Edit the case file").click();
  const form = page.getByRole("form", { name: "Case file" });
  await form.getByLabel("Status").selectOption("mitigated");
  await form.getByLabel("Owner").fill("Rita Reviewer");
  await form.getByLabel("Fix shipped on").fill("2026-11-03");
  await form
    .getByLabel("What was changed (the fix)")
    .fill("The tool server re-reads the file before it answers.");
  await form.getByRole("button", { name: "Save the case file" }).click();
  await expect(form.getByRole("status")).toContainText("Saved: status, owner, fix, fixShippedOn.");
  await expect(page.getByTestId("fix-shipped")).toHaveText("2026-11-03");
  await expect(page.locator("[data-status]").first()).toHaveText("mitigated");
  const figures = page.getByRole("region", { name: "Did the fix work?" });
  await expect(figures.getByRole("row", { name: /Before 2026-11-03/ })).toContainText(
    /^Before 2026-11-03\s*1/,
  );
  await expect(figures.getByRole("row", { name: /From 2026-11-03/ })).toContainText(/^From 2026-11-03\s*2/);
  await expect(figures.getByTestId("difference")).toBeVisible();
  await page.reload();
  await shoot(page, "incident");
});

test("the report is exported as Markdown, masked, and as PDF", async ({ page }) => {
  await page.goto(`${incident}/report`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applied, and the page did not change");
  await expect(page.getByRole("region", { name: "Evidence" })).toContainText("bar 9 is in G major now");
  await shoot(page, "incident-report");
  const md = await page.request.get(`/api${incident}/report?format=md&mask=1&names=Rita%20Reviewer`);
  expect(md.headers()["content-type"]).toContain("text/markdown");
  const text = await md.text();
  expect(text).toContain("# Incident: Applied, and the page did not change");
  expect(text).toContain("- Fix shipped: 2026-11-03");
  expect(text).toContain("- Owner: \\[name\\]");
  expect(text).toContain("| before 2026-11-03 | 1 |");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export PDF" }).click();
  const pdf = await (await download).createReadStream();
  const head = await new Promise<Buffer>((resolve) => pdf.once("data", (b) => resolve(Buffer.from(b))));
  expect(head.subarray(0, 5).toString()).toBe("%PDF-");
});
