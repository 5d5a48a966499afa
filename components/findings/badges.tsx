// A verdict or a flag type as a badge, in words a reviewer reads at a glance.
import type { Verdict } from "@/lib/claims/claim.ts";
import type { FlagType } from "@/lib/findings/flag.ts";
import { Badge } from "../ui/badge.tsx";
import { flagColour, nameColour } from "./colours.ts";

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return (
    <Badge variant={verdict} data-verdict={verdict}>
      {verdict}
    </Badge>
  );
}

/** "courtesy-clef-misreading" → "courtesy clef misreading". */
export function flagWords(type: string): string {
  return type.replaceAll("-", " ");
}

/** A flag type in words with its colour's swatch, the one its bars and lines have in the charts. */
export function FlagBadge({ type }: { type: FlagType }) {
  return (
    <Badge variant="flag" data-flag-type={type}>
      <Swatch colour={flagColour(type)} />
      {flagWords(type)}
    </Badge>
  );
}

/** A model with its colour's swatch, as its line has it in the charts; `all`: every model stored. */
export function ModelName({ name, all }: { name: string; all: readonly string[] }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap" data-model={name}>
      <Swatch colour={nameColour(name, all)} />
      {name}
    </span>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      data-swatch={colour}
      className="size-2.5 shrink-0 rounded-sm"
      style={{ background: colour }}
    />
  );
}

export function NoChangeBadge() {
  return (
    <Badge variant="contradicted" data-no-change="">
      no change
    </Badge>
  );
}
