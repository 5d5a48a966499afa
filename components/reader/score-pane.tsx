// Beside the chat: the score at the selected moment (the version in force at that turn), read and
// engraved at one bar, or why it cannot be.
import type { BarReread } from "@/lib/contracts/bar-reread.ts";
import { BarPanel, type ShownImage } from "../bar/bar-panel.tsx";
import type { Steps } from "../bar/step-keys.tsx";
import { Card } from "../ui/card.tsx";

export function ScorePane({
  scoreId,
  turn,
  version,
  inForce,
  reread,
  problem,
  steps,
  barTemplate,
  image,
}: {
  scoreId: string | null;
  turn: number | null;
  version: number | null;
  /** The version in force at the turn (the one shown unless another was picked). */
  inForce: number | null;
  reread: BarReread | null;
  problem: string | null;
  steps: Steps;
  barTemplate: string;
  image: ShownImage | null;
}) {
  if (!scoreId)
    return (
      <Card>
        <p className="text-sm text-muted-foreground">This conversation is tied to no score.</p>
      </Card>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm" data-testid="moment">
        {turn === null ? "" : `At turn ${turn}, `}score <strong>{scoreId}</strong>
        {inForce !== null && <> was at version {inForce}</>}
        {version !== null && version !== inForce && <>; showing version {version}</>}.
      </p>
      {reread ? (
        <BarPanel reread={reread} steps={steps} barTemplate={barTemplate} image={image} />
      ) : (
        <Card>
          <p role="status" className="text-sm">
            {problem ?? "No version of the score is known at this moment."}
          </p>
        </Card>
      )}
    </div>
  );
}
