// A page of this server printed to PDF by Chromium (Debian's, through playwright-core), as the person
// who asked: their session cookie goes with the request, so the page checks their role as ever.
import { chromium } from "playwright-core";

const CHROMIUM = process.env.BARLINE_CHROMIUM ?? "/usr/bin/chromium";

export async function printPdf(url: string, cookieHeader: string): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  try {
    const context = await browser.newContext();
    const { hostname } = new URL(url);
    const cookies = cookieHeader
      .split(";")
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const eq = c.indexOf("=");
        return {
          name: c.slice(0, eq),
          value: c.slice(eq + 1),
          domain: hostname,
          path: "/",
          secure: c.startsWith("__Secure-"),
        };
      });
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    // A session that did not carry over lands on the sign-in page: never print that as the minutes.
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`printing ${url} led to ${page.url()} instead`);
    await page.emulateMedia({ media: "print" });
    return await page.pdf({
      format: "A4",
      printBackground: true,
      margin: { top: "15mm", bottom: "15mm", left: "12mm", right: "12mm" },
    });
  } finally {
    await browser.close();
  }
}
