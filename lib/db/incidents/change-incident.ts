// A reviewer changes an incident (title, status, owner, its report's words, the day the fix
// shipped): the change and its audit entry, naming each field's value before and after, are one
// transaction. A change that changes nothing is not written.
import { mutation } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { IncidentChange } from "../../contracts/incident-types.ts";

export async function changeIncident(
  db: Db,
  id: string,
  change: IncidentChange,
  userId: string,
): Promise<string[]> {
  return mutation(db, userId, "incident-change", async (tx) => {
    const before = await tx.incident.findUnique({ where: { id } });
    if (!before) throw new AppError("not-found", `no incident "${id}"`);
    const fields = (Object.keys(change) as (keyof IncidentChange)[]).filter(
      (k) => change[k] !== undefined && change[k] !== before[k],
    );
    if (fields.length === 0) return { value: [], audit: null };
    await tx.incident.update({ where: { id }, data: change });
    return {
      value: fields,
      audit: {
        target: id,
        // Long texts are named, not copied: the audit says that the summary changed, not to what.
        detail: Object.fromEntries(
          fields.map((k): [string, unknown] =>
            k === "summary" || k === "fix" ? [k, "changed"] : [k, { from: before[k], to: change[k] }],
          ),
        ),
      },
    };
  });
}
