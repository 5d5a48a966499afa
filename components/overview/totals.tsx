// The headline figures over the selected conversations.
import type { Figures } from "@/lib/findings/figures.ts";

export function Totals({ figures: f }: { figures: Figures }) {
  const flags = Object.values(f.flags).reduce((n, k) => n + (k ?? 0), 0);
  const items = [
    ["Conversations", String(f.conversations)],
    ["Claims by the assistant (not those in read results)", String(f.claims)],
    ["Checkable: supported or contradicted", String(f.checkable)],
    ["Unverifiable: not read with certainty", String(f.uncertain)],
    ["Contradicted by the saved score", String(f.contradicted)],
    [
      "False-claim rate: contradicted ÷ checkable",
      f.falseClaimRate === null ? "—" : `${(100 * f.falseClaimRate).toFixed(1)}%`,
    ],
    ["Flags of every type, reviewed or not", String(flags)],
  ];
  return (
    <dl data-testid="totals" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-7">
      {items.map(([k, v]) => (
        <div key={k} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{k}</dt>
          <dd className="text-xl font-semibold tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
