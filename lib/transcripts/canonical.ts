// Barline's own JSON Lines: one Conversation per line, exactly as the model holds it (its `at`
// pointers still cite the original log). Image bytes travel in their own lines,
// `{"image": <sha256>, "mediaType": …, "data": <base64>}`, written once per file before the first
// conversation that shows the image. Reading what was written gives deep-equal conversations.
import { z } from "zod";
import type { Conversation } from "./conversation.ts";
import type { ImageStore } from "./images.ts";
import type { JsonObject, Loc } from "./source-loc.ts";

const at = z.object({
  file: z.string(),
  pointer: z.string().optional(),
  line: z.number().int().positive().optional(),
});
const text = z.object({ type: z.literal("text"), text: z.string(), at });
const image = z.object({
  type: z.literal("image"),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  source: z.string().optional(),
  at,
});
const media = z.object({
  type: z.enum(["audio", "video"]),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  source: z.string().optional(),
  transcript: z.string().optional(),
  at,
});
const other = z.object({ type: z.literal("other"), kind: z.string(), raw: z.unknown(), at });
const call = z.object({
  type: z.literal("tool-call"),
  id: z.string(),
  idSource: z.enum(["format", "derived"]),
  name: z.string(),
  arguments: z.unknown(),
  server: z.literal(true).optional(),
  mcpServer: z.string().optional(),
  at,
});
const result = z.object({
  type: z.literal("tool-result"),
  callId: z.string(),
  isError: z.boolean().nullable(),
  errorKind: z.string().nullable(),
  content: z.array(z.discriminatedUnion("type", [text, image, media, other])),
  structuredContent: z.unknown().optional(),
  at,
});
const message = z.object({
  index: z.number().int().nonnegative(),
  role: z.enum(["system", "user", "assistant", "tool"]),
  turn: z.number().int().positive().nullable(),
  timestamp: z.string().nullable(),
  blocks: z.array(z.discriminatedUnion("type", [text, image, media, other, call, result])),
  harness: z.literal(true).optional(),
  at,
});
const conversation = z.object({
  id: z.string(),
  scoreId: z.string().nullable(),
  model: z.string().nullable(),
  format: z.enum([
    "anthropic",
    "openai-chat",
    "openai-responses",
    "mcp",
    "otel",
    "gemini",
    "claude-code",
    "codex",
    "inspect",
    "vercel-ai",
    "canonical",
  ]),
  labels: z.record(z.string(), z.string()),
  startedAt: z.string().nullable(),
  messages: z.array(message),
  at,
});

/** A canonical line's conversation; a field of the wrong shape fails at its pointer. */
export function readCanonical(doc: JsonObject, loc: Loc): Conversation {
  const parsed = conversation.safeParse(doc);
  if (parsed.success) {
    // `arguments` is unknown, so zod keeps it as is; a missing one comes back undefined: make it null.
    // The same for an other block's `raw`.
    for (const m of parsed.data.messages)
      for (const b of m.blocks) {
        if (b.type === "tool-call" && b.arguments === undefined) b.arguments = null;
        if (b.type === "other" && b.raw === undefined) b.raw = null;
      }
    return parsed.data;
  }
  const issue = parsed.error.issues[0]!;
  const where = issue.path.reduce<Loc>((l, k) => l.child(String(k)), loc);
  return where.fail(`not a canonical conversation: ${issue.message}`);
}

/** An image line: its bytes go to the store, checked against the sha256 they are filed under. Its
 * media type is checked to be there but not believed: the store decides it from the bytes. */
export function readCanonicalImage(doc: JsonObject, loc: Loc, images: ImageStore): void {
  const { image: sha, mediaType, data } = doc;
  if (typeof sha !== "string") return loc.child("image").fail("expected the image's sha256");
  if (typeof mediaType !== "string") return loc.child("mediaType").fail("expected the image's media type");
  if (typeof data !== "string") return loc.child("data").fail("expected the image's base64 data");
  if (images.put(Buffer.from(data, "base64")) !== sha)
    loc.child("data").fail("the image data does not match its sha256");
}

/** Writes canonical lines, each image once per writer (one writer per file). */
export class CanonicalWriter {
  private readonly written = new Set<string>();

  constructor(private readonly images: ImageStore) {}

  /** The lines for one conversation (no trailing newline): its images not yet written, then itself. */
  lines(conv: Conversation): string[] {
    const out: string[] = [];
    for (const m of conv.messages) {
      for (const b of m.blocks) {
        const hasBytes = (x: { type: string }) =>
          x.type === "image" || x.type === "audio" || x.type === "video";
        const shown = (hasBytes(b) ? [b] : b.type === "tool-result" ? b.content.filter(hasBytes) : []) as {
          sha256: string;
        }[];
        for (const img of shown) {
          const stored = img.sha256 ? this.images.get(img.sha256) : undefined;
          if (!stored || this.written.has(img.sha256)) continue;
          this.written.add(img.sha256);
          out.push(
            JSON.stringify({
              image: img.sha256,
              mediaType: stored.mediaType,
              data: Buffer.from(stored.bytes).toString("base64"),
            }),
          );
        }
      }
    }
    out.push(JSON.stringify(conv));
    return out;
  }
}
