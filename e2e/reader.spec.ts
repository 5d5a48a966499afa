// The reader on the incident's twin: an edit that saved an identical version, the claim of that
// turn set against "no change", its bar re-read (text and engraving), and a step back a version.
import { expect, test, type Page } from "@playwright/test";
import { barRereadAnswer } from "@/lib/contracts/bar-reread.ts";
import { conversationDetail } from "@/lib/contracts/conversation.ts";

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
  await expect(page.getByRole("list", { name: "Messages" })).toHaveAttribute("data-ready", "");
  const mark = page.locator('a[data-claim][data-verdict="unverifiable"]', { hasText: "under one slur" });
  await mark.hover();
  await expect(page.getByRole("tooltip")).toContainText(
    "Not read with certainty: did not read 'legato', 'slur'",
  );
});

test("a flag, a turn and a claim each have a link that lands on them", async ({ page }) => {
  // The reader draws the turns in view alone: the flag's id is asked of the API.
  const c = conversationDetail.parse(await (await page.request.get("/api/conversations/etude-a2")).json());
  const id = `flag-${c.flags.find((f) => f.type === "receipt-mismatch")!.id}`;
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
  // The answer is of the route's contract: the printed bar 9 is the number 9, as the API spec writes it.
  const body = barRereadAnswer.parse(await r.json());
  expect(body.bar).toBe(9);
  expect(body.previous?.version).toBe(3);
  expect(body.reading.length).toBeGreaterThan(0);
  const svg = await request.get("/api/scores/etude/versions/4/bars/9?format=svg");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  const missing = await request.get("/api/scores/etude/versions/99/bars/9");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'score "etude" has no version 99' });
});

test("a call that saved nothing says so beside the claim, and the focused flag's evidence is open", async ({
  page,
}) => {
  await page.goto("/conversations/etude-a2?turn=4");
  const box = page.locator('[data-tool-call="toolu_b1004"] section[data-saved-version="none"]');
  await expect(box.getByTestId("no-version-saved")).toHaveText(
    "no version saved: the score is still version 4",
  );
  await expect(box).toContainText("it answered with an error");
  await expect(box.locator('li[data-claim][data-verdict="contradicted"]')).toContainText("pedal");
  // The flag at the reader's turn shows its evidence; one at another turn keeps it folded.
  await expect(page.locator('aside[data-flag="error-reported-as-success"] details')).toHaveAttribute(
    "open",
    "",
  );
  await expect(page.locator('aside[data-flag="success-without-change"] details')).not.toHaveAttribute(
    "open",
    "",
  );
});

test("a claim's tooltip stays in the chat's column, and a page image opens full size", async ({ page }) => {
  await page.goto("/conversations/etude-a1?turn=2");
  await expect(page.getByRole("list", { name: "Messages" })).toHaveAttribute("data-ready", "");
  const chat = (await page.getByRole("region", { name: "Chat" }).boundingBox())!;
  for (const mark of (await page.locator("a[data-claim]").all()).slice(0, 6)) {
    await page.keyboard.press("Escape");
    await mark.scrollIntoViewIfNeeded();
    await mark.hover();
    const tip = page.getByRole("tooltip");
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(chat.x);
    expect(box.x + box.width).toBeLessThanOrEqual(chat.x + chat.width + 0.5);
  }
  await page.keyboard.press("Escape");
  const shown = page.getByRole("button", { name: /The page image the model was shown at turn 2/ });
  await shown.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("img")).toBeVisible();
  await expect
    .poll(() => dialog.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const natural = await dialog.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect((await dialog.locator("img").boundingBox())!.width).toBeCloseTo(natural, 0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

/** A key pressed before the page's scripts run does nothing: press it once the shortcuts work. */
async function pressWhenKeysWork(page: Page, key: string): Promise<void> {
  await expect(page.locator("html[data-key-links='on']")).toHaveCount(1);
  await page.keyboard.press(key);
}

test("next and previous flagged conversation keep the list's filters, by link and by key", async ({
  page,
}) => {
  await page.goto("/conversations?sort=flags&order=asc");
  // Anywhere in the row, as a person clicks (the row's link lies over it).
  await page.locator('tr[data-conversation="etude-o1"]').scrollIntoViewIfNeeded();
  const cell = (await page
    .locator('tr[data-conversation="etude-o1"] td[data-column="startedAt"]')
    .boundingBox())!;
  await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height / 2);
  await expect(page).toHaveURL(/\/conversations\/etude-o1\?list=sort%3Dflags%26order%3Dasc$/);
  const nav = page.getByRole("navigation", { name: "Flagged conversations" });
  await expect(nav.getByTestId("flagged-position")).toContainText("flagged 1 of 3 in the filtered list");
  await expect(nav.getByLabel("Previous flagged conversation (none)")).toBeVisible();
  // etude-a1 and etude-a2 have 4 flags each: the id orders them, as the list does.
  await pressWhenKeysWork(page, "j");
  await expect(page.getByRole("heading", { level: 1, name: "etude-a1" })).toBeVisible();
  await expect(page).toHaveURL(/list=sort%3Dflags%26order%3Dasc/);
  await nav.getByRole("link", { name: "Next flagged conversation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "etude-a2" })).toBeVisible();
  await pressWhenKeysWork(page, "k");
  await expect(page.getByRole("heading", { level: 1, name: "etude-a1" })).toBeVisible();
  // The reader's own links keep the list too.
  expect(await page.locator('a[href*="?turn="]').first().getAttribute("href")).toContain("list=");
  await nav.getByRole("link", { name: "the filtered list" }).click();
  await expect(page).toHaveURL(/\/conversations\?sort=flags&order=asc$/);
});

test("what does not exist gets a page naming it and linking to what does", async ({ page }) => {
  const conversation = await page.goto("/conversations/etude-a9");
  expect(conversation?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No conversation “etude-a9”");
  await expect(page.getByRole("link", { name: "etude-a2" })).toHaveAttribute(
    "href",
    "/conversations/etude-a2",
  );

  expect((await page.goto("/scores/etude/versions/99/bars/4"))?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toContainText("Score etude has versions 1–");
  await page.getByRole("link", { name: /Bar 4 of version \d+, the last/ }).click();
  await expect(page.locator('[data-bar="4"] [data-testid="reading"]')).toContainText("bar 4");

  expect((await page.goto("/scores/etude/versions/4/bars/99"))?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toContainText("its bars run from 1 to 12");
  expect((await page.goto("/scores/minuet"))?.status()).toBe(404);
  await expect(page.getByTestId("not-found").getByRole("link", { name: "etude" })).toBeVisible();

  await page.goto("/conversations?sort=colour");
  await expect(page.getByRole("alert").filter({ hasText: "parameter" })).toHaveText(
    'parameter "sort" is "colour", but it must be a column to sort by: startedAt, turns, claims, contradicted, flags: showing every conversation instead.',
  );
});
