// Before/after a date the reviewer picks (the day a fix shipped): both false-claim rates with their
// 95% intervals, and whether the difference is more than chance.
import type { Figures } from "@/lib/findings/figures.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardDescription, CardTitle } from "../ui/card.tsx";
import { Input, Label } from "../ui/input.tsx";
import { BeforeAfterTable } from "./before-after-table.tsx";

export function BeforeAfter({
  split,
  before,
  after,
  keep,
}: {
  split: string | undefined;
  before: Figures | undefined;
  after: Figures | undefined;
  /** The other parameters of the page, kept when the date changes. */
  keep: [string, string][];
}) {
  return (
    <Card aria-labelledby="before-after" data-testid="before-after">
      <CardTitle id="before-after">Before and after a date</CardTitle>
      <CardDescription>
        Pick the day a fix shipped: conversations started before it against those started on or after it.
      </CardDescription>
      <form method="get" className="mb-3 flex flex-wrap items-end gap-2">
        {keep.map(([k, v], i) => (
          <input key={i} type="hidden" name={k} value={v} />
        ))}
        <Label>
          Split date
          <Input type="date" name="split" defaultValue={split?.slice(0, 10)} required />
        </Label>
        <Button type="submit">Compare</Button>
      </form>
      {split && before && after ? (
        <BeforeAfterTable split={split} before={before} after={after} />
      ) : (
        <p className="text-sm text-muted-foreground">No date picked yet.</p>
      )}
    </Card>
  );
}
