// Whether what a source value holds was kept: the strings a value carries, the strings a block
// holds, and the rule that a block read as empty while its source held data is a problem, its
// source kept raw as an `other` block (nothing in a log is silently lost).
import { createHash } from "node:crypto";
import type { Block, ContentBlock, Problem, SourcePointer } from "./conversation.ts";
import { formatAt, isObject } from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

/** Keys that name, place, time or count a value rather than hold what was said: identity, time,
 * accounting, transport. Never content on their own. */
export const DESCRIBING = new Set(
  `type id role index object model created created_at createdAt timestamp uuid parentUuid sessionId
session_id cwd version gitBranch userType isSidechain isMeta requestId request_id usage usageMetadata
system_fingerprint service_tier modelVersion model_version responseId response_id tool_use_id tool_call_id
call_id item_id output_index content_index sequence_number logprobs status event signature
thoughtSignature thought_signature leafUuid media_type mime_type mimeType mediaType encrypted_content
jsonrpc protocolVersion stop_sequence avgLogprobs format source view method _meta expires_at obfuscation
detail container_id finishMessage createTime usage_metadata http_options sdk_http_response event.name`.split(
    /\s+/,
  ),
);

/** Every string leaf of a value with something in it (not only blanks), outside structural keys. */
export function contentStrings(
  v: unknown,
  skip: (key: string) => boolean = (k) => DESCRIBING.has(k),
): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (typeof x === "string") {
      if (x.trim() !== "") out.push(x);
    } else if (Array.isArray(x)) x.forEach(walk);
    else if (isObject(x)) for (const [k, y] of Object.entries(x)) if (!skip(k)) walk(y);
  };
  walk(v);
  return out;
}

/** Every string a value holds anywhere (keys of objects too), objects also as their JSON text. */
export function heldStrings(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (typeof v === "number" || typeof v === "boolean") out.push(String(v));
  else if (Array.isArray(v) || isObject(v)) {
    out.push(JSON.stringify(v));
    for (const [k, y] of Object.entries(v)) {
      if (k === "at") continue;
      if (!Array.isArray(v)) out.push(k);
      heldStrings(y, out);
    }
  }
  return out;
}

/** Whether a string is found in any of the held ones, blanks ignored (streamed pieces of JSON text
 * are spaced otherwise than the parsed value written back). */
export function isHeld(s: string, held: readonly string[]): boolean {
  const squeeze = (t: string) => t.replace(/\s+/g, "");
  const want = squeeze(s);
  return held.some((h) => h.includes(s) || squeeze(h).includes(want));
}

/** The store key (sha256) of the bytes a base64 string or data: URL holds, or null when it is no
 * such string: an image kept in the store is held though its text is not. */
export function bytesKey(s: string): string | null {
  const data = s.replace(/^data:[^,]*;base64,/, "");
  if (data.length < 40 || !/^[A-Za-z0-9+/=\s]+$/.test(data)) return null;
  return createHash("sha256").update(Buffer.from(data, "base64")).digest("hex");
}

function isEmpty(b: Block): boolean {
  switch (b.type) {
    case "text":
      return b.text.trim() === "";
    case "tool-call":
      // A call that names its tool and passes nothing ("{}") is a call with no arguments.
      if (b.name.trim() !== "" && isObject(b.arguments)) return false;
      return (
        b.arguments === null ||
        b.arguments === undefined ||
        (typeof b.arguments === "string" && b.arguments.trim() === "") ||
        (isObject(b.arguments) && Object.keys(b.arguments).length === 0)
      );
    case "tool-result":
      return b.content.length === 0 && b.structuredContent === undefined;
    case "other":
      return b.raw === null || b.raw === undefined || (isObject(b.raw) && Object.keys(b.raw).length === 0);
    default:
      return false;
  }
}

const WHAT: Record<Block["type"], string> = {
  text: "a text",
  "tool-call": "a tool call",
  "tool-result": "a tool result",
  other: "a block",
  image: "an image",
  audio: "a sound",
  video: "a video",
};

/**
 * Blocks that read as empty though the value they were read from holds strings they do not: each
 * gets its source value beside it as an `other` block (inside a result's content, for a result), and
 * a problem at its place. `source` finds the value a pointer names, or undefined when it cannot.
 */
export function keepEmptied(
  messages: UnnumberedMessage[],
  source: (at: SourcePointer) => unknown,
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  // What another block of the message holds is not lost (a hosted call and its result often share
  // one item): listed only once a block of the message reads as empty, which few do.
  let given: Block[] = [];
  let held: string[] | null = null;
  const check = <B extends Block>(b: B): { b: B; extra: ContentBlock | null } => {
    if (!isEmpty(b)) return { b, extra: null };
    const raw = source(b.at);
    if (raw === undefined) return { b, extra: null };
    const strings = (held ??= heldStrings(given));
    const lost = contentStrings(raw).filter(
      (s) => !isHeld(s, strings) && !strings.includes(bytesKey(s) ?? ""),
    );
    if (lost.length === 0) return { b, extra: null };
    const at = formatAt(b.at);
    problems.push({
      file,
      ...(at ? { at } : {}),
      message: `${WHAT[b.type]} that reads as empty, though the file holds ${quote(lost[0]!)}${lost.length > 1 ? ` and ${lost.length - 1} more` : ""} there: kept as it is written`,
    });
    const kind = isObject(raw) && typeof raw.type === "string" ? raw.type : "unknown";
    return { b, extra: { type: "other", kind, raw, at: b.at } };
  };
  for (const m of messages) {
    given = m.blocks;
    held = null;
    const blocks: Block[] = [];
    for (const block of m.blocks) {
      if (block.type === "tool-result") {
        const content: ContentBlock[] = [];
        for (const c of block.content) {
          const r = check(c);
          content.push(r.b, ...(r.extra ? [r.extra] : []));
        }
        const r = check({ ...block, content });
        blocks.push(r.extra ? { ...r.b, content: [...r.b.content, r.extra] } : r.b);
      } else {
        const r = check(block);
        blocks.push(r.b, ...(r.extra ? [r.extra] : []));
      }
    }
    m.blocks = blocks;
  }
  return problems;
}

function quote(s: string): string {
  const one = s.replace(/\s+/g, " ");
  return `"${one.length > 40 ? `${one.slice(0, 40)}…` : one}"`;
}

/** The value a JSON pointer (RFC 6901) names inside `doc`, or undefined. */
export function atPointer(doc: unknown, pointer: string): unknown {
  if (pointer === "") return doc;
  let v = doc;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(v)) v = v[Number(key)];
    else if (isObject(v) && Object.hasOwn(v, key)) v = v[key];
    else return undefined;
  }
  return v;
}
