// The review queue shows each flag's evidence inline (the claims against what the score has, the
// bar engraved, the page image), sorted by the conversation's date as it says, with a confirmation
// naming the flag type and an Undo that really reverts; meetings name their findings, take findings
// from the queue and the reader once open, and their minutes link back; every slow fetch says it is
// loading. Desktop and a 390 px phone; axe finds nothing serious.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(bad).toEqual([]);
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const [size, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const)
  test.describe(size, () => {
    test.use({ viewport });

    test("queue: evidence inline, loading while it comes, sorted by date, confirm names the type, undo reverts", async ({
      page,
    }) => {
      // The evidence held back 1.5 s: its place says it is loading, busy, not blank.
      await page.route("**/api/flags/*/evidence", async (route) => {
        await delay(1500);
        await route.continue();
      });
      await page.goto("/review");
      await expect(page.getByText("sorted by the date the conversation started, newest first")).toBeVisible();
      const first = page.locator("li[data-queued-flag]").first();
      const evidence = first.getByRole("region", { name: /^Evidence of the flag in / });
      await expect(evidence).toHaveAttribute("aria-busy", "true");
      await expect(evidence.getByRole("status")).toContainText("Loading the evidence");
      await page.screenshot({ path: `test-results/review-loading-${size}.png` });
      await expect(evidence).toHaveAttribute("data-evidence", "loaded");
      await expect(evidence).toHaveAttribute("aria-busy", "false");

      // The dates as the conversations say, newest first.
      const dates = await page
        .locator("li[data-queued-flag]")
        .evaluateAll((lis) =>
          lis.map((li) => /started (\d{4}-\d\d-\d\d)/.exec(li.textContent ?? "")?.[1] ?? ""),
        );
      const dated = dates.filter(Boolean);
      expect(dated).toEqual([...dated].sort().reverse());

      // An item whose evidence holds a claim against a saved version and its bar engraved.
      const withBar = page.locator("li[data-queued-flag]", {
        has: page.locator(".engraving g.measure.selected"),
      });
      await withBar.first().scrollIntoViewIfNeeded();
      await expect(withBar.first().locator("[data-saved-version], [data-claim]").first()).toBeVisible();
      await expect(withBar.first().locator("figcaption").first()).toContainText("engraved by verovio");
      await page.screenshot({ path: `test-results/review-evidence-${size}.png`, fullPage: true });
      await axeClean(page);

      // Confirm the first flag: the confirmation names its type and conversation; Undo reverts it.
      const id = (await first.getAttribute("data-queued-flag"))!;
      const type = (await first.locator("[data-flag-type]").first().getAttribute("data-flag-type"))!;
      const where = (await first.locator("a").first().textContent())!.trim();
      const total = await page.locator("li[data-queued-flag]").count();
      await first.focus();
      await page.keyboard.press("c");
      const status = page.getByTestId("queue-status");
      await expect(status).toHaveText(
        new RegExp(`^Confirmed: ${type} in ${where.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      await expect(page.locator(`li[data-queued-flag="${id}"]`)).toHaveCount(0);
      const history = async () =>
        ((await (await page.request.get(`/api/reviews?target=flag:${id}`)).json()) as { reviews: unknown[] })
          .reviews;
      expect(await history()).toHaveLength(1);
      await page.getByRole("button", { name: "Undo (u)" }).click();
      await expect(status).toContainText("is unreviewed again");
      await expect(page.locator(`li[data-queued-flag="${id}"]`)).toHaveCount(1);
      await expect(page.locator("li[data-queued-flag]")).toHaveCount(total);
      expect(await history()).toHaveLength(0);
      const audit = (await (await page.request.get(`/api/audit?action=undo-review-flag`)).json()) as {
        rows: { target: string }[];
      };
      expect(audit.rows.map((r) => r.target)).toContain(id);
    });
  });

test("the bar re-read says it is re-reading while the server answers", async ({ page }) => {
  await page.goto("/conversations/etude-a2?turn=7&v=4&bar=9");
  const panel = page.locator('[data-bar="9"][data-version="4"]');
  await expect(panel.locator(".engraving g.measure[tabindex]").first()).toBeAttached();
  // The reader's answer for the next bar held back 1.5 s.
  await page.route(/bar=10/, async (route) => {
    await delay(1500);
    await route.continue();
  });
  await panel.locator('.engraving g.measure[data-n="10"]').focus();
  await page.keyboard.press("Enter");
  const figure = panel.locator("figure[aria-busy]").first();
  await expect(figure).toHaveAttribute("aria-busy", "true");
  await expect(panel.getByRole("status")).toContainText("Re-reading bar 10…");
  await page.screenshot({ path: "test-results/bar-rereading.png" });
  await expect(page.locator('[data-bar="10"][data-version="4"]')).toBeVisible();

  // A key steps the bar: the panel says it is re-reading until the next bar comes.
  await page.route(/bar=11/, async (route) => {
    await delay(1500);
    await route.continue();
  });
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("status").filter({ hasText: "Re-reading the bar…" })).toBeVisible();
  await expect(page.locator('[data-bar="11"][data-version="4"]')).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Re-reading the bar…" })).toHaveCount(0);
});

for (const [size, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const)
  test(`meetings (${size}): findings named, added to the open meeting from the reader, minutes link back`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/review");
    const first = page.locator("li[data-queued-flag]").first();
    const id = (await first.getAttribute("data-queued-flag"))!;
    await first.locator("[data-flag-actions]").getByRole("button", { name: "Pick for a meeting" }).click();
    await page.goto("/meetings");
    const picked = page.getByTestId("picks");
    await expect(picked).toContainText(/Flag [a-z-]+ in [\w-]+, turn \d+/);
    await expect(picked).not.toContainText(id);
    const title = `Review ${size}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Open the meeting" }).click();
    await expect(page.locator("[data-finding-name]")).toContainText(/Flag [a-z-]+ in [\w-]+, turn \d+/);
    await axeClean(page);
    await page.screenshot({ path: `test-results/meeting-${size}.png`, fullPage: true });

    // From the reader: the conversation itself and a claim, added to the meeting now open.
    await page.goto("/conversations/etude-a2");
    await page
      .locator("header")
      .getByRole("button", { name: `Add to “${title}”` })
      .click();
    await expect(page.locator("header").getByRole("status")).toHaveText(`Added to “${title}”`);
    await page
      .locator("header")
      .getByRole("button", { name: `Add to “${title}”` })
      .click();
    await expect(page.locator("header").getByRole("status")).toHaveText(`Already in “${title}”`);
    const claim = page.locator('section[data-saved-version="4"] li[data-claim]').first();
    await expect(claim.getByRole("button", { name: `Add to “${title}”` })).toHaveAttribute(
      "title",
      /^Add Claim [a-z-]+ \((supported|contradicted|unverifiable)\) in etude-a2, turn \d+/,
    );
    await claim.getByRole("button", { name: `Add to “${title}”` }).click();
    await expect(claim.getByRole("status")).toHaveText(`Added to “${title}”`);

    await page.goto("/meetings");
    await page
      .getByRole("link", { name: title })
      .locator("..")
      .getByRole("link", { name: "minutes" })
      .click();
    const items = page.locator("[data-minutes-item]");
    await expect(items).toHaveCount(3);
    await expect(items.nth(1).getByRole("heading")).toHaveText("2. Conversation etude-a2");
    await expect(items.nth(2).getByRole("heading")).toContainText(
      /3\. Claim [a-z-]+ \((supported|contradicted|unverifiable)\) in etude-a2, turn \d+, bars? \d+/,
    );
    const back = items.nth(2).locator("[data-finding-links] a");
    await expect(back.first()).toHaveAttribute("href", /^\/conversations\/etude-a2\?turn=\d+#claim-/);
    await expect(back.nth(1)).toHaveAttribute("href", /^\/conversations\/etude-a2\?turn=\d+&bar=\d+/);
    await axeClean(page);
    await page.screenshot({ path: `test-results/minutes-${size}.png`, fullPage: true });
    await back.nth(1).click();
    await expect(page.locator("[data-bar][data-version]")).toBeVisible();
  });

test("the conversations table says it is loading while a new sort is read", async ({ page }) => {
  await page.goto("/conversations");
  const table = page.getByTestId("conversations");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await page.route(/[?&]sort=turns/, async (route) => {
    await delay(1500);
    await route.continue();
  });
  await table.locator("thead button", { hasText: "Turns" }).click();
  await expect(table).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "Loading the conversations…" })).toBeVisible();
  await expect(page).toHaveURL(/sort=turns/);
  await expect(table).toHaveAttribute("aria-busy", "false");
});
