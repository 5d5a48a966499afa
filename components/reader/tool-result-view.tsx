// A tool result: its text (claims a read makes marked in it), the images it returned, and an
// error marked as such — or "not said" when the log does not say whether it failed.
import type { BlockView } from "@/lib/contracts/conversation.ts";
import { Badge } from "../ui/badge.tsx";
import { cn } from "../ui/cn.ts";
import { ContentBlock } from "./content-block.tsx";
import type { Segment } from "./moments.ts";
import type { ReaderLinks } from "./reader-links.ts";
import { SentenceText } from "./sentence-text.tsx";

type Result = Extract<BlockView, { type: "tool-result" }>;

export function ToolResultView({
  result: r,
  segments,
  links,
}: {
  result: Result;
  segments: Segment[] | undefined;
  links: ReaderLinks;
}) {
  return (
    <div
      data-tool-result={r.callId}
      data-error={r.isError === true}
      className={cn(
        "rounded-md border p-2 text-sm",
        r.isError ? "border-contradicted/60 bg-contradicted/5" : "bg-muted/40",
      )}
    >
      <p className="mb-1 flex items-center gap-2">
        <Badge variant="outline">tool result</Badge>
        <span className="text-xs text-muted-foreground">for {r.callId}</span>
        {r.isError === true && <Badge variant="contradicted">error</Badge>}
      </p>
      {r.text && (
        <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded bg-card p-2 font-mono text-xs">
          <SentenceText text={r.text} segments={segments} links={links} />
        </pre>
      )}
      {r.content.map((b, i) =>
        b.type === "image" || b.type === "media" || b.type === "other" ? (
          <div key={i} className="mt-2">
            <ContentBlock block={b} from="tool" />
          </div>
        ) : null,
      )}
    </div>
  );
}
