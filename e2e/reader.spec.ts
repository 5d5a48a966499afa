// The reader on the incident's twin: an edit that saved an identical version, the claim of that
// turn set against "no change", its bar re-read (text and engraving), and a step back a version.
import { expect, test } from "@playwright/test";
import type { BarReread } from "../lib/db/api-types.ts";

test("the claim set against 'no change' opens its bar, and one key steps to the version before", async ({
  page,
}) => {
  await page.goto("/conversations?flag=success-without-change");
  await page.getByRole("link", { name: "etude-a2" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "etude-a2" })).toBeVisible();

  const noOp = page.locator('section[data-saved-version="4"]');
  await expect(noOp).toHaveAttribute("data-no-op", "true");
  await expect(noOp.getByTestId("diff-no-change")).toContainText("no change");
  const claim = noOp.locator('li[data-claim][data-verdict="contradicted"]', {
    hasText: "bar 9 is in G major now",
  });
  await expect(claim).toBeVisible();

  // The claim in its sentence, with its evidence on hover.
  const mark = page.locator('a[data-claim][data-verdict="contradicted"]', {
    hasText: "bar 9 is in G major now",
  });
  await mark.hover();
  await expect(page.getByRole("tooltip")).toContainText("bar 9");

  await claim.getByRole("link").click();
  await expect(page).toHaveURL(/v=4&bar=9/);
  const panel = page.locator('[data-bar="9"][data-version="4"]');
  await expect(panel.getByTestId("reading")).toContainText("bar 9 · staff 1");
  await expect(panel.getByTestId("reading")).toContainText("key");
  // Bar 9 engraved with a bar on each side.
  await expect(panel.locator(".engraving svg g.measure")).toHaveCount(3);
  await expect(panel.locator(".engraving g.measure.selected")).toHaveAttribute("data-n", "9");
  await expect(panel).toContainText("no change in this bar");

  await page.keyboard.press("[");
  await expect(page).toHaveURL(/v=3&bar=9/);
  await expect(page.locator('[data-bar="9"][data-version="3"] [data-testid="reading"]')).toContainText(
    "bar 9",
  );
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('[data-bar="10"][data-version="3"]')).toBeVisible();
});

test("a claim not read with certainty says which words were not read", async ({ page }) => {
  await page.goto("/conversations/etude-a1");
  const mark = page.locator('a[data-claim][data-verdict="unverifiable"]', { hasText: "under one slur" });
  await mark.hover();
  await expect(page.getByRole("tooltip")).toContainText(
    "Not read with certainty: did not read 'legato', 'slur'",
  );
});

test("a flag, a turn and a claim each have a link that lands on them", async ({ page }) => {
  await page.goto("/conversations/etude-a2");
  const flag = page.locator('aside[data-flag="receipt-mismatch"]');
  const id = await flag.getAttribute("id");
  await page.goto(`/conversations/etude-a2?turn=7#${id}`);
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect(page.locator('li[data-turn="7"]').first()).toHaveClass(/ring-2/);
  await expect(page.getByTestId("moment")).toContainText("At turn 7");
});

test("the bar route answers the re-read as JSON and as SVG, and names what is missing", async ({
  request,
}) => {
  const r = await request.get("/api/scores/etude/versions/4/bars/9");
  expect(r.status()).toBe(200);
  const body = (await r.json()) as BarReread;
  expect(body.previous?.version).toBe(3);
  expect(body.reading.length).toBeGreaterThan(0);
  const svg = await request.get("/api/scores/etude/versions/4/bars/9?format=svg");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  const missing = await request.get("/api/scores/etude/versions/99/bars/9");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'score "etude" has no version 99' });
});
