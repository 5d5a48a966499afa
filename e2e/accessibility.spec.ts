// Every page passes an axe scan with no serious or critical violation, and the keyboard alone
// reaches every control.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PAGES = [
  "/",
  "/?split=2026-11-04",
  "/conversations",
  "/conversations/etude-a2",
  "/conversations/etude-a1?turn=2&v=2&bar=4",
  "/scores",
  "/scores/etude",
  "/scores/etude/versions/2/bars/4",
  "/upload",
  "/conversations/etude-a9",
];

for (const path of PAGES)
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("load");
    if (path === "/" || path.startsWith("/?"))
      await expect(page.locator(".recharts-surface").first()).toBeVisible();
    if ((path.includes("bars") || path.includes("/conversations/")) && !path.endsWith("etude-a9"))
      await expect(page.locator(".engraving g.measure[tabindex]").first()).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(bad).toEqual([]);
  });

/** What has focus, as "tag|name|aria-label|text". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "";
    const text = (el.textContent ?? "").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}|${el.getAttribute("name") ?? ""}|${el.getAttribute("aria-label") ?? ""}|${text}`;
  });

test("the keyboard reaches the filters, the sort buttons, the rows and the pages", async ({ page }) => {
  await page.goto("/conversations?pageSize=2");
  await page.waitForLoadState("load");
  const stops: string[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    stops.push(await focused(page));
  }
  const all = stops.join("\n");
  for (const want of [
    "input|q|",
    "select|verdict|",
    "select|model|",
    "input|from|",
    "input|flag|",
    "button|||Apply filters",
    "button|||Flags",
    "a|||cello-o2",
    "button|||Next",
  ])
    expect(all).toContain(want);
});

test("the keyboard reaches a claim, shows its evidence on focus, and opens its bar", async ({ page }) => {
  await page.goto("/conversations/etude-a2");
  // Tab only once the page answers to it (its script ran: the engraving's bars are focusable), as a person would.
  await expect(page.locator(".engraving g.measure[tabindex]").first()).toBeAttached();
  const mark = page.locator('a[data-claim][data-verdict="contradicted"]', {
    hasText: "bar 9 is in G major now",
  });
  for (let i = 0; i < 300 && !(await mark.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(mark).toBeFocused();
  await expect(page.getByRole("tooltip")).toContainText("bar 9");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/bar=9/);
  await expect(page.locator(".engraving g.measure")).toHaveCount(3);
  // The bars of the engraving are reachable too.
  await page.locator('.engraving g.measure[data-n="10"]').focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/bar=10/);
});
