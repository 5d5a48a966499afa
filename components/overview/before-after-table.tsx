// Both false-claim rates before and after a date, with their 95% intervals, and whether the
// difference is more than chance: the overview's comparison, and an incident's before/after its fix.
import type { Figures } from "@/lib/findings/figures.ts";
import { compareRates, type Rate } from "@/lib/findings/compare-rates.ts";

const pct = (x: number | null) => (x === null ? "—" : `${(100 * x).toFixed(1)}%`);

export function BeforeAfterTable({
  split,
  before,
  after,
}: {
  split: string;
  before: Figures;
  after: Figures;
}) {
  const c = compareRates(
    { hits: before.contradicted, of: before.checkable },
    { hits: after.contradicted, of: after.checkable },
  );
  return (
    <>
      <table className="w-full text-sm">
        <caption className="sr-only">False-claim rate before and after {split}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-1 font-semibold"></th>
            <th scope="col" className="py-1 font-semibold">
              Conversations
            </th>
            <th scope="col" className="py-1 font-semibold">
              Contradicted / checkable
            </th>
            <th scope="col" className="py-1 font-semibold">
              False-claim rate
            </th>
            <th scope="col" className="py-1 font-semibold">
              95% interval
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          <RateRow name={`Before ${split}`} conversations={before.conversations} rate={c.before} />
          <RateRow name={`From ${split}`} conversations={after.conversations} rate={c.after} />
        </tbody>
      </table>
      <p data-testid="difference" className="mt-3 text-sm">
        {c.difference === null ? (
          "One side has no checkable claims: nothing to compare."
        ) : (
          <>
            Difference{" "}
            <strong>
              {c.difference > 0 ? "+" : ""}
              {(100 * c.difference).toFixed(1)} points
            </strong>
            {c.p === null ? (
              " — both rates are the same extreme: no test."
            ) : c.significant ? (
              <>
                {" "}
                — <strong>more than chance</strong> (two-proportion z = {c.z!.toFixed(2)}, p ={" "}
                {c.p.toFixed(3)}).
              </>
            ) : (
              <>
                {" "}
                — <strong>within chance</strong> (two-proportion z = {c.z!.toFixed(2)}, p = {c.p.toFixed(3)}).
              </>
            )}
          </>
        )}
      </p>
    </>
  );
}

function RateRow({ name, conversations, rate }: { name: string; conversations: number; rate: Rate }) {
  return (
    <tr className="border-b last:border-b-0">
      <th scope="row" className="py-1 text-left font-medium">
        {name}
      </th>
      <td className="py-1">{conversations}</td>
      <td className="py-1">
        {rate.hits} / {rate.of}
      </td>
      <td className="py-1 font-semibold">{pct(rate.rate)}</td>
      <td className="py-1">{rate.low === null ? "—" : `${pct(rate.low)} – ${pct(rate.high)}`}</td>
    </tr>
  );
}
