import assert from "node:assert/strict";
import { test } from "node:test";
import { base64Image, ImageStore } from "./images.ts";
import { servedMediaType } from "./served-type.ts";
import { Loc } from "./source-loc.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const PNG = bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR");

test("media are served as what their bytes are, from an allow-list", () => {
  assert.equal(servedMediaType(PNG), "image/png");
  assert.equal(servedMediaType(bytes([0xff, 0xd8, 0xff, 0xe0])), "image/jpeg");
  assert.equal(servedMediaType(bytes("GIF89a", [1, 0])), "image/gif");
  assert.equal(servedMediaType(bytes("GIF87a", [1, 0])), "image/gif");
  assert.equal(servedMediaType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")), "image/webp");
  assert.equal(servedMediaType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")), "audio/wav");
  assert.equal(servedMediaType(bytes("ID3", [4, 0])), "audio/mpeg");
  assert.equal(servedMediaType(bytes("OggS", [0])), "audio/ogg");
  assert.equal(servedMediaType(bytes("fLaC")), "audio/flac");
  assert.equal(servedMediaType(bytes([0, 0, 0, 0x20], "ftypisom")), "video/mp4");
  assert.equal(servedMediaType(bytes([0, 0, 0, 0x20], "ftypM4A ")), "audio/mp4");
  assert.equal(
    servedMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], "webm")),
    "video/webm",
  );
});

test("what is not allow-listed media is a download, whatever it looks like", () => {
  for (const b of [
    bytes("<html><script>alert(1)</script>"),
    bytes("  \n<!doctype html><p>"),
    bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    bytes('<?xml version="1.0"?><svg/>'),
    bytes("%PDF-1.7"),
    bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska"),
    bytes("RIFF", [0, 0, 0, 0], "AVI "),
    bytes([0x89], "PN"),
    bytes(),
  ])
    assert.equal(servedMediaType(b), "application/octet-stream", b.toString("latin1"));
});

test("a log's declared type stays on its block; the stored type is the bytes', first log or not", () => {
  const store = new ImageStore();
  const loc = new Loc("chat.json", undefined);
  const html = bytes("<script>alert(1)</script>");
  const declaredHtml = base64Image(store, PNG.toString("base64"), "text/html", loc);
  const declaredPng = base64Image(store, PNG.toString("base64"), "image/png", loc);
  assert.equal(declaredHtml.mediaType, "text/html", "kept as data");
  assert.equal(declaredHtml.sha256, declaredPng.sha256);
  assert.equal(store.get(declaredPng.sha256)?.mediaType, "image/png");
  const page = base64Image(store, html.toString("base64"), "image/png", loc);
  assert.equal(page.mediaType, "image/png");
  assert.equal(store.get(page.sha256)?.mediaType, "application/octet-stream");
});
