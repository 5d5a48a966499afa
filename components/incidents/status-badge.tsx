// An incident's status at a glance: open (red), mitigated (amber, the flag colour), closed (green).
import type { IncidentStatus } from "@/lib/contracts/incident-types.ts";
import { Badge } from "../ui/badge.tsx";

const VARIANT = { open: "contradicted", mitigated: "flag", closed: "supported" } as const;

export function StatusBadge({ status }: { status: IncidentStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status} className="text-sm uppercase">
      {status}
    </Badge>
  );
}
