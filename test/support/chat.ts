// Conversations for detector tests, written as a script of who said what. Turns are numbered by
// the importers' own rule (lib/transcripts/turns.ts).
import type { Block, Conversation, Role } from "../../lib/transcripts/conversation.ts";
import { numberMessages, type UnnumberedMessage } from "../../lib/transcripts/turns.ts";

const at = { file: "test" };

export type Line =
  | {
      role: "user" | "assistant" | "system";
      text: string;
      image?: boolean;
      calls?: { id: string; name: string; args?: unknown }[];
    }
  | {
      role: "tool";
      results: {
        id: string;
        text: string;
        isError?: boolean | null;
        image?: boolean;
        structured?: unknown;
      }[];
    };

const png = { type: "image" as const, mediaType: "image/png", size: 67, sha256: "0".repeat(64), at };

export function chat(id: string, lines: Line[], scoreId: string | null = "s"): Conversation {
  const messages: UnnumberedMessage[] = lines.map((l) => {
    const blocks: Block[] = [];
    let role: Role = l.role;
    if (l.role === "tool") {
      for (const r of l.results) {
        blocks.push({
          type: "tool-result",
          callId: r.id,
          isError: r.isError === undefined ? false : r.isError,
          errorKind: r.isError ? "tool" : null,
          content: [{ type: "text", text: r.text, at }, ...(r.image ? [png] : [])],
          ...(r.structured !== undefined ? { structuredContent: r.structured } : {}),
          at,
        });
      }
      role = "tool";
    } else {
      if (l.text) blocks.push({ type: "text", text: l.text, at });
      if (l.image) blocks.push(png);
      for (const c of l.calls ?? [])
        blocks.push({
          type: "tool-call",
          id: c.id,
          idSource: "format",
          name: c.name,
          arguments: c.args ?? {},
          at,
        });
    }
    return { role, timestamp: null, blocks, at };
  });
  return {
    id,
    scoreId,
    model: "test-model",
    format: "canonical",
    labels: {},
    startedAt: null,
    messages: numberMessages(messages),
    at,
  };
}
