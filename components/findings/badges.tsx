// A verdict or a flag type as a badge, in words a reviewer reads at a glance.
import type { Verdict } from "../../lib/claims/claim.ts";
import type { FlagType } from "../../lib/findings/flag.ts";
import { Badge } from "../ui/badge.tsx";

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

export function FlagBadge({ type }: { type: FlagType }) {
  return (
    <Badge variant="flag" data-flag-type={type}>
      {flagWords(type)}
    </Badge>
  );
}

export function NoChangeBadge() {
  return (
    <Badge variant="contradicted" data-no-change="">
      no change
    </Badge>
  );
}
