// From one conversation to the previous or next flagged one of the list it was opened from (its
// filters and sort kept), by link or by key (k and j, as in a meeting), and back to that list.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import type { FlaggedNeighbours } from "@/lib/contracts/conversation-types.ts";
import { conversationHref } from "../findings/links.ts";
import { buttonVariants } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { KeyLinks } from "../ui/key-links.tsx";

export function FlaggedNav({ neighbours: n, list }: { neighbours: FlaggedNeighbours; list: string | null }) {
  const href = (id: string | null) => (id === null ? undefined : conversationHref(id, { list }));
  const previous = href(n.previous);
  const next = href(n.next);
  const filtered = list !== null && list !== "";
  return (
    <nav aria-label="Flagged conversations" className="flex flex-wrap items-center gap-2 text-sm">
      <KeyLinks links={{ k: previous, j: next }} scroll />
      <StepLink href={previous} keys="k" label="Previous flagged conversation">
        <ChevronLeft aria-hidden="true" /> Previous flagged
      </StepLink>
      <StepLink href={next} keys="j" label="Next flagged conversation">
        Next flagged <ChevronRight aria-hidden="true" />
      </StepLink>
      <span data-testid="flagged-position" className="text-muted-foreground">
        {n.position === null
          ? `not flagged; ${n.total} flagged ${n.total === 1 ? "conversation" : "conversations"}`
          : `flagged ${n.position} of ${n.total}`}{" "}
        in{" "}
        <a href={filtered ? `/conversations?${list}` : "/conversations"}>
          {filtered ? "the filtered list" : "all conversations"}
        </a>{" "}
        (keys <kbd>k</kbd> <kbd>j</kbd>)
      </span>
    </nav>
  );
}

function StepLink({
  href,
  keys,
  label,
  children,
}: {
  href: string | undefined;
  keys: string;
  label: string;
  children: ReactNode;
}) {
  const cls = buttonVariants({ variant: "outline", size: "sm" });
  if (!href)
    return (
      <span aria-disabled="true" aria-label={`${label} (none)`} className={cn(cls, "opacity-50")}>
        {children}
      </span>
    );
  return (
    <a href={href} aria-label={label} aria-keyshortcuts={keys} className={cls}>
      {children}
    </a>
  );
}
