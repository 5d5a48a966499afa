// The overview over the ingested etude bundle: charts drawn, a before/after split with its test,
// the newest unreviewed flags opening their conversation.
import { expect, test } from "@playwright/test";

test("draws the false-claim rate by model and label, and flags by type over time", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("totals")).toContainText("Conversations5");
  const rate = page.locator('[data-chart="rate"]');
  await expect(rate).toHaveCount(2);
  await expect(rate.first().locator("path.recharts-curve").first()).toBeVisible();
  await expect(page.locator('[data-chart="flags"] .recharts-bar-rectangle').first()).toBeVisible();
});

test("a split date gives both rates with their intervals and whether they differ by more than chance", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByLabel("Split date").fill("2026-11-04");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/split=2026-11-04/);
  // The split is marked on every chart's time axis.
  await expect(page.locator("[data-chart] .recharts-reference-line")).toHaveCount(3);
  const box = page.getByTestId("before-after");
  await expect(box.getByRole("row", { name: /Before 2026-11-04/ })).toContainText("%");
  await expect(box.getByRole("row", { name: /From 2026-11-04/ })).toContainText("%");
  await expect(page.getByTestId("difference")).toContainText(
    /more than chance|within chance|nothing to compare/,
  );
});

test("an unreviewed flag opens its conversation at the flag", async ({ page }) => {
  await page.goto("/");
  const flag = page.locator('[data-flag="success-without-change"]').first();
  await flag.getByRole("link").click();
  await expect(page).toHaveURL(/\/conversations\/etude-a2\?turn=3#flag-/);
  await expect(page.locator('aside[data-flag="success-without-change"]')).toBeVisible();
});

test("the unreviewed flags' count says what it counts and leads to the review queue", async ({ page }) => {
  await page.goto("/?model=claude-sonnet-5");
  const card = page.locator('[aria-labelledby="unreviewed"]');
  await expect(card.getByRole("heading")).toContainText("not yet confirmed or dismissed");
  await card.getByRole("link", { name: /^Review all \d+ in the queue$/ }).click();
  await expect(page).toHaveURL(/\/review\?model=claude-sonnet-5$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
});
