// The reader on a 400-turn Claude Code session (written by scripts/bench/long-session.ts and
// ingested for the run, playwright.long.config.ts), on a desktop and on a 390 px phone: only the
// turns in view are in the page, scrolling fetches the others, links to a flag or a claim deep in
// the session land on it (and the page passes an axe scan there), and the keys still work.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { TurnSlice } from "@/lib/contracts/conversation-outline.ts";
import { deepEditTurn, sessionUuid } from "@/scripts/bench/long-session.ts";

const LONG = sessionUuid("long-400");
const SHORT = sessionUuid("long-60");
const DEEP = deepEditTurn(400);

async function turnsOf(page: Page, from: number, to: number): Promise<TurnSlice> {
  const r = await page.request.get(`/api/conversations/${LONG}/turns?from=${from}&to=${to}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as TurnSlice;
}

const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

for (const [device, viewport] of Object.entries(SIZES)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("a long session opens with the turns in view alone, and scrolling fetches more", async ({
      page,
    }) => {
      await page.goto(`/conversations/${LONG}`);
      const chat = page.getByRole("list", { name: "Messages" });
      await expect(chat).toHaveAttribute("data-ready", "");
      await expect(chat).toHaveAttribute("data-turns", "400");
      await expect(chat.locator('li[data-turn="1"][data-loaded]')).toContainText("Turn 1");
      expect(await chat.locator("li[data-turn]").count()).toBeLessThan(40);

      // Halfway down: turns the page was not sent come from the turns route as they come into view.
      const fetched = page.waitForResponse((r) => r.url().includes(`/api/conversations/${LONG}/turns?`));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      expect((await fetched).status()).toBe(200);
      // The turn in the middle of the screen is drawn, and it is one far into the session.
      const middle = () =>
        page.evaluate(() => {
          const list = document.querySelector('ol[aria-label="Messages"]')!.getBoundingClientRect();
          const at = document.elementFromPoint(list.left + list.width / 2, window.innerHeight / 2);
          const turn = at?.closest<HTMLElement>("li[data-turn][data-loaded]");
          return turn ? Number(turn.dataset.turn) : 0;
        });
      await expect.poll(middle).toBeGreaterThan(100);
      expect(await chat.locator("li[data-turn]").count()).toBeLessThan(40);
    });

    test("links to a flag, a turn and a claim deep in the session land on them", async ({ page }) => {
      const flag = (await turnsOf(page, DEEP, DEEP)).flags.find((f) => f.type === "success-without-change");
      expect(flag).toBeDefined();
      await page.goto(`/conversations/${LONG}?turn=${DEEP}#flag-${flag!.id}`);
      const card = page.locator(`[id="flag-${flag!.id}"]`);
      await expect(card).toBeInViewport();
      await expect(card).toBeFocused();
      await expect(card).toHaveAttribute("data-landed", "");
      await expect(page.locator(`li[data-turn="${DEEP}"]`)).toHaveClass(/ring-2/);
      // Deep in the session, the page still passes an axe scan.
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
      ).toEqual([]);

      // From the header at the top of the page: the flag's link scrolls the window down to it.
      await page.goto(`/conversations/${LONG}`);
      await expect(page.getByRole("list", { name: "Messages" })).toHaveAttribute("data-ready", "");
      await page
        .getByRole("navigation", { name: "Flags in this conversation" })
        .getByRole("link", { name: `turn ${DEEP}`, exact: true })
        .click();
      await expect(card).toBeInViewport();
      await expect(card).toBeFocused();

      // A turn's link.
      await page.goto(`/conversations/${LONG}?turn=250#turn-250`);
      const turn = page.locator('li[data-turn="250"]');
      await expect(turn).toBeInViewport();
      await expect(turn).toBeFocused();
      await expect(turn.getByRole("heading", { name: "Turn 250" })).toBeVisible();

      const claim = (await turnsOf(page, 350, 352)).claims.find((c) => c.source === "assistant");
      expect(claim).toBeDefined();
      await page.goto(`/conversations/${LONG}?turn=${claim!.turn}#claim-${claim!.id}`);
      const mark = page.locator(`[id="claim-${claim!.id}"]`);
      await expect(mark).toBeInViewport();
      await expect(mark).toBeFocused();
      // Its evidence, on hover as anywhere in the reader.
      await mark.hover();
      await expect(page.getByRole("tooltip")).toBeVisible();
    });

    test("j and k still go to the next and previous flagged conversation, and the bar keys step the bar", async ({
      page,
    }) => {
      await page.goto(`/conversations/${LONG}?turn=${DEEP}&v=5&bar=4`);
      await expect(page.locator("html")).toHaveAttribute("data-key-links", "on");
      await expect(page.locator('[data-bar="4"][data-version="5"]')).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.locator('[data-bar="5"][data-version="5"]')).toBeVisible();

      // The two sessions are the list's flagged conversations: one key goes to the other, the other back.
      const [go, back] = (await page.locator('a[aria-keyshortcuts="j"]').count()) ? ["j", "k"] : ["k", "j"];
      await page.keyboard.press(go);
      await expect(page.getByRole("heading", { level: 1, name: SHORT })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-key-links", "on");
      await page.keyboard.press(back);
      await expect(page.getByRole("heading", { level: 1, name: LONG })).toBeVisible();
    });
  });
}
