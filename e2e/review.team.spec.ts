// Team review with sign-in on, as a team would first use it: the first account is made on the setup
// page and is the admin; the admin adds a reviewer and a viewer; the viewer sees decisions but no way
// to make one and is kept off the admin page; the reviewer works the queue from the keyboard, agrees
// with and corrects claims in the reader, runs a meeting over picked findings and exports its
// minutes; the admin sees it all in the audit log and the overview's precision.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

test.describe.configure({ mode: "serial" });

const PASSWORD = "correct horse battery";

async function signIn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
}

// Each person signs in once and keeps their session, as in a browser (Better Auth allows only a few
// sign-ins per address in ten seconds).
type State = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions = new Map<string, State>();
async function pageAs(browser: Browser, email: string): Promise<Page> {
  const saved = sessions.get(email);
  const context = await browser.newContext(saved ? { storageState: saved } : {});
  const page = await context.newPage();
  if (!saved) {
    await signIn(page, email);
    sessions.set(email, await context.storageState());
  }
  return page;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test("a new database sends everyone to setup; the first account is the admin, who adds the team", async ({
  page,
}) => {
  await page.goto("/conversations");
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel("Your name").fill("Ada Admin");
  await page.getByLabel("Email").fill("ada@barline.test");
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create the admin account" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("user-menu")).toContainText("Ada Admin (admin)");

  for (const [name, email, role] of [
    ["Rita Reviewer", "rita@barline.test", "reviewer"],
    ["Victor Viewer", "victor@barline.test", "viewer"],
  ]) {
    await page.getByRole("textbox", { name: "Name" }).fill(name!);
    await page.getByRole("textbox", { name: "Email" }).fill(email!);
    await page.getByLabel("First password").fill(PASSWORD);
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption(role!);
    await page.getByRole("button", { name: "Add account" }).click();
    await expect(page.locator(`tr[data-user="${email}"]`)).toBeVisible();
  }
  await signOut(page);
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("a viewer reads decisions but cannot make one, and is kept off the admin page", async ({ page }) => {
  await signIn(page, "victor@barline.test");
  await page.goto("/review");
  await expect(page.locator("[data-queued-flag]").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Confirm/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/forbidden\?needs=admin/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for your role");
  // The API refuses a viewer's decision too, saying what is missing and nothing else.
  const res = await page.request.post("/api/flags/anything/review", {
    data: { decision: "confirmed", note: "" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ error: "this needs the reviewer role; Victor Viewer is a viewer" });
  await signOut(page);
});

test("a reviewer works the queue from the keyboard, and the reader shows who decided", async ({
  browser,
}) => {
  const page = await pageAs(browser, "rita@barline.test");
  await page.goto("/review");
  const first = page.locator("[data-queued-flag]").first();
  const flagId = await first.getAttribute("data-queued-flag");
  const where = (await first.getByRole("link").first().textContent())!;
  const type = (await first.locator("[data-flag-type]").first().getAttribute("data-flag-type"))!;
  const total = await page.locator("[data-queued-flag]").count();
  await first.focus();
  await page.keyboard.press("n");
  await page.keyboard.type("the saved version really has no change");
  await page.keyboard.press("Enter");
  await page.keyboard.press("c");
  await expect(page.getByTestId("queue-status")).toHaveText(`Confirmed: ${type} in ${where}`);
  await expect(page.locator("[data-queued-flag]")).toHaveCount(total - 1);
  await page.keyboard.press("d");
  await expect(page.getByTestId("queue-status")).toContainText("Dismissed: ");
  await expect(page.locator("[data-queued-flag]")).toHaveCount(total - 2);

  await page.goto(`/conversations/${where.split(",")[0]}`);
  const card = page.locator(`[data-flag-review="${flagId}"]`);
  await expect(card).toContainText("confirmed by Rita Reviewer");
  await expect(card).toContainText("the saved version really has no change");
});

test("a reviewer agrees with one claim and corrects another in the reader, and reaches every claim", async ({
  browser,
}) => {
  const page = await pageAs(browser, "rita@barline.test");
  await page.goto("/conversations/etude-a2");
  const claims = page.locator("[data-claim-review]:visible");
  const agree = claims.first();
  await agree.getByRole("button", { name: /^Agree/ }).click();
  await expect(agree).toContainText("agreed by Rita Reviewer");
  const correctedId = await claims.nth(1).getAttribute("data-claim-review");
  const correct = page.locator(`[data-claim-review="${correctedId}"]`).first();
  await correct.getByLabel("Note on this claim").fill("bar 9 was never read back");
  await correct.getByLabel("Correct the verdict to").selectOption("unverifiable");
  await correct.getByRole("button", { name: "Correct" }).click();
  await expect(correct).toContainText("corrected to unverifiable by Rita Reviewer");
  await page.reload();
  await expect(page.locator(`[data-claim-review="${correctedId}"]`).first()).toContainText(
    "corrected to unverifiable by Rita Reviewer",
  );

  // A claim the reader only marks in its sentence (a read in turn 1) is reviewed at the end of its turn.
  await page.goto("/conversations/etude-a1");
  const turn1 = page.locator('[data-review-claims="1"]');
  await turn1.getByText(/Review the claims of turn 1/).click();
  const read = turn1.locator("[data-claim-review]").first();
  await read.getByRole("button", { name: /^Agree/ }).click();
  await expect(read).toContainText("agreed by Rita Reviewer");
});

test("a meeting over picked findings: step through, decide, minute, export Markdown and PDF, masked", async ({
  browser,
}) => {
  const page = await pageAs(browser, "rita@barline.test");
  await page.goto("/conversations/etude-a2");
  await page.locator("header").getByRole("button", { name: "Pick for a meeting" }).click();
  const flag = page.locator("[data-flag-review]").first();
  await flag.getByRole("button", { name: "Pick for a meeting" }).click();
  await expect(flag.getByRole("button", { name: "Picked for a meeting" })).toBeVisible();

  await page.goto("/meetings");
  await expect(page.getByTestId("picks")).toContainText("Conversation etude-a2");
  await page.getByLabel("Title").fill("Week 48 review");
  await page.getByLabel("Attendees (comma-separated)").fill("Rita Reviewer, ben@example.org");
  await page.getByRole("button", { name: "Open the meeting" }).click();
  await expect(page.getByText("finding 1 of 2")).toBeVisible();
  // The conversation first, its flags decided in the meeting.
  await page.locator("[data-flag-review]").first().getByRole("button", { name: "Dismiss" }).click();
  await expect(page.locator("[data-flag-review]").first()).toContainText("dismissed by Rita Reviewer");
  await page.getByLabel("Minute").fill("Ben (+44 20 7946 0958) to look at the clef detector");
  await page.getByRole("button", { name: "Save minute" }).click();
  await expect(page.getByText("minute saved")).toBeVisible();
  await page.keyboard.press("j");
  await expect(page.getByText("finding 2 of 2")).toBeVisible();
  await expect(page.locator("[data-bar]")).toBeVisible(); // the bar re-read beside the finding
  await page.locator("[data-flag-review]").first().getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator("[data-flag-review]").first()).toContainText("confirmed by Rita Reviewer");

  await page.getByRole("link", { name: "Minutes" }).click();
  await expect(page).toHaveURL(/\/meetings\/[^/?]+\/minutes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Week 48 review" })).toBeVisible();
  const meetingId = page.url().split("/meetings/")[1]!.split("/")[0]!;
  const md = await page.request.get(`/api/meetings/${meetingId}/minutes?format=md`);
  expect(md.status()).toBe(200);
  const text = await md.text();
  expect(text).toContain("# Week 48 review");
  expect(text).toContain("Attendees: Rita Reviewer, ben\\@example.org"); // escaped Markdown
  expect(text).toContain("Minute: Ben (+44 20 7946 0958) to look at the clef detector");
  expect(text).toMatch(/Decision: confirmed by Rita Reviewer/);
  const masked = await (
    await page.request.get(`/api/meetings/${meetingId}/minutes?format=md&mask=1&names=Ben,Rita%20Reviewer`)
  ).text();
  expect(masked).toContain("Attendees: \\[name\\], \\[email\\]");
  expect(masked).toContain("Minute: \\[name\\] (\\[phone\\]) to look at the clef detector");
  expect(masked).not.toMatch(/7946|example\.org|Rita/);
  const pdf = await page.request.get(`/api/meetings/${meetingId}/minutes?format=pdf&mask=1&names=Ben`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

// The PDF's title as Chromium wrote it (Skia: an ASCII one as a string, any other as UTF-16 in hex).
function pdfTitle(pdf: Buffer): string {
  const [, hex, ascii] = /\/Title (?:<FEFF([0-9A-F]*)>|\(([^)]*)\))/.exec(pdf.toString("latin1")) ?? [];
  return (
    ascii ??
    Buffer.from(hex ?? "", "hex")
      .swap16()
      .toString("utf16le")
  );
}

test("the PDF minutes are Barline's own whatever Host the request names, and one print at a time each", async ({
  browser,
}) => {
  const page = await pageAs(browser, "rita@barline.test");
  // Another server the Barline server can reach: the request below names it as its Host.
  const asked: string[] = [];
  const elsewhere = createServer((req, res) => {
    asked.push(`${req.url} ${req.headers.cookie ?? ""}`);
    res.end("<title>Elsewhere</title><p>what only the server can reach</p>");
  });
  await new Promise<void>((ok) => elsewhere.listen(0, "127.0.0.1", ok));
  try {
    await page.goto("/meetings");
    const meeting = await page.locator("[data-meeting]").first().getAttribute("data-meeting");
    const minutes = `/api/meetings/${meeting}/minutes?format=pdf`;
    const pdf = await page.request.get(minutes, {
      headers: { host: `127.0.0.1:${(elsewhere.address() as AddressInfo).port}` },
    });
    expect(pdf.status()).toBe(200);
    expect(pdfTitle(await pdf.body())).toBe("Minutes · Barline");
    expect(asked).toEqual([]);

    // Three at once from one person: one is printed, the others are told to come back.
    const answers = await Promise.all([1, 2, 3].map(() => page.request.get(minutes)));
    expect(answers.map((a) => a.status()).sort()).toEqual([200, 429, 429]);
    const refused = answers.find((a) => a.status() === 429)!;
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: string }).error).toMatch(/already have a PDF/);
  } finally {
    elsewhere.close();
  }
});

test("the admin sees sign-ins, reviews and exports in the audit log, and precision on the overview", async ({
  browser,
}) => {
  const page = await pageAs(browser, "ada@barline.test");
  await page.goto("/admin");
  for (const action of [
    "sign-in",
    "review-flag",
    "review-claim",
    "export-minutes",
    "user-create",
    "meeting-create",
  ])
    await expect(page.locator(`tr[data-action="${action}"]`).first()).toBeVisible();
  await expect(page.locator('tr[data-action="review-claim"]').first()).toContainText("Rita Reviewer");
  await page.goto("/");
  const precision = page.getByTestId("precision-table");
  await expect(precision).toContainText("flag:");
  await expect(precision).toContainText("claim:");
  await expect(page.locator('[data-chart="precision"] svg').first()).toBeVisible();
});

test("axe finds no serious or critical violation on the team-review pages", async ({ browser }) => {
  // Eight pages; the review queue's alone, its flags' engravings and evidence in view, takes axe
  // about 12 s on a quiet machine.
  test.setTimeout(180_000);
  const page = await pageAs(browser, "ada@barline.test");
  await page.goto("/meetings");
  const meeting = await page.locator("[data-meeting]").first().getAttribute("data-meeting");
  for (const path of [
    "/admin",
    "/review",
    "/meetings",
    `/meetings/${meeting}`,
    `/meetings/${meeting}?step=2`,
    `/meetings/${meeting}/minutes`,
    "/forbidden?needs=admin",
    "/",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(bad).toEqual([]);
  }
  const signedOut = await (await browser.newContext()).newPage();
  await signedOut.goto("/sign-in");
  const { violations } = await new AxeBuilder({ page: signedOut }).analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
});

test("after sign-in, ?next= leads only to a page of Barline, never to another site", async ({ page }) => {
  await page.goto("/sign-in?next=//evil.example/steal");
  await page.getByLabel("Email").fill("victor@barline.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("the admin locks an account on the Admin page: its open session ends at once, it cannot sign in", async ({
  browser,
}) => {
  const victor = await pageAs(browser, "victor@barline.test");
  await victor.goto("/review");
  await expect(victor.getByTestId("user-menu")).toContainText("Victor Viewer");

  const admin = await pageAs(browser, "ada@barline.test");
  await admin.goto("/admin");
  const row = admin.locator('tr[data-user="victor@barline.test"]');
  await row.getByRole("button", { name: "Lock Victor Viewer" }).click();
  await expect(admin.getByRole("status")).toHaveText("Victor Viewer is locked; their sessions have ended");
  await expect(row).toContainText("locked");

  await victor.reload();
  await expect(victor).toHaveURL(/\/sign-in/);
  await victor.getByLabel("Email").fill("victor@barline.test");
  await victor.getByLabel("Password").fill(PASSWORD);
  await victor.getByRole("button", { name: "Sign in" }).click();
  await expect(victor.getByText("this account is locked")).toBeVisible();

  // Nor can the admin lock themselves.
  await admin
    .locator('tr[data-user="ada@barline.test"]')
    .getByRole("button", { name: "Lock Ada Admin" })
    .click();
  await expect(admin.getByRole("status")).toContainText("you cannot lock or unlock your own account");

  admin.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Remove Victor Viewer" }).click();
  await expect(admin.getByRole("status")).toHaveText("Victor Viewer's account is removed");
  await expect(row).toHaveCount(0);
  await admin.goto("/admin");
  for (const action of ["user-lock", "user-remove"])
    await expect(admin.locator(`tr[data-action="${action}"]`).first()).toContainText("Victor Viewer");
});
