"use client";
// A turn's claims listed nowhere else, folded at the end of the turn to be reviewed: the list (each
// claim's evidence and review controls) is drawn when it is first opened, from the claims the
// reader sent once (ReaderClaims), not drawn into the page for every turn.
import { useEffect, useRef, useState } from "react";
import { ClaimList } from "./claim-list.tsx";
import { useReaderClaims } from "./reader-claims.tsx";

export function FoldedClaims({ turn, ids }: { turn: number | null; ids: string[] }) {
  const all = useReaderClaims();
  const fold = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page's script ran: draw it now.
  useEffect(() => {
    if (fold.current?.open) setOpened(true);
  }, []);
  const claims = ids.flatMap((id) => all.get(id) ?? []);
  return (
    <details
      ref={fold}
      className="text-sm"
      data-review-claims={turn ?? undefined}
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-xs font-semibold text-muted-foreground">
        Review the claims of turn {turn} ({ids.length})
      </summary>
      {opened && (
        <div className="mt-2">
          <ClaimList claims={claims.map((c) => c.claim)} links={{ claim: (c) => all.get(c.id)!.href }} />
        </div>
      )}
    </details>
  );
}
