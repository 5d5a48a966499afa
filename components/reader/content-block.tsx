// What a message or a tool result holds besides text and calls: images shown to the model, sound
// or video, and blocks Barline does not model, kept as the log has them.
import type { BlockView } from "@/lib/contracts/conversation.ts";
import { Badge } from "../ui/badge.tsx";
import { ZoomableImage } from "../ui/zoomable-image.tsx";

type Content = Extract<BlockView, { type: "image" | "media" | "other" }>;

export function ContentBlock({ block: b, from }: { block: Content; from: "message" | "tool" }) {
  switch (b.type) {
    case "image":
      return b.url ? (
        <figure className="m-0">
          <ZoomableImage
            src={b.url}
            alt={from === "tool" ? "An image the tool returned to the model" : "An image shown to the model"}
            className="max-h-96 max-w-full rounded-md border bg-white"
          />
          <figcaption className="text-xs text-muted-foreground">
            {from === "tool" ? "Returned to the model" : "Shown to the model"} ({b.mediaType}); click to see
            it full size
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted-foreground">
          An image the log does not hold ({b.source ?? b.mediaType}).
        </p>
      );
    case "media":
      return (
        <div className="text-sm">
          <Badge>{b.kind}</Badge>{" "}
          {b.url ? (
            b.kind === "audio" ? (
              <audio controls src={b.url} aria-label="Audio in the conversation" />
            ) : (
              <video controls src={b.url} aria-label="Video in the conversation" className="max-w-full" />
            )
          ) : (
            <span className="text-muted-foreground">not held by the log ({b.mediaType})</span>
          )}
          {b.transcript && <p className="mt-1 italic">“{b.transcript}”</p>}
        </div>
      );
    case "other":
      return (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            <Badge>{b.kind}</Badge> block kept as the log has it
          </summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-muted p-2 text-xs">
            {JSON.stringify(b.raw, null, 2)}
          </pre>
        </details>
      );
  }
}
