// A meeting, full screen, one finding at a time with the reader's view of it: the claim or flag with
// its evidence, the claims of its turn beside the diff of what that turn saved, the bar re-read at
// the version in force; the decision and the minute recorded as the meeting goes (j / k to move).
import type { Metadata } from "next";
import { getMeeting } from "@/lib/db/meetings/get-meeting.ts";
import { BarPanel } from "@/components/bar/bar-panel.tsx";
import { conversationHref } from "@/components/findings/links.ts";
import { FindingCard } from "@/components/meetings/finding-card.tsx";
import { MeetingHeader } from "@/components/meetings/meeting-header.tsx";
import { MinuteBox } from "@/components/meetings/minute-box.tsx";
import { OpenMeetingMark } from "@/components/meetings/open-meeting.tsx";
import { TurnCard } from "@/components/meetings/turn-card.tsx";
import { Card } from "@/components/ui/card.tsx";
import { foundOr404 } from "../../found-or-404.ts";
import { stepQuery } from "@/components/meetings/step-query.ts";
import { pageDb } from "../../db.ts";
import { meetingStep } from "./meeting-step.ts";

export const metadata: Metadata = { title: "Meeting" };

export default async function MeetingPage({ params, searchParams }: PageProps<"/meetings/[id]">) {
  const { id } = await params;
  const db = await pageDb();
  const meeting = await foundOr404(getMeeting(db, id));
  const n = meeting.items.length;
  const step = Math.min(stepQuery.parse(await searchParams).step, Math.max(1, n));
  const item = meeting.items[step - 1];
  const shown = item ? await meetingStep(db, item) : null;

  return (
    <div className="fixed inset-0 z-40 overflow-auto bg-background p-4 sm:p-6" data-meeting-step={step}>
      <OpenMeetingMark meeting={{ id, title: meeting.title }} />
      <MeetingHeader meeting={meeting} step={step} />
      {!shown ? (
        <p className="text-sm">This meeting has no finding: pick some in the review queue or the reader.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-3">
            <FindingCard step={shown} meetingId={id} />
            {shown.turn !== null && <TurnCard step={shown} turn={shown.turn} />}
            <Card>
              <MinuteBox
                meetingId={id}
                item={{ targetType: shown.item.targetType, targetId: shown.item.targetId }}
                minute={shown.item.minute}
              />
            </Card>
          </div>
          <div>
            {shown.reread ? (
              <BarPanel
                reread={shown.reread}
                steps={{}}
                barTemplate={conversationHref(shown.c.id, {
                  turn: shown.turn,
                  version: shown.reread.version,
                  bar: "{bar}",
                }).replace(encodeURIComponent("{bar}"), "{bar}")}
                heading="h2"
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                No flag or claim of this conversation names a bar to re-read.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
