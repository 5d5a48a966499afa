// The conversations table: filtered by a flag, sorted and paged by the server, all in the URL.
import { expect, test, type Page } from "@playwright/test";

const ids = (page: Page) =>
  page
    .locator('[data-testid="conversations"] tbody tr[data-conversation]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-conversation")));

test("filtering by a flag type keeps only the conversations that have one, in the URL", async ({ page }) => {
  await page.goto("/conversations");
  expect((await ids(page)).sort()).toEqual(["cello-o2", "etude-a1", "etude-a2", "etude-o1", "unlinked-a3"]);
  await page.getByLabel("success without change").check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/flag=success-without-change/);
  await expect.poll(() => ids(page)).toEqual(["etude-a2"]);
  // The link is the view: opened afresh it shows the same rows.
  await page.goto(page.url());
  expect(await ids(page)).toEqual(["etude-a2"]);
});

test("sorting by flags and paging are done by the server", async ({ page }) => {
  await page.goto("/conversations?pageSize=2");
  await expect(page.getByTestId("range")).toHaveText("1–2 of 5 conversations");
  await page.getByRole("button", { name: "Flags" }).click();
  await expect(page).toHaveURL(/sort=flags/);
  await expect(page.getByRole("columnheader", { name: "Flags" })).toHaveAttribute("aria-sort", "descending");
  const flags = () => page.locator('td[data-column="flags"]').allInnerTexts();
  await expect.poll(flags).toEqual(["4", "4"]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("range")).toHaveText("3–4 of 5 conversations");
  await page.getByRole("button", { name: "Flags" }).click();
  await expect(page.getByRole("columnheader", { name: "Flags" })).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(flags).toEqual(["0", "0"]);
});

test("words in a message find the conversation; a bad parameter is named", async ({ page }) => {
  await page.goto("/conversations?q=G%20major");
  expect(await ids(page)).toContain("etude-a2");
  const res = await page.request.get("/api/conversations?sort=colour");
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: string }).error).toMatch(/^parameter "sort"/);
});

test("a row opens the reader", async ({ page }) => {
  await page.goto("/conversations");
  // Anywhere in the row, as a person clicks: the row's link lies over the whole row.
  await page.locator('tr[data-conversation="etude-a2"]').scrollIntoViewIfNeeded();
  const cell = (await page
    .locator('tr[data-conversation="etude-a2"] td[data-column="flags"]')
    .boundingBox())!;
  await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height / 2);
  await expect(page).toHaveURL(/\/conversations\/etude-a2$/);
  await expect(page.getByRole("heading", { level: 1, name: "etude-a2" })).toBeVisible();
});

test("each row names its flag types and its model in their own colours, the charts' colours", async ({
  page,
}) => {
  await page.goto("/conversations");
  const row = page.locator('tr[data-conversation="etude-a2"]');
  await expect(row.locator("[data-flag-type]")).toHaveText([
    "success without change",
    "error reported as success",
    "receipt mismatch",
    "dispute without reread",
  ]);
  const swatch = (type: string) =>
    page.locator(`[data-flag-type="${type}"] [data-swatch]`).first().getAttribute("data-swatch");
  const model = await row.locator("[data-model] [data-swatch]").getAttribute("data-swatch");
  const types = ["success-without-change", "receipt-mismatch"];
  const inTable = await Promise.all(types.map(swatch));
  expect(new Set(inTable).size).toBe(2);

  // The overview draws each type's bars and each model's line in the same colours.
  await page.goto("/");
  const icon = (chart: string, name: string) =>
    page
      .locator(`[data-chart="${chart}"] .recharts-legend-item`, { hasText: name })
      .first()
      .locator(".recharts-legend-icon");
  await expect(icon("flags", "success without change")).toHaveAttribute("fill", inTable[0]!);
  await expect(icon("flags", "receipt mismatch")).toHaveAttribute("fill", inTable[1]!);
  await expect(icon("rate", "claude-sonnet-5")).toHaveAttribute("stroke", model!);
});
