// Documents (one JSON value: a line of a JSON Lines file, or a whole file) turned into
// conversations and problems. A request is held until the next document shows whether a response
// continues it or a later request repeats and extends it; MCP traffic, OTel batches and agent
// sessions are gathered until the file ends; a stream until it ends. Every conversation is emitted
// whole or not at all.
import { asReadError, ReadError } from "../read-error.ts";
import { anthropicResponse, importAnthropic } from "./anthropic.ts";
import { ClaudeCodeReader } from "./claude-code.ts";
import { CodexReader } from "./codex.ts";
import { readCanonical, readCanonicalImage } from "./canonical.ts";
import type { Conversation, Problem, SourcePointer } from "./conversation.ts";
import { describeValue, READS } from "./describe.ts";
import { decisiveFlavour, detectDocument, type DocumentKind } from "./detect.ts";
import { emptyMeta, finishDraft, mergeMeta, readMeta, type Draft, type MessageList } from "./draft.ts";
import { GeminiReader, geminiResponse, importGemini } from "./gemini.ts";
import type { ImageStore } from "./images.ts";
import { inspectSample } from "./inspect.ts";
import { atPointer, keepEmptied } from "./kept.ts";
import { McpLogReader } from "./mcp.ts";
import { importOpenAIChat, openAIChatResponse } from "./openai-chat.ts";
import { importOpenAIResponses, openAIResponse, responseItem } from "./openai-responses.ts";
import { importOtel, importOtelMessages, otlpCamelCase, type OtelBatch } from "./otel.ts";
import { StreamAssembler, type Streamed } from "./stream.ts";
import { traceDocuments } from "./traces.ts";
import { importVercel } from "./vercel.ts";
import { unwrap } from "./wrappers.ts";
import { formatAt, isArray, isObject, Loc, type JsonObject } from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

export type ImportItem = { conversation: Conversation } | { problem: Problem };

export function problemOf(err: ReadError): Problem {
  return err.at === undefined
    ? { file: err.file, message: err.reason }
    : { file: err.file, at: err.at, message: err.reason };
}

/** Turns documents into conversations, holding a request until the next document shows whether a
 * response continues it, and MCP traffic until the file ends. */
export class Assembler {
  private pending: Draft | null = null;
  /** The last complete chat, kept back in case the next request repeats and extends it. */
  private held: Draft | null = null;
  /** The pending request's messages are plain text, which any format could have written. */
  private pendingPlain = false;
  /** Where the last request that could not be read was, until the next document shows whether it
   * is that request's response. */
  private spoiledRequest: string | null = null;
  private readonly otel: OtelBatch[] = [];
  /** The pending draft is made of Responses items read one a line. */
  private pendingItems = false;
  /** The last Gemini chunk had no finishReason: the next one continues its message. */
  private geminiOpen = false;
  /** The reader of the open Gemini message, whose calls a later chunk's results answer. */
  private geminiReader: GeminiReader | null = null;
  private readonly stream = new StreamAssembler();
  private readonly claudeCode: ClaudeCodeReader;
  private readonly codex: CodexReader;
  /** The run of JSON Lines that are no chat log, being gathered into one problem. */
  private unknownRun: { reason: string; first: number; last: number } | null = null;
  private readonly mcp: McpLogReader;
  /** Every document read, by its line (0: the whole file), so a block read as empty can be held
   * against the value it came from. */
  private readonly sources = new Map<number, unknown>();
  /** How many conversations of this file took each id: a later one of the same id (a trace whose
   * calls make two conversations) is told apart by its place, `<id>#2`. */
  private readonly idsTaken = new Map<string, number>();

  constructor(
    private readonly file: string,
    private readonly stem: string,
    private readonly images: ImageStore,
  ) {
    this.mcp = new McpLogReader(images, stem);
    this.claudeCode = new ClaudeCodeReader(images, stem);
    this.codex = new CodexReader(images, stem);
  }

  *document(value: unknown, loc: Loc, position: string): Generator<ImportItem> {
    if (loc.pointer === "") this.sources.set(loc.line ?? 0, value);
    let kind: DocumentKind;
    try {
      kind = detectDocument(value);
    } catch (err) {
      yield { problem: problemOf(asReadError(err, loc.file, loc.where)) };
      return;
    }
    if (kind !== "unknown" || loc.line === undefined) yield* this.endUnknownRun();
    if (kind !== "stream") yield* this.endStream(position);
    try {
      yield* this.read(kind, value, loc, position);
    } catch (caught) {
      // Any exception, not only a ReadError: one bad document never ends the reading of the file.
      const err = asReadError(caught, loc.file, loc.where);
      if (kind === "unknown" && loc.line !== undefined) return yield* this.unknownLine(err, loc.line);
      if (kind === "mcp") this.mcp.spoil(loc, Number(position));
      yield { problem: problemOf(err) };
      // A conversation is kept whole or not at all: a request that could not be read takes the
      // response after it along, and a response that could not be read takes its request.
      if (REQUESTS.has(kind)) this.spoiledRequest = loc.where ?? "the document";
      else if (RESPONSES.has(kind)) yield* this.dropPending(loc);
    }
  }

  /** An Inspect AI log's samples, each a conversation kept whole or not at all. */
  *inspect(evalInfo: JsonObject, samples: { value: unknown; loc: Loc }[], loc: Loc): Generator<ImportItem> {
    yield* this.release();
    if (samples.length === 0) return loc.fail("an Inspect AI log with no samples: no conversation in it");
    // Samples of a zip archive are pointed to by their entry's name, as if the archive were one object.
    if (loc.pointer === "" && !this.sources.has(0))
      this.sources.set(
        0,
        Object.fromEntries(samples.map((s) => [s.loc.pointer.slice(1).replace(/~1/g, "/"), s.value])),
      );
    for (const [i, s] of samples.entries()) {
      try {
        yield* this.emit(inspectSample(evalInfo, s.value, s.loc, this.images, `${this.stem}#${i}`));
      } catch (err) {
        yield { problem: problemOf(asReadError(err, s.loc.file, s.loc.where)) };
      }
    }
  }

  /** A request waiting for its response is not kept: the response could not be read. */
  private *dropPending(loc: Loc): Generator<ImportItem> {
    const draft = this.pending;
    this.pending = null;
    // A draft with no messages is the one opened for this very response: nothing else to drop.
    if (!draft || draft.messages.length === 0) return;
    yield {
      problem: {
        file: this.file,
        ...(formatAt(draft.at) ? { at: formatAt(draft.at)! } : {}),
        message: `not kept: its response (${loc.where ?? "the next document"}) could not be read`,
      },
    };
  }

  /** Lines that are no chat log, one after another and alike, are one problem, not one per line. */
  private *unknownLine(err: ReadError, line: number): Generator<ImportItem, void> {
    const run = this.unknownRun;
    if (run && run.reason === err.reason && run.last === line - 1) {
      run.last = line;
      return;
    }
    yield* this.endUnknownRun();
    this.unknownRun = { reason: err.reason, first: line, last: line };
  }

  private *endUnknownRun(): Generator<ImportItem> {
    const run = this.unknownRun;
    this.unknownRun = null;
    if (!run) return;
    const lines = run.first === run.last ? "" : ` (lines ${run.first}–${run.last} alike)`;
    yield { problem: { file: this.file, at: `line ${run.first}`, message: `${run.reason}${lines}` } };
  }

  *unreadable(loc: Loc, position: string, reason: string): Generator<ImportItem> {
    yield* this.endUnknownRun();
    this.stream.spoil(loc.where!);
    this.mcp.spoil(loc, Number(position));
    yield { problem: { file: this.file, at: loc.where!, message: reason } };
  }

  /** The open stream is over: its response is read as the document it stands for. */
  private *endStream(position: string): Generator<ImportItem> {
    yield* this.streamed(this.stream.end(), position);
  }

  private *streamed(done: Streamed[], position: string): Generator<ImportItem> {
    for (const s of done) {
      if ("notKept" in s) yield { problem: { file: this.file, at: s.loc.where!, message: s.notKept } };
      else yield* this.document(s.response, s.loc, position);
    }
  }

  *finish(): Generator<ImportItem> {
    yield* this.endUnknownRun();
    yield* this.endStream("end");
    yield* this.release();
    yield* this.finishOtel();
    for (const draft of this.mcp.finish()) yield* this.emit(draft);
    for (const draft of this.claudeCode.finish()) yield* this.emit(draft);
    for (const draft of this.codex.finish()) yield* this.emit(draft);
  }

  /** The OpenTelemetry batches, joined. The wrapper (bundle.md) gives what spans lack, the score
   * above all; its conversation id names a conversation only when the export holds just one. */
  private *finishOtel(): Generator<ImportItem> {
    if (this.otel.length === 0) return;
    const wrapper = readMeta(this.otel[0]!.doc, this.otel[0]!.loc);
    const drafts = importOtel(this.otel, this.images, this.stem);
    const single = drafts.filter((d) => !(d instanceof ReadError)).length === 1;
    for (const d of drafts) {
      if (d instanceof ReadError) yield { problem: problemOf(d) };
      else
        yield* this.emit({
          ...d,
          meta: mergeMeta(d.meta, single ? wrapper : { ...wrapper, conversationId: null }),
        });
    }
  }

  private *read(kind: DocumentKind, value: unknown, loc: Loc, position: string): Generator<ImportItem> {
    const id = `${this.stem}#${position}`;
    const spoiled = kind === "list" ? null : this.spoiledRequest;
    if (kind !== "list") this.spoiledRequest = null;
    const doc = isObject(value) ? value : {};
    const list: MessageList | undefined = Array.isArray(value) ? { value, loc } : undefined;
    switch (kind) {
      case "list":
        for (const [i, v] of (value as unknown[]).entries())
          yield* this.document(v, loc.child(i), loc.line === undefined ? String(i) : `${position}.${i}`);
        return;
      case "mcp":
        for (const [i, v] of Array.isArray(value) ? value.entries() : [[-1, value] as const]) {
          const problem = this.mcp.add(v, i < 0 ? loc : loc.child(i), Number(position));
          if (problem) yield { problem: problemOf(problem) };
        }
        return;
      case "inspect": {
        const sl = loc.child("samples");
        const samples = isArray(doc.samples)
          ? doc.samples.map((v, i) => ({ value: v, loc: sl.child(i) }))
          : [];
        yield* this.inspect(doc.eval as JsonObject, samples, loc);
        return;
      }
      case "trace": {
        const { docs, unread } = traceDocuments(doc, loc);
        for (const err of unread) yield { problem: problemOf(err) };
        if (docs.length === 0 && unread.length === 0)
          return loc.fail(
            "a Langfuse or LangSmith trace with no LLM call holding messages: no conversation in it",
          );
        for (const [i, w] of docs.entries()) yield* this.document(w.value, w.loc, `${position}.${i}`);
        return;
      }
      case "wrapper": {
        const inner = unwrap(doc, loc);
        // A HAR file records every request of a page: only those holding a chat log are read.
        const har = isObject(doc.log);
        const docs = har ? inner.filter((w) => detectDocument(w.value) !== "unknown") : inner;
        if (docs.length === 0) return loc.fail(`not a chat log: ${describeValue(value)}. ${READS}`);
        for (const [i, w] of docs.entries())
          yield* this.document(w.value, w.loc, docs.length === 1 ? position : `${position}.${i}`);
        return;
      }
      case "claude-code":
        yield* this.release();
        this.claudeCode.add(doc, loc, Number(position));
        return;
      case "codex":
        yield* this.release();
        this.codex.add(doc, loc, Number(position));
        return;
      case "responses-item": {
        // Items logged one a line: they make one conversation until a document of another kind.
        if (!this.pendingItems) {
          yield* this.flush();
          this.pending = {
            format: "openai-responses",
            meta: emptyMeta(),
            messages: [],
            at: loc.at,
            fallbackId: id,
          };
          this.pendingItems = true;
        }
        const m = responseItem(doc, loc, this.images);
        if (m) this.pending!.messages.push(m);
        return;
      }
      case "stream":
        yield* this.streamed(this.stream.add(doc, loc), position);
        return;
      case "canonical-image":
        readCanonicalImage(doc, loc, this.images);
        return;
      case "canonical":
        yield* this.release();
        yield { conversation: readCanonical(doc, loc) };
        return;
      case "otel": {
        // Batches of one export may come one per line: all are read together when the file ends.
        yield* this.release();
        readMeta(doc, loc); // a wrapper with bad fields fails at its line
        this.otel.push({ doc: otlpCamelCase(doc) as JsonObject, loc });
        return;
      }
      case "anthropic":
      case "openai-chat":
      case "openai-responses":
      case "gemini":
      case "vercel":
      case "otel-messages": {
        yield* this.flush();
        const read = REQUEST_READERS[kind];
        this.pending = read(doc, loc, this.images, id, list);
        const messages = list ? list.value : (doc.messages ?? doc.input);
        this.pendingPlain =
          kind === "anthropic" &&
          Array.isArray(messages) &&
          decisiveFlavour(messages) === null &&
          doc.system === undefined;
        return;
      }
      case "anthropic-response":
      case "openai-chat-response":
      case "openai-response":
      case "gemini-response": {
        if (spoiled !== null)
          return loc.fail(`not kept: the response to the request at ${spoiled}, which could not be read`);
        const format = RESPONSE_FORMAT[kind];
        // A plain-text request is continued by whichever format's response follows it.
        if (this.pending && this.pendingPlain && format !== "openai-responses") this.pending.format = format;
        if (this.pending?.format !== format) {
          yield* this.flush();
          this.pending = {
            format,
            meta: emptyMeta(),
            messages: [],
            at: loc.at,
            fallbackId: id,
          };
        }
        const draft = this.pending;
        if (kind === "gemini-response") {
          // Streamed Gemini chunks: each a response; those before the one with a finishReason
          // are parts of the same message.
          if (!this.geminiOpen) this.geminiReader = new GeminiReader(this.images);
          const r = geminiResponse(doc, loc, this.images, this.geminiReader!);
          const last = draft.messages.at(-1);
          if (this.geminiOpen && last?.role === "assistant") joinChunk(last, r.message);
          else draft.messages.push(r.message);
          draft.meta.model ??= r.model;
          this.geminiOpen = !r.finished;
          if (!r.finished) return;
        } else if (kind === "openai-response") {
          const r = openAIResponse(doc, loc, this.images);
          draft.messages.push(...r.messages);
          draft.meta = mergeMeta(r.meta, draft.meta);
        } else {
          const r =
            kind === "anthropic-response"
              ? anthropicResponse(doc, loc, this.images)
              : openAIChatResponse(doc, loc, this.images);
          draft.messages.push(r.message);
          draft.meta.model ??= r.model;
        }
        yield* this.flush();
        return;
      }
      case "unknown":
        yield* this.release();
        return loc.fail(`not a chat log: ${describeValue(value)}. ${READS}`);
    }
  }

  /** The pending request is complete: it is held until the next one shows whether it goes on. */
  private *flush(): Generator<ImportItem> {
    this.geminiOpen = false;
    this.pendingItems = false;
    const draft = this.pending;
    this.pending = null;
    if (!draft) return;
    if (this.held && !continues(this.held, draft)) yield* this.emit(this.held);
    this.held = draft;
  }

  /** Everything pending and held is emitted (before a document of another kind, and at the end). */
  private *release(): Generator<ImportItem> {
    yield* this.flush();
    const held = this.held;
    this.held = null;
    if (held) yield* this.emit(held);
  }

  private *emit(draft: Draft): Generator<ImportItem> {
    if (draft.messages.length === 0) {
      const at = formatAt(draft.at);
      yield {
        problem: {
          file: this.file,
          ...(at ? { at } : {}),
          message: "a conversation with no messages: nothing kept",
        },
      };
      return;
    }
    const emptied = keepEmptied(
      draft.messages,
      (at) => atPointer(this.sources.get(at.line ?? 0), at.pointer ?? ""),
      this.file,
    );
    for (const problem of emptied) yield { problem };
    const id = draft.meta.conversationId;
    if (id !== null) {
      const taken = (this.idsTaken.get(id) ?? 0) + 1;
      this.idsTaken.set(id, taken);
      if (taken > 1) draft = { ...draft, meta: { ...draft.meta, conversationId: `${id}#${taken}` } };
    }
    try {
      yield {
        conversation: finishDraft(draft, (at: SourcePointer, reason: string) => {
          throw new ReadError(at.file, reason, formatAt(at));
        }),
      };
    } catch (err) {
      yield { problem: problemOf(asReadError(err, this.file, formatAt(draft.at))) };
    }
  }
}

/** A later chunk of a streamed message: its text continues the text before it, its other blocks follow. */
function joinChunk(message: UnnumberedMessage, chunk: UnnumberedMessage): void {
  for (const b of chunk.blocks) {
    const last = message.blocks.at(-1);
    if (b.type === "text" && last?.type === "text") last.text += b.text;
    else message.blocks.push(b);
  }
}

const REQUEST_READERS = {
  anthropic: importAnthropic,
  "openai-chat": importOpenAIChat,
  "openai-responses": importOpenAIResponses,
  gemini: importGemini,
  vercel: importVercel,
  "otel-messages": importOtelMessages,
} as const;
const REQUESTS = new Set<DocumentKind>(Object.keys(REQUEST_READERS) as DocumentKind[]);
const RESPONSE_FORMAT = {
  "anthropic-response": "anthropic",
  "openai-chat-response": "openai-chat",
  "openai-response": "openai-responses",
  "gemini-response": "gemini",
} as const;
const RESPONSES = new Set<DocumentKind>(Object.keys(RESPONSE_FORMAT) as DocumentKind[]);

/** API logs repeat the whole history in every request: a request whose messages start with all of an
 * earlier chat's (its request and response) is that conversation further on, and replaces it. */
function continues(older: Draft, newer: Draft): boolean {
  if (older.format !== newer.format || older.meta.conversationId !== newer.meta.conversationId) return false;
  if (newer.messages.length <= older.messages.length) return false;
  return older.messages.every((m, i) => sameContent(m, newer.messages[i]!));
}

function sameContent(a: UnnumberedMessage, b: UnnumberedMessage): boolean {
  const content = (m: UnnumberedMessage) =>
    JSON.stringify([m.role, m.blocks], (k, v: unknown) => (k === "at" ? undefined : v));
  return a.role === b.role && a.blocks.length === b.blocks.length && content(a) === content(b);
}
