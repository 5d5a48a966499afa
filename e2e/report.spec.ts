// The demo bundle's report as a reviewer reads it: the conversations, a claim the saved score
// contradicts, the flags on the right conversation, and the table sorted by flags.
import { expect, test, type Locator, type Page } from "@playwright/test";

const BUNDLE_ORDER = ["cello-o2", "etude-a1", "etude-a2", "etude-o1", "unlinked-a3"];

function rows(page: Page): Locator {
  return page.locator("table.conversations tbody tr");
}

async function column(page: Page, name: string): Promise<string[]> {
  return rows(page).locator(`td[data-column="${name}"]`).allInnerTexts();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("lists every conversation of the demo bundle in bundle order", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: "Barline" })).toBeVisible();
  expect(await column(page, "id")).toEqual(BUNDLE_ORDER);
  const a1 = rows(page).filter({ hasText: "etude-a1" });
  await expect(a1.locator('td[data-column="format"]')).toHaveText("anthropic");
  await expect(a1.locator('td[data-column="model"]')).toHaveText("claude-sonnet-5");
  await expect(a1.locator('td[data-column="scoreId"]')).toHaveText("etude");
  await expect(rows(page).filter({ hasText: "unlinked-a3" }).locator('td[data-column="scoreId"]')).toHaveText(
    "none",
  );
});

test("shows the bar 4 clef claim as contradicted, with what version 1 has", async ({ page }) => {
  const section = page.locator('section[data-conversation="etude-a1"]');
  const claim = section.locator("table.claims tr", { hasText: "Bar 4's left hand is in treble clef." });
  await expect(claim).toHaveCount(1);
  await expect(claim.locator(".verdict")).toHaveText("contradicted");
  await expect(claim).toContainText("bar 4 staff 2 · clef");
  await expect(claim.locator(".evidence")).toHaveText(/^version 1: bar 4 · staff 2: bass clef/);
});

test("raises each flag on the conversation it belongs to", async ({ page }) => {
  const a1 = page.locator('section[data-conversation="etude-a1"]');
  const a2 = page.locator('section[data-conversation="etude-a2"]');
  const courtesy = a1.locator('li[data-flag="courtesy-clef-misreading"]');
  await expect(courtesy).toHaveCount(1);
  await expect(courtesy).toContainText("turn 2");
  await expect(courtesy).toContainText("the treble clef printed at its end takes effect at bar 5");
  await expect(a2.locator('li[data-flag="success-without-change"]')).toContainText(
    "version 4 has the same music as version 3",
  );
  await expect(a1.locator('li[data-flag="success-without-change"]')).toHaveCount(0);
  await expect(page.locator('section[data-conversation="cello-o2"]')).toContainText("No flags.");
});

test("sorting by flags reorders the conversations, most flags first, then fewest", async ({ page }) => {
  const flagsHeader = page.getByRole("columnheader", { name: /Flags/ });
  const shown = async () => {
    const [ids, flags] = [await column(page, "id"), await column(page, "flags")];
    return ids.map((id, i) => ({ id, flags: Number(flags[i]) }));
  };
  const before = await shown();
  expect(before.map((r) => r.id)).toEqual(BUNDLE_ORDER);
  // Ties keep bundle order: the sort is stable.
  const byFlags = (dir: number) => [...before].sort((a, b) => dir * (a.flags - b.flags)).map((r) => r.id);

  await flagsHeader.getByRole("button").click();
  await expect(flagsHeader).toHaveAttribute("aria-sort", "descending");
  expect((await shown()).map((r) => r.id)).toEqual(byFlags(-1));
  expect(byFlags(-1)).not.toEqual(BUNDLE_ORDER);

  await flagsHeader.getByRole("button").click();
  await expect(flagsHeader).toHaveAttribute("aria-sort", "ascending");
  expect((await shown()).map((r) => r.id)).toEqual(byFlags(1));
});
