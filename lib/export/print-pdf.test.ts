// The printer in real Chromium, against two local servers: one standing for Barline (its PORT), one
// for any other host the server can reach, which must never be asked for anything.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { closeBrowser } from "./chromium.ts";
import { printPdf, PrinterBusyError } from "./print-pdf.ts";

// Debian's Chromium, as the dashboard's tests use it (scripts/ensure-chromium.sh installs it).
const CHROMIUM = process.env.BARLINE_CHROMIUM ?? "/usr/bin/chromium";
const skip = !existsSync(CHROMIUM) && `no Chromium at ${CHROMIUM}: run scripts/ensure-chromium.sh`;

const listen = async (server: Server) => {
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return (server.address() as AddressInfo).port;
};

const elsewhere: string[] = [];
const other = createServer((req, res) => {
  elsewhere.push(req.url!);
  res.end("<title>Elsewhere</title>");
});
let otherOrigin = "";

const cookies: string[] = [];
// The slow page answers when the test says: until then, its print holds the printer.
let release = () => {};
let slowAsked = () => {};
const asked = new Promise<void>((ok) => (slowAsked = ok));
const barline = createServer((req, res) => {
  cookies.push(req.headers.cookie ?? "");
  if (req.url === "/redirect") {
    res.writeHead(302, { location: `${otherOrigin}/stolen` }).end();
    return;
  }
  const refresh =
    req.url === "/refresh" ? `<meta http-equiv="refresh" content="0;url=${otherOrigin}/refresh">` : "";
  const page = () =>
    res.writeHead(200, { "content-type": "text/html" })
      .end(`<!doctype html><title>Own minutes</title>${refresh}
      <link rel="stylesheet" href="${otherOrigin}/style.css">
      <img src="${otherOrigin}/pixel.png"><iframe src="${otherOrigin}/frame"></iframe>
      <script src="${otherOrigin}/script.js"></script><p>The minutes</p>`);
  if (req.url !== "/slow") return page();
  release = page;
  slowAsked();
});

before(async () => {
  otherOrigin = `http://127.0.0.1:${await listen(other)}`;
  process.env.PORT = String(await listen(barline));
});
after(async () => {
  await closeBrowser();
  other.close();
  barline.close();
});

const title = (pdf: Buffer) => {
  // Skia writes an ASCII title as a string, any other as UTF-16 in hex.
  const [, hex, ascii] = /\/Title (?:<FEFF([0-9A-F]*)>|\(([^)]*)\))/.exec(pdf.toString("latin1")) ?? [];
  return (
    ascii ??
    Buffer.from(hex ?? "", "hex")
      .swap16()
      .toString("utf16le")
  );
};

test(
  "prints the page of its own origin with the requester's cookies, and nothing else is fetched",
  { skip },
  async () => {
    const pdf = await printPdf("ada", "/minutes", "session=abc; theme=dark");
    assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
    assert.equal(title(pdf), "Own minutes");
    assert.ok(cookies.includes("session=abc; theme=dark"), cookies.join(" | "));
    assert.deepEqual(elsewhere, []);
  },
);

test("a redirect or a refresh to another origin is refused before it is followed", { skip }, async () => {
  await assert.rejects(printPdf("ada", "/redirect", ""), /ERR_BLOCKED_BY_CLIENT|led to/);
  assert.deepEqual(elsewhere, []);
  await printPdf("ada", "/refresh", "").catch(() => undefined); // refused, or printed before the refresh
  assert.deepEqual(elsewhere, []);
  for (const path of ["//evil.example/x", "/\\evil.example/x", "http://evil.example/"])
    assert.throws(() => printPdf("ada", path, ""), /not a path of this server/);
});

test(
  "one print at a time: a second for the same person, or past three waiting, is refused at once",
  { skip },
  async () => {
    const first = printPdf("ada", "/slow", "");
    assert.throws(() => printPdf("ada", "/minutes", ""), PrinterBusyError);
    const waiting = ["ben", "cy", "di"].map((who) => printPdf(who, "/minutes", ""));
    assert.throws(
      () => printPdf("ed", "/minutes", ""),
      (err: unknown) =>
        err instanceof PrinterBusyError && /3 PDFs are waiting/.test(err.message) && err.retryAfter >= 1,
    );
    await asked;
    release();
    for (const pdf of await Promise.all([first, ...waiting])) assert.equal(title(pdf), "Own minutes");
    assert.equal(
      title(await printPdf("ada", "/minutes", "")),
      "Own minutes",
      "room again once the prints ended",
    );
    assert.deepEqual(elsewhere, []);
  },
);
