"use client";
// The kit's progress bar (radix): an accessible progressbar from 0 to 100.
import { Progress as P } from "radix-ui";

export function Progress({ value, label }: { value: number; label: string }) {
  return (
    <P.Root
      value={value}
      aria-label={label}
      className="relative h-3 w-full overflow-hidden rounded-full bg-muted"
    >
      <P.Indicator
        className="h-full bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </P.Root>
  );
}
