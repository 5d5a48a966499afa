"use client";
// A sentence that carries claims, marked with the worst verdict among them. Its evidence shows on
// hover and on keyboard focus; following it opens the bar the claim speaks of.
import Link from "next/link";
import type { ClaimView } from "../../lib/db/api-types.ts";
import { cn } from "../ui/cn.ts";
import { Tooltip } from "../ui/tooltip.tsx";
import { ClaimEvidence } from "./claim-evidence.tsx";

const MARK = {
  supported: "decoration-supported bg-supported/10",
  unverifiable: "decoration-unverifiable bg-unverifiable/10 decoration-dashed",
  contradicted: "decoration-contradicted bg-contradicted/15 decoration-wavy",
} as const;

export function ClaimMark({
  text,
  claims,
  verdict,
  href,
}: {
  text: string;
  claims: ClaimView[];
  verdict: ClaimView["verdict"];
  /** Where following the mark goes: the claim's bar, or the claim itself when it names none. */
  href: string;
}) {
  return (
    <>
      {claims.slice(1).map((c) => (
        <span key={c.id} id={`claim-${c.id}`} className="scroll-mt-24" />
      ))}
      <Tooltip
        content={
          <div className="space-y-2">
            {claims.map((c) => (
              <ClaimEvidence key={c.id} claim={c} />
            ))}
          </div>
        }
      >
        <Link
          id={`claim-${claims[0]!.id}`}
          href={href}
          scroll={false}
          data-claim={claims[0]!.id}
          data-verdict={verdict}
          aria-label={`${text} — claim ${verdict}`}
          className={cn(
            "scroll-mt-24 rounded-sm px-0.5 text-foreground underline decoration-2 underline-offset-4 hover:no-underline target:ring-2 target:ring-primary",
            MARK[verdict],
          )}
        >
          {text}
        </Link>
      </Tooltip>
    </>
  );
}
