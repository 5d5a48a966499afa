// A meeting's finding at its turn: the turn's claims beside what the turn saved (each version's diff).
import { ClaimList } from "../reader/claim-list.tsx";
import { versionSources } from "../reader/moments.ts";
import { readerLinks } from "../reader/reader-links.ts";
import { Card } from "../ui/card.tsx";
import type { MeetingStep } from "./meeting-step.ts";

export function TurnCard({ step, turn }: { step: MeetingStep; turn: number }) {
  const { c, turnClaims, saved } = step;
  return (
    <Card aria-label="The turn's claims beside what it saved">
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h2 className="mb-1 text-sm font-semibold">Claims of turn {turn}</h2>
          <ClaimList
            claims={turnClaims}
            links={readerLinks({ id: c.id, versions: versionSources(c) }, turn, null)}
          />
        </div>
        <div>
          <h2 className="mb-1 text-sm font-semibold">What the turn saved</h2>
          {saved.length === 0 ? (
            <p className="text-sm text-muted-foreground">No version saved in this turn.</p>
          ) : (
            saved.map((v) => (
              <div key={v.version} className="mb-2 text-sm">
                <p className="font-medium">
                  version {v.version}
                  {v.noOp && " — no change"}
                </p>
                <ul className="font-mono text-xs">
                  {v.changes.map((l, i) => (
                    <li key={i}>{l}</li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
      </div>
    </Card>
  );
}
