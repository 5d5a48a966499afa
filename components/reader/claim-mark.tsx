// A sentence that carries claims, marked with the worst verdict among them: plain server HTML. Its
// evidence is shown on hover and on keyboard focus by the reader's one ClaimTooltip; following it
// opens the bar the claim speaks of.
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import { claimAnchor } from "../findings/links.ts";
import { cn } from "../ui/cn.ts";

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
        <span key={c.id} id={claimAnchor(c.id)} className="scroll-mt-24" />
      ))}
      <a
        id={claimAnchor(claims[0]!.id)}
        href={href}
        data-claim={claims[0]!.id}
        data-claims={claims.map((c) => c.id).join(" ")}
        data-verdict={verdict}
        aria-label={`${text} — claim ${verdict}`}
        className={cn(
          "scroll-mt-24 rounded-sm px-0.5 text-foreground underline decoration-2 underline-offset-4 hover:no-underline target:ring-2 target:ring-primary",
          MARK[verdict],
        )}
      >
        {text}
      </a>
    </>
  );
}
