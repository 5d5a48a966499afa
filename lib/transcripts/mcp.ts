// MCP JSON-RPC logs (formats.md): one JSON-RPC message per line. Only tool traffic is kept: each
// `tools/call` request becomes an assistant tool call, its reply a tool result. The JSON-RPC id
// pairs request and reply; it is not the model's tool-call id, so call ids are derived from it
// ("jsonrpc:7"). A 2025 log starts each session with `initialize` (a new conversation each);
// a 2026-07-28 log has none and is one conversation. `isError: true` is a tool error ("tool");
// a JSON-RPC `error` reply is a protocol error ("protocol").
import { ReadError } from "../read-error.ts";
import type { ContentBlock, TextBlock } from "./conversation.ts";
import { emptyMeta, messageTimestamp, type Draft } from "./draft.ts";
import { base64Image, base64Media, otherBlock, type ImageStore } from "./images.ts";
import { resultIsError } from "./result-error.ts";
import {
  asArray,
  asObject,
  asString,
  isObject,
  optBoolean,
  optString,
  type JsonObject,
  type Loc,
} from "./source-loc.ts";

interface Session {
  draft: Draft;
  /** Requests waiting for their reply, by JSON-RPC id: the derived call id, or null for non-tool methods. */
  pending: Map<string, string | null>;
  used: Set<string>;
  /** Requests already answered: where their reply was, by JSON-RPC id. */
  answered: Map<string, string>;
  /** A line of it could not be read: the session is not kept (whole or not at all). */
  spoiled: boolean;
  /** The JSON-RPC id of the session's `initialize`, whose reply names the server. */
  initialize: string | null;
  /** The server's name (`serverInfo.name`), given to each tool call (live-check.ts). */
  server: string | null;
}

export class McpLogReader {
  private current: Session | null = null;
  private readonly done: Draft[] = [];

  constructor(
    private readonly images: ImageStore,
    /** `<file stem>`: a session's id is `<stem>#<0-based line (or element) it starts at>`. */
    private readonly stem: string,
  ) {}

  /** One JSON-RPC message; `position` is its 0-based line (or array element) in the file. A reply
   * that answers no request (a log that starts mid-session) or answers one a second time is a
   * problem for its line alone, returned; the session's complete pairs are still kept. */
  add(value: unknown, loc: Loc, position: number): ReadError | null {
    const msg = asObject(value, loc);
    const method = optString(msg, "method", loc);
    if (method === "initialize" && this.current && this.current.draft.messages.length > 0)
      this.closeSession();
    const session = (this.current ??= this.newSession(loc, position));
    if (msg.id === undefined || msg.id === null) return null; // a notification
    const key = JSON.stringify(msg.id);
    if (method !== null) {
      if (method === "initialize") session.initialize = key;
      session.pending.set(key, method === "tools/call" ? this.call(session, msg, loc) : null);
      session.answered.delete(key);
      return null;
    }
    return this.reply(session, key, msg, loc);
  }

  /** The sessions read, tool traffic only; sessions without any are left out. */
  finish(): Draft[] {
    if (this.current) this.closeSession();
    return this.done;
  }

  private newSession(loc: Loc, position: number): Session {
    const at = loc.line === undefined ? loc.at : { file: loc.file, line: loc.line, pointer: "" };
    return {
      draft: { format: "mcp", meta: emptyMeta(), messages: [], at, fallbackId: `${this.stem}#${position}` },
      pending: new Map(),
      used: new Set(),
      answered: new Map(),
      spoiled: false,
      initialize: null,
      server: null,
    };
  }

  /** A line of the current session could not be read (bad JSON or a bad shape). */
  spoil(loc: Loc, position: number): void {
    (this.current ??= this.newSession(loc, position)).spoiled = true;
  }

  private closeSession(): void {
    if (this.current && !this.current.spoiled && this.current.draft.messages.length > 0)
      this.done.push(this.current.draft);
    this.current = null;
  }

  private call(session: Session, msg: JsonObject, loc: Loc): string {
    const pl = loc.child("params");
    const params = asObject(msg.params, pl);
    const base = `jsonrpc:${String(msg.id)}`;
    let id = base;
    for (let n = 2; session.used.has(id); n++) id = `${base}#${n}`;
    session.used.add(id);
    session.draft.messages.push({
      role: "assistant",
      timestamp: messageTimestamp(msg, loc),
      blocks: [
        {
          type: "tool-call",
          id,
          idSource: "derived",
          name: asString(params.name, pl.child("name")),
          arguments: params.arguments ?? null,
          ...(session.server !== null ? { mcpServer: session.server } : {}),
          at: loc.at,
        },
      ],
      at: loc.at,
    });
    return id;
  }

  private reply(session: Session, key: string, msg: JsonObject, loc: Loc): ReadError | null {
    const waiting = session.pending.get(key);
    const looksLikeToolReply =
      msg.error !== undefined || (isObject(msg.result) && msg.result.content !== undefined);
    if (waiting === undefined) {
      if (!looksLikeToolReply) return null;
      const first = session.answered.get(key);
      return new ReadError(
        loc.file,
        first !== undefined
          ? `a second reply to JSON-RPC request ${key}, already answered at ${first}; not kept`
          : `a reply to JSON-RPC request ${key}, which no line before it sent (a log that starts mid-session?); not kept`,
        loc.where,
      );
    }
    if (waiting === null) {
      if (key === session.initialize && isObject(msg.result) && isObject(msg.result.serverInfo)) {
        const name = msg.result.serverInfo.name;
        if (typeof name === "string") session.server = name;
      }
      session.pending.delete(key);
      session.answered.set(key, loc.where ?? "an earlier reply");
      return null;
    }
    let block;
    if (msg.error !== undefined) {
      const el = loc.child("error");
      const error = asObject(msg.error, el);
      const content: TextBlock[] = [
        { type: "text", text: asString(error.message, el.child("message")), at: el.at },
      ];
      block = {
        type: "tool-result" as const,
        callId: waiting,
        ...resultIsError({ flag: true, flagKind: "protocol", content, absent: false }),
        content,
        at: loc.at,
      };
    } else {
      const rl = loc.child("result");
      const result = asObject(msg.result, rl);
      const resultType = optString(result, "resultType", rl);
      if (resultType !== null && resultType !== "complete") return null; // not the final answer yet
      const content = mcpContent(result.content, rl.child("content"), this.images);
      block = {
        type: "tool-result" as const,
        callId: waiting,
        ...resultIsError({ flag: optBoolean(result, "isError", rl), content, absent: false }),
        content,
        ...(result.structuredContent !== undefined ? { structuredContent: result.structuredContent } : {}),
        at: loc.at,
      };
    }
    session.pending.delete(key);
    session.answered.set(key, loc.where ?? "an earlier reply");
    session.draft.messages.push({
      role: "tool",
      timestamp: messageTimestamp(msg, loc),
      blocks: [block],
      at: loc.at,
    });
    return null;
  }
}

/** MCP content: text, image and audio (`data` + `mimeType`), embedded text resources; anything else
 * (resource links, binary resources, kinds added later) is kept raw as an `other` block. */
export function mcpContent(value: unknown, loc: Loc, images: ImageStore): ContentBlock[] {
  if (value === undefined || value === null) return [];
  const blocks: ContentBlock[] = [];
  asArray(value, loc).forEach((v, i) => {
    const cl = loc.child(i);
    const c = asObject(v, cl);
    const type = asString(c.type, cl.child("type"));
    if (type === "text") blocks.push({ type: "text", text: asString(c.text, cl.child("text")), at: cl.at });
    else if (type === "image" || type === "audio") {
      const data = asString(c.data, cl.child("data"));
      const mime = asString(c.mimeType, cl.child("mimeType"));
      blocks.push(
        type === "image" ? base64Image(images, data, mime, cl) : base64Media(images, "audio", data, mime, cl),
      );
    } else if (type === "resource" && isObject(c.resource) && typeof c.resource.text === "string") {
      blocks.push({ type: "text", text: c.resource.text, at: cl.at });
    } else blocks.push(otherBlock(c, cl));
  });
  return blocks;
}
