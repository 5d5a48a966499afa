// Every real file (test/fixtures/real/): each string with content in it that says what was said or
// done ends up somewhere in what Barline keeps — a text, a call, a result, an image or an `other`
// block, or a problem naming its place. Keys that only describe a value (ids, times, token counts,
// versions) are not content; a stop reason is, when it says the answer is not a normal one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateEntry, zipEntries } from "../zip.ts";
import { importAll } from "./import.ts";
import { bytesKey, contentStrings, DESCRIBING, heldStrings, isHeld } from "./kept.ts";
import { isObject } from "./source-loc.ts";

const root = fileURLToPath(new URL("../../test/fixtures/real/", import.meta.url));

/** A request's or response's settings, at the top of a document: how the model was asked, not what
 * was said. */
const SETTINGS = new Set(
  `tools tool_choice truncation reasoning text billing parallel_tool_calls temperature top_p store metadata
prompt_cache_key prompt_cache_retention generationConfig safetySettings max_tokens max_output_tokens
stream stream_options response_format`.split(/\s+/),
);

/** Stop reasons of an answer given whole; any other (a refusal, a safety block, a cut answer) must show. */
const NORMAL_STOP = new Set([
  "stop",
  "end_turn",
  "STOP",
  "tool_use",
  "tool_calls",
  "tool_call",
  "function_call",
  "completed",
  "pause_turn",
]);
const STOP_KEYS = new Set(["stop_reason", "finish_reason", "finishReason", "finish_details"]);

/** The file's JSON values, each with where problems cite it ("line 4", "samples/1.json" or ""). */
function sourceDocuments(file: string): { where: string; value: unknown }[] {
  const bytes = readFileSync(join(root, file));
  if (bytes[0] === 0x50 && bytes[1] === 0x4b)
    return zipEntries(bytes, file, "zip")
      .filter((e) => e.name.startsWith("samples/"))
      .map((e) => ({
        where: e.name,
        value: JSON.parse(
          new TextDecoder().decode(inflateEntry(bytes, e, file, "zip", 1e8, true)),
        ) as unknown,
      }));
  const text = bytes.toString("utf8");
  try {
    return [{ where: "", value: JSON.parse(text) as unknown }];
  } catch {
    return text.split("\n").flatMap((l, i) => {
      try {
        return [{ where: `line ${i + 1}`, value: JSON.parse(l.replace(/^data:\s*/, "")) as unknown }];
      } catch {
        return [];
      }
    });
  }
}

/** The part of a document that holds a conversation: an Inspect sample's messages (its events,
 * scores and eval spec record the run), a Claude Code or Codex record's message and payload (the rest
 * places the session), and any other document whole. */
function conversationPart(doc: unknown): [string, unknown][] {
  if (!isObject(doc)) return [["", doc]];
  if (isObject(doc.eval) && Array.isArray(doc.samples))
    return doc.samples.flatMap((s, i) =>
      conversationPart(s).map(([at, v]): [string, unknown] => [`/samples/${i}${at}`, v]),
    );
  if (Array.isArray(doc.messages) && doc.epoch !== undefined) {
    // `attachment://<hash>` stands for the attachment's text or image.
    const attachments = isObject(doc.attachments) ? doc.attachments : {};
    const resolved = JSON.stringify(doc.messages).replace(
      /"attachment:\/\/([0-9a-f]+)"/g,
      (ref, hash: string) =>
        typeof attachments[hash] === "string" ? JSON.stringify(attachments[hash]) : ref,
    );
    return [["/messages", JSON.parse(resolved) as unknown]];
  }
  // A Langfuse export: what each LLM call (a generation) was sent and returned, JSON text read as
  // the value it writes; spans, tool runs and the trace's own input and output record the app around.
  // The tools a call was offered, written by LangChain's handler as `tool` messages, are its settings.
  if (Array.isArray(doc.observations))
    return doc.observations.flatMap((o, i): [string, unknown][] =>
      isObject(o) && o.type === "GENERATION"
        ? ["input", "output"].map((k): [string, unknown] => {
            const v = jsonText(o[k]);
            return [`/observations/${i}/${k}`, Array.isArray(v) ? v.filter((m) => !isToolDefinition(m)) : v];
          })
        : [],
    );
  // LangSmith: what each LLM run was sent and returned, in a run tree or an SDK batch (`post`, `patch`).
  if (typeof doc.run_type === "string" || Array.isArray(doc.post)) return llmRuns(doc, "");
  if (typeof doc.sessionId === "string" || typeof doc.leafUuid === "string")
    return ["message", "summary", "content", "toolUseResult"].map((k) => [`/${k}`, doc[k]]);
  if (typeof doc.type === "string" && isObject(doc.payload) && typeof doc.timestamp === "string")
    return ["session_meta", "turn_context"].includes(doc.type) ? [] : [["/payload", doc.payload]];
  return [["", doc]];
}

function llmRuns(run: Record<string, unknown>, at: string): [string, unknown][] {
  // An update in a batch names its run by id or dotted order, not by type.
  const posted = Array.isArray(run.post) ? run.post.filter(isObject) : [];
  const llm = (r: Record<string, unknown>) =>
    r.run_type === "llm" ||
    posted.some((p) => p.run_type === "llm" && (p.id === r.id || p.dotted_order === r.dotted_order));
  const own: [string, unknown][] =
    run.run_type === "llm" ? ["inputs", "outputs"].map((k): [string, unknown] => [`${at}/${k}`, run[k]]) : [];
  const patched: [string, unknown][] = (Array.isArray(run.patch) ? run.patch : []).flatMap((p, i) =>
    isObject(p) && llm(p)
      ? ["inputs", "outputs"].map((k): [string, unknown] => [`${at}/patch/${i}/${k}`, p[k]])
      : [],
  );
  const children = ["child_runs", "post"].flatMap((key) => {
    const list = run[key];
    return Array.isArray(list)
      ? list.flatMap((c, i) => (isObject(c) ? llmRuns(c, `${at}/${key}/${i}`) : []))
      : [];
  });
  return [...own, ...patched, ...children];
}

function isToolDefinition(m: unknown): boolean {
  return isObject(m) && m.role === "tool" && isObject(m.content) && m.content.type === "function";
}

/** JSON written into a string, as trace exports store a call's input and output. */
function jsonText(v: unknown): unknown {
  if (typeof v !== "string" || !/^\s*[[{]/.test(v)) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** Content filter results and safety ratings say something only when they filtered or blocked. */
const FILTER_KEYS = new Set([
  "content_filter_results",
  "prompt_filter_results",
  "content_filter_result",
  "safetyRatings",
]);

/** The content strings of a source value, each with its JSON pointer. */
function said(v: unknown, where: string): { at: string; s: string }[] {
  const out: { at: string; s: string }[] = [];
  const walk = (x: unknown, at: string): void => {
    if (Array.isArray(x)) x.forEach((y, i) => walk(y, `${at}/${i}`));
    else if (isObject(x))
      for (const [k, y] of Object.entries(x)) {
        if (STOP_KEYS.has(k)) {
          if (typeof y === "string" && !NORMAL_STOP.has(y)) out.push({ at: `${at}/${k}`, s: y });
        } else if (FILTER_KEYS.has(k)) {
          if (/"(filtered|blocked)":true/.test(JSON.stringify(y))) walk(y, `${at}/${k}`);
        } else if (!DESCRIBING.has(k) && !((at === where || at === `${where}/response`) && SETTINGS.has(k)))
          walk(y, `${at}/${k}`);
      }
    else for (const s of contentStrings(x)) out.push({ at, s });
  };
  walk(v, where);
  return out;
}

const files = readdirSync(root, { withFileTypes: true, recursive: true })
  .filter((f) => f.isFile() && !f.name.endsWith(".md") && f.name !== "LICENSE")
  .map((f) => join(f.parentPath, f.name).slice(root.length))
  .sort();

test("every real file: each string that says something is kept somewhere, or its place is a problem", async () => {
  const lost: string[] = [];
  for (const file of files) {
    const { conversations, problems } = await importAll(join(root, file), { file });
    const held = heldStrings(conversations);
    // What is not kept on purpose is where a problem points: a line, a sample, a place in the document.
    // A line with a problem is not kept as a record, whatever place in it the problem names; a file
    // that kept no conversation is not kept at all.
    if (conversations.length === 0 && problems.length > 0) continue;
    const cited = problems.map((p) => (p.at ?? "").replace(/^(line \d+) .*$/, "$1"));
    const missing = sourceDocuments(file)
      .flatMap((d) => conversationPart(d.value).flatMap(([at, v]) => said(v, `${d.where}${at}`)))
      .filter(({ s }) => !isHeld(s, held) && !held.includes(bytesKey(s) ?? ""))
      .filter(({ at }) => !cited.some((c) => at === c || at.startsWith(c === "" ? "" : `${c}/`)));
    for (const { s } of missing) lost.push(`${file}: ${JSON.stringify(s.slice(0, 80))}`);
  }
  assert.equal(lost.length, 0, lost.join("\n"));
});
