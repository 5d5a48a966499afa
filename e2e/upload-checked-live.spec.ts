// A conversation in which a scripted assistant checked itself with `barline mcp` (recorded by
// test/support/live-assistant.ts), uploaded as a bundle: listed and read as "checked live", with no
// flag, and the overview's figures narrowed to it.
import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIVE_CONVERSATION, recordLiveConversation } from "@/test/support/live-assistant.ts";
import { zipFolder } from "@/test/support/zip-folder.ts";

test("a conversation checked live is labelled so in the list, the reader and the overview", async ({
  page,
}) => {
  const folder = mkdtempSync(path.join(tmpdir(), "barline-live-e2e-"));
  try {
    await recordLiveConversation(folder);
    await page.goto("/upload");
    await page.getByLabel(/Bundle/).setInputFiles({
      name: "live.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(zipFolder(folder)),
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  await page.getByRole("button", { name: "Upload and ingest" }).click();
  await expect(page.getByTestId("job")).toHaveAttribute("data-state", "done", { timeout: 90_000 });

  await page.goto("/conversations?checked=live");
  const rows = page.getByTestId("conversations").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const row = page.locator(`tr[data-conversation="${LIVE_CONVERSATION}"]`);
  await expect(row.getByText("checked live", { exact: true })).toBeVisible();
  // Flags: none, and no flag type named.
  await expect(row.locator("td").nth(9)).toHaveText("0");
  await expect(row.locator("td").last()).toHaveText("");

  await row.getByRole("link", { name: LIVE_CONVERSATION }).click();
  await expect(
    page
      .locator("header", { has: page.getByRole("heading", { level: 1, name: LIVE_CONVERSATION }) })
      .getByText("checked live", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Flags in this conversation" })).toHaveCount(0);

  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Checked live" })
    .getByRole("link", { name: "checked live", exact: true })
    .click();
  await expect(page).toHaveURL(/\/\?checked=live$/);
  await expect(page.getByRole("link", { name: "checked live", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
