// The dashboard on a 390 px phone: the navigation folds into a menu, no page scrolls sideways, and a
// bar asked for from the reader opens as a sheet under the sentence that asked for it.
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  "/",
  "/conversations",
  "/conversations/etude-a2",
  "/conversations/etude-a1?turn=2&v=2&bar=4",
  "/scores",
  "/scores/etude",
  "/scores/etude/versions/2/bars/4",
  "/review",
  "/meetings",
  "/upload",
  "/conversations/etude-a9",
];

test("no page scrolls sideways on a phone", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test("the navigation folds into a menu that opens and closes", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Conversations" })).toBeHidden();
  const menu = main.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await main.getByRole("link", { name: "Conversations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
  // Folded again on the page it went to.
  await expect(main.getByRole("link", { name: "Scores" })).toBeHidden();
});

test("a claim's bar opens as a sheet below the claim, and closes", async ({ page }) => {
  await page.goto("/conversations/etude-a2?turn=3");
  await expect(page.locator(".engraving g.measure[tabindex]").first()).toBeAttached();
  const mark = page.locator('a[data-claim][data-verdict="contradicted"]', {
    hasText: "bar 9 is in G major now",
  });
  await mark.scrollIntoViewIfNeeded();
  await mark.click();
  await expect(page).toHaveURL(/bar=9/);
  const sheet = page.locator("aside[data-sheet]");
  await expect(sheet.locator('[data-bar="9"]')).toBeVisible();
  const sheetBox = (await sheet.boundingBox())!;
  const markBox = (await mark.boundingBox())!;
  expect(sheetBox.y + sheetBox.height).toBeCloseTo(844, 0);
  expect(markBox.y + markBox.height).toBeLessThanOrEqual(sheetBox.y);
  expect(markBox.y).toBeGreaterThanOrEqual(0);
  await sheet.getByRole("button", { name: "Close the score" }).click();
  await expect(page.locator("aside[data-sheet]")).toHaveCount(0);
});
