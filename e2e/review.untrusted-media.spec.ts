// A chat file is untrusted: an image block whose bytes are a page with a script (declared text/html,
// image/svg+xml, or no type for the browser to sniff) is uploaded, and a signed-in admin opens the
// image's address as a shared link or "open image in new tab" would. Nothing of it runs on
// Barline's origin: it arrives as a download, and the account its script asks for is never made.
// Runs after review.team.spec.ts (which makes the admin on a new database); alone, it makes one.
import { expect, test, type Page } from "@playwright/test";
import { zipSync } from "fflate";

const PASSWORD = "correct horse battery";
const ADMIN = "ada@barline.test";

/** A page whose script, run as the admin, adds an admin account of its own. */
const takeover = (email: string) =>
  `fetch('/api/users',{method:'POST',headers:{'content-type':'application/json'},` +
  `body:JSON.stringify({name:'Mallory',email:'${email}',password:'mallory-password',role:'admin'})})` +
  `.then(function(){document.title='ran'})`;
const HOSTILE = [
  {
    declared: "text/html",
    email: "mallory-html@evil.test",
    bytes: `<!doctype html><title>image</title><script>${takeover("mallory-html@evil.test")}</script>`,
  },
  {
    declared: "image/svg+xml",
    email: "mallory-svg@evil.test",
    bytes: `<svg xmlns="http://www.w3.org/2000/svg"><script>${takeover("mallory-svg@evil.test")}</script></svg>`,
  },
  {
    declared: "",
    email: "mallory-sniffed@evil.test",
    bytes: `<html><body><script>${takeover("mallory-sniffed@evil.test")}</script></body></html>`,
  },
];
/** A real PNG (1×1), declared text/html: shown as the image it is. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
  "base64",
);

const image = (mediaType: string, data: Buffer) => ({
  type: "image",
  source: { type: "base64", media_type: mediaType, data: data.toString("base64") },
});
const chat = {
  conversationId: "hostile-images",
  messages: [
    {
      role: "user",
      timestamp: "2026-11-20T10:00:00Z",
      content: [
        { type: "text", text: "Here is the page." },
        image("text/html", PNG),
        ...HOSTILE.map((h) => image(h.declared, Buffer.from(h.bytes))),
      ],
    },
    { role: "assistant", timestamp: "2026-11-20T10:00:05Z", content: "I see it." },
  ],
};
const bundle = Buffer.from(
  zipSync({ "hostile/chats/hostile-images.json": Buffer.from(JSON.stringify(chat)) }),
);

async function signInAsAdmin(page: Page) {
  await page.goto("/setup");
  if (new URL(page.url()).pathname === "/setup") {
    await page.getByLabel("Your name").fill("Ada Admin");
    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel(/Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Create the admin account" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    return;
  }
  // The specs before this one signed in from the same address: past the sign-in limit per address
  // (3 in 10 s), a sign-in is refused until the window passes, as it would be for anyone.
  await expect(async () => {
    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("user-menu")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000, intervals: [11_000] });
}

test("an image that is a page, opened by a signed-in admin, runs nothing and creates no account", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const upload = await page.request.post("/api/bundles", {
    data: bundle,
    headers: { "content-type": "application/zip", origin: baseURL! },
  });
  expect(upload.status()).toBe(202);
  const { jobId } = (await upload.json()) as { jobId: string };
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { state: string }).state,
    )
    .toBe("done");

  const conversation = (await (await page.request.get("/api/conversations/hostile-images")).json()) as {
    messages: { blocks: { type: string; url?: string | null; mediaType?: string }[] }[];
  };
  const images = conversation.messages.flatMap((m) => m.blocks).filter((b) => b.type === "image");
  expect(images.map((b) => b.mediaType)).toEqual(["text/html", ...HOSTILE.map((h) => h.declared)]);
  const [png, ...hostile] = images.map((b) => b.url!);

  for (const [i, url] of hostile.entries()) {
    const tab = await page.context().newPage();
    const arrives = Promise.race([
      tab.waitForEvent("download").then((d) => ({ download: d.suggestedFilename() })),
      tab.waitForEvent("load").then(() => ({ page: true })),
    ]);
    await tab.goto(url).catch(() => null); // a download is no page: its navigation is aborted
    const arrived = await arrives;
    // Shown as a page, its script is let finish before the accounts are looked at.
    if ("page" in arrived) await tab.waitForFunction(() => document.title === "ran").catch(() => null);
    const users = (await (await page.request.get("/api/users")).json()) as { rows: { email: string }[] };
    expect(users.rows.map((u) => u.email)).not.toContain(HOSTILE[i]!.email);
    expect(arrived).toEqual({ download: expect.stringMatching(/^[0-9a-f]{64}\.bin$/) as unknown });
    await tab.close();
  }

  // A real PNG declared text/html is the image its bytes are.
  const shown = await page.goto(png!);
  expect(shown?.headers()["content-type"]).toBe("image/png");
  await expect(page.locator("img")).toHaveCount(1);
});
