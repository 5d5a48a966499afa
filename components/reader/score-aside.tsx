"use client";
// The score beside the chat: on a wide screen a column that stays in view; on a narrow one, when a
// claim, a flag or a diff line asked for a bar, a sheet over the lower part of the screen, so the
// sentence that asked stays in sight above it (closed, it goes back below the chat).
import { X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cn } from "../ui/cn.ts";

/** `asked`: a bar was asked for by the address (re-mount with a new key to open the sheet again). */
export function ScoreAside({ asked, children }: { asked: boolean; children: ReactNode }) {
  const [closed, setClosed] = useState(false);
  const sheet = asked && !closed;
  return (
    <aside
      aria-label="The score at the selected moment"
      data-sheet={sheet || undefined}
      className={cn(
        "min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto",
        sheet &&
          "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:max-h-[60vh] max-lg:overflow-y-auto max-lg:rounded-t-xl max-lg:border-t max-lg:bg-background max-lg:p-3 max-lg:shadow-[0_-8px_24px_rgba(0,0,0,0.2)]",
      )}
    >
      {sheet && (
        <button
          type="button"
          onClick={() => setClosed(true)}
          className="sticky top-0 z-10 float-right inline-flex items-center gap-1 rounded-md border bg-card px-2 py-1 text-sm lg:hidden"
        >
          <X className="size-4" aria-hidden="true" /> Close the score
        </button>
      )}
      {children}
    </aside>
  );
}
