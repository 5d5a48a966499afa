// callApi against a real server: an answer of the route's shape is handed back parsed; an error the
// server says, an answer of another shape, one that is not JSON, and no server at all each come
// back as one `{ ok: false, error }`.
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { z } from "zod";
import { callApi } from "./call-api.ts";

const ANSWERS: Record<string, [number, string]> = {
  "/made": [201, JSON.stringify({ id: "m1", extra: true })],
  "/refused": [409, JSON.stringify({ error: "a later decision on this flag is in force" })],
  "/odd": [200, JSON.stringify({ id: 7 })],
  "/broken": [500, "<html>Internal Server Error</html>"],
};

let server: Server;
let base = "";
let sent: { method: string; type: string | undefined; body: string } | null = null;

before(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      sent = { method: req.method!, type: req.headers["content-type"], body };
      const [status, text] = ANSWERS[req.url!.split("?")[0]!] ?? [404, "{}"];
      res.writeHead(status, { "content-type": "application/json" }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const created = z.object({ id: z.string() });

test("an answer of the route's shape comes back parsed, and a write sends its body as JSON", async () => {
  assert.deepEqual(await callApi(`${base}/made`, created, { body: { title: "Week 48" } }), {
    ok: true,
    data: { id: "m1" },
  });
  assert.deepEqual(sent, { method: "POST", type: "application/json", body: '{"title":"Week 48"}' });
  await callApi(`${base}/made`, created, { method: "PATCH", body: {} });
  assert.equal(sent?.method, "PATCH");
  await callApi(`${base}/made`, created);
  assert.equal(sent?.method, "GET");
});

test("what goes wrong comes back as one error, saying what", async () => {
  assert.deepEqual(await callApi(`${base}/refused`, created, { body: {} }), {
    ok: false,
    error: "a later decision on this flag is in force",
  });
  assert.deepEqual(await callApi(`${base}/odd?x=1`, created), {
    ok: false,
    error: `the server's answer to ${base}/odd is not of the shape expected`,
  });
  assert.deepEqual(await callApi(`${base}/broken`, created), {
    ok: false,
    error: "the server answered 500",
  });
  assert.deepEqual(await callApi("http://127.0.0.1:1/none", created), {
    ok: false,
    error: "the server could not be reached",
  });
});
