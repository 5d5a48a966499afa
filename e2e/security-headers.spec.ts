// What every answer tells the browser: pages under a Content-Security-Policy whose nonce is on the
// scripts Next.js writes (and every page still works under it: charts, engravings, navigation),
// API answers never cached and never a page, no X-Powered-By; a path that is not valid
// percent-encoding is a 400 naming its parameter.
import { expect, test, type Page } from "@playwright/test";

const COMMON = { "x-content-type-options": "nosniff", "referrer-policy": "same-origin" };

/** Every Content-Security-Policy violation the browser reports while the page lives. */
function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test("a page has a policy with a fresh nonce, which the scripts Next.js writes carry", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const res = await request.get("/conversations");
    const headers = res.headers();
    expect(headers).toMatchObject(COMMON);
    expect(headers["x-powered-by"]).toBeUndefined();
    const policy = headers["content-security-policy"] ?? "";
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
      expect(policy).toContain(directive);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce!);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("API answers are never cached and are no page", async ({ request }) => {
  for (const path of ["/api/health", "/api/conversations", "/api/conversations/no-such"]) {
    const headers = (await request.get(path)).headers();
    expect(headers).toMatchObject({
      ...COMMON,
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
    expect(headers["x-powered-by"]).toBeUndefined();
  }
});

test("a path that is not valid percent-encoding is a 400 naming its parameter, not a 500", async ({
  request,
}) => {
  for (const [path, parameter] of [
    ["/api/scores/%E0%A4%A/versions/1/bars/1", "scoreId"],
    ["/api/scores/etude/versions/1/bars/%", "bar"],
    ["/api/conversations/%", "id"],
    ["/conversations/%E0%A4%A", "id"],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(
      new RegExp(`^parameter "${parameter}" is ".*", but it must be valid percent-encoding`),
    );
  }
});

test("every page works under its policy: charts, the reader's engraving, a bar, navigation", async ({
  page,
}) => {
  const seen = violations(page);
  await page.goto("/");
  await expect(page.locator('[data-chart="rate"] path.recharts-curve').first()).toBeVisible();
  await page.getByRole("link", { name: "Conversations" }).first().click();
  await expect(page).toHaveURL(/\/conversations$/);
  // The engraving is inline SVG with its own <style>; the bar drawn selected shows scripts ran.
  await page.goto("/conversations/etude-a2?v=4&bar=9");
  const panel = page.locator('[data-bar="9"][data-version="4"]');
  await expect(panel.locator(".engraving svg g.measure")).toHaveCount(3);
  await expect(panel.locator(".engraving g.measure.selected")).toHaveAttribute("data-n", "9");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('[data-bar="10"][data-version="4"]')).toBeVisible();
  await page.goto("/scores/etude/versions/4/bars/9");
  await expect(page.locator(".engraving svg g.measure").first()).toBeVisible();
  await page.goto("/scores");
  await page.goto("/upload");
  expect(seen).toEqual([]);
});
