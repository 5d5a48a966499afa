// A stored canonical block as the API shows it: images by URL, calls with the version they saved.
import type { Block, ContentBlock } from "../../transcripts/conversation.ts";
import type { BlockView } from "../../contract/api-types.ts";

const url = (sha256: string) => (sha256 ? `/api/images/${sha256}` : null);

function contentView(b: ContentBlock): BlockView {
  switch (b.type) {
    case "text":
      return { type: "text", text: b.text };
    case "image":
      return {
        type: "image",
        mediaType: b.mediaType,
        url: url(b.sha256),
        ...(b.source ? { source: b.source } : {}),
      };
    case "audio":
    case "video":
      return {
        type: "media",
        kind: b.type,
        mediaType: b.mediaType,
        url: url(b.sha256),
        ...(b.transcript ? { transcript: b.transcript } : {}),
      };
    default:
      return { type: "other", kind: b.kind, raw: b.raw };
  }
}

export function blockView(b: Block, savedVersion: (callId: string) => number | null): BlockView {
  if (b.type === "tool-call")
    return {
      type: "tool-call",
      id: b.id,
      name: b.name,
      arguments: b.arguments,
      savedVersion: savedVersion(b.id),
    };
  if (b.type === "tool-result")
    return {
      type: "tool-result",
      callId: b.callId,
      isError: b.isError,
      text: b.content.flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n"),
      content: b.content.filter((c) => c.type !== "text").map(contentView),
      ...(b.structuredContent !== undefined ? { structuredContent: b.structuredContent } : {}),
    };
  return contentView(b);
}
