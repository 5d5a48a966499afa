// A page of Barline printed to PDF by the shared Chromium, as the person who asked: their cookies go
// with it, so the page checks their role as ever. Only Barline's own origin is printed, whatever the
// request said its host was, and every request of the printing page that would leave that origin
// (a redirect included) is failed before it is sent. Scripts are off: the pages print as the server
// rendered them. One print at a time, a few waiting, one per person; each within PRINT_MS.
import type { BrowserContext, Page } from "playwright-core";
import { AppError } from "../errors/app-error.ts";
import { closeBrowser, releaseBrowser, sharedBrowser } from "./chromium.ts";
import { ownOrigin } from "./own-origin.ts";
import { PrintQueue } from "./print-queue.ts";

export { PrinterBusyError } from "./print-queue.ts";

const PRINT_MS = 30_000;
const MAX_WAITING = waitingAllowed(process.env.BARLINE_PDF_QUEUE);

/** BARLINE_PDF_QUEUE: how many prints may wait behind the one printing (3 unless set). */
function waitingAllowed(setting: string | undefined): number {
  if (setting === undefined || setting === "") return 3;
  const n = Number(setting);
  if (Number.isInteger(n) && n >= 0) return n;
  console.warn(`BARLINE_PDF_QUEUE: "${setting}" is not a whole number of prints; 3 may wait`);
  return 3;
}

export class PrintTimeoutError extends AppError {
  constructor(path: string) {
    super("unavailable", `printing ${path} took longer than ${PRINT_MS / 1000} s`);
    this.name = "PrintTimeoutError";
  }
}

const shared = globalThis as typeof globalThis & { barlinePrintQueue?: PrintQueue };
const queue = (shared.barlinePrintQueue ??= new PrintQueue(MAX_WAITING));

/**
 * Prints `path` (a path of this server, with its query) for `requester`. Throws PrinterBusyError at
 * once when the queue is full or `requester` already has a print under way.
 */
export function printPdf(requester: string, path: string, cookieHeader: string): Promise<Buffer> {
  const origin = ownOrigin();
  // "//host/…" or "/\\host/…" would name another host: only a path of this origin is printed.
  if (!path.startsWith("/") || new URL(path, origin).origin !== origin)
    throw new Error(`not a path of this server: ${path}`);
  return queue.run(requester, async () => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PrintTimeoutError(path)), PRINT_MS);
    });
    try {
      return await Promise.race([printPage(origin, path, cookieHeader), deadline]);
    } catch (err) {
      // A print that hung may have hung the browser: the next print starts a new one.
      if (err instanceof PrintTimeoutError) await closeBrowser();
      throw err;
    } finally {
      clearTimeout(timer);
      releaseBrowser();
    }
  });
}

async function printPage(origin: string, path: string, cookieHeader: string): Promise<Buffer> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block" });
  try {
    await addCookies(context, origin, cookieHeader);
    const page = await context.newPage();
    await keepToOrigin(context, page, origin);
    const url = new URL(path, origin);
    await page.goto(url.toString(), { waitUntil: "load" });
    // A session that did not carry over lands on the sign-in page: never print that as the minutes.
    const landed = new URL(page.url());
    if (landed.origin !== origin || landed.pathname !== url.pathname)
      throw new Error(`printing ${path} led to ${landed.pathname} instead`);
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({
      format: "A4",
      printBackground: true,
      margin: { top: "15mm", bottom: "15mm", left: "12mm", right: "12mm" },
    });
    // A navigation away (a refresh to elsewhere ends on Chromium's "blocked" page) is not the minutes.
    if (page.url() !== landed.href) throw new Error(`printing ${path}: the page went to ${page.url()}`);
    return pdf;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The requester's cookies, for Barline's origin only. */
async function addCookies(context: BrowserContext, origin: string, cookieHeader: string) {
  const { hostname } = new URL(origin);
  const cookies = cookieHeader
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c.includes("="))
    .map((c) => {
      const eq = c.indexOf("=");
      const name = c.slice(0, eq);
      return {
        name,
        value: c.slice(eq + 1),
        domain: hostname,
        path: "/",
        secure: name.startsWith("__Secure-"),
      };
    });
  if (cookies.length > 0) await context.addCookies(cookies);
}

/**
 * Every request of the page paused before it is sent (redirects too, which Playwright's own routing
 * lets through unseen) and failed unless it is for `origin`.
 */
async function keepToOrigin(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  cdp.on("Fetch.requestPaused", ({ requestId, request }) => {
    const ours = URL.canParse(request.url) && new URL(request.url).origin === origin;
    const answer = ours
      ? cdp.send("Fetch.continueRequest", { requestId })
      : cdp.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" });
    answer.catch(() => undefined); // the page may have closed meanwhile
  });
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*" }] });
}
