// A meeting, full screen, one finding at a time with the reader's view of it: the claim or flag with
// its evidence, the claims of its turn beside the diff of what that turn saved, the bar re-read at
// the version in force; the decision and the minute recorded as the meeting goes (j / k to move).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { BarReread } from "../../../lib/db/api-types.ts";
import { getConversation } from "../../../lib/db/conversations/get-conversation.ts";
import { NotFoundError } from "../../../lib/db/errors.ts";
import { getMeeting } from "../../../lib/db/meetings/get-meeting.ts";
import { rereadBar } from "../../../lib/db/scores/reread-bar.ts";
import { BarPanel } from "../../../components/bar/bar-panel.tsx";
import { FlagBadge, VerdictBadge } from "../../../components/findings/badges.tsx";
import { conversationHref } from "../../../components/findings/links.ts";
import { FindingLinksLine } from "../../../components/meetings/finding-links-line.tsx";
import { MinuteBox } from "../../../components/meetings/minute-box.tsx";
import { OpenMeetingMark } from "../../../components/meetings/open-meeting.tsx";
import { MeetingKeys } from "../../../components/meetings/step-keys.tsx";
import { ClaimList } from "../../../components/reader/claim-list.tsx";
import { callTurns, firstBar, versionAt, versionSources } from "../../../components/reader/moments.ts";
import { readerLinks } from "../../../components/reader/reader-links.ts";
import { ClaimReview } from "../../../components/review/claim-review.tsx";
import { FlagReview } from "../../../components/review/flag-review.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { pageDb } from "../../db.ts";
import { formatDate } from "../../../lib/format/date-time.ts";

export const metadata: Metadata = { title: "Meeting" };

export default async function MeetingPage({ params, searchParams }: PageProps<"/meetings/[id]">) {
  const { id } = await params;
  const db = await pageDb();
  const meeting = await getMeeting(db, id).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const n = meeting.items.length;
  const step = Math.min(Math.max(1, Number((await searchParams).step) || 1), Math.max(1, n));
  const item = meeting.items[step - 1];
  const at = (s: number) => `/meetings/${id}?step=${s}`;
  const c = item ? await getConversation(db, item.conversationId) : null;

  const flag = item?.targetType === "flag" ? c?.flags.find((f) => f.id === item.targetId) : undefined;
  const claim = item?.targetType === "claim" ? c?.claims.find((x) => x.id === item.targetId) : undefined;
  const turn = item?.turn ?? null;
  const turnClaims = c && turn !== null ? c.claims.filter((x) => x.turn === turn) : [];
  const turnOf = c ? callTurns(c.messages) : new Map<string, number>();
  const saved =
    c && turn !== null
      ? c.versions.filter((v) => v.toolCallId !== null && turnOf.get(v.toolCallId) === turn)
      : [];
  // The bar the finding names, else the first one its turn's claims speak of (as the reader chooses).
  const bar =
    [claim?.subject, flag?.subject, ...turnClaims.map((x) => x.subject)]
      .map((subject) => firstBar(subject ?? null))
      .find((b) => b !== null) ?? null;
  const version = claim?.checkedVersion ?? (c && turn !== null ? versionAt(c, turn) : null);
  let reread: BarReread | null = null;
  if (c?.scoreId && bar !== null && version !== null)
    reread = await rereadBar(db, { scoreId: c.scoreId, version, bar: String(bar) }).catch(() => null);

  return (
    <div className="fixed inset-0 z-40 overflow-auto bg-background p-4 sm:p-6" data-meeting-step={step}>
      <OpenMeetingMark meeting={{ id, title: meeting.title }} />
      <MeetingKeys
        next={step < n ? at(step + 1) : undefined}
        prev={step > 1 ? at(step - 1) : undefined}
        exit="/meetings"
      />
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">{meeting.title}</h1>
        <span className="text-sm text-muted-foreground">
          {formatDate(meeting.heldOn)} · {meeting.attendees.join(", ")}
        </span>
        <nav aria-label="Findings" className="ml-auto flex items-center gap-3 text-sm">
          {step > 1 && <Link href={at(step - 1)}>Previous (k)</Link>}
          <span>
            finding {n === 0 ? 0 : step} of {n}
          </span>
          {step < n && <Link href={at(step + 1)}>Next (j)</Link>}
          <Link href={`/meetings/${id}/minutes`}>Minutes</Link>
          <Link href="/meetings">Leave (Esc)</Link>
        </nav>
      </header>
      {!item || !c ? (
        <p className="text-sm">This meeting has no finding: pick some in the review queue or the reader.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-3">
            <Card>
              <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold" data-finding-name>
                {flag && <FlagBadge type={flag.type} />}
                {claim && <VerdictBadge verdict={claim.verdict} />}
                {item.name}
              </h2>
              <FindingLinksLine item={item} />
              <p className="mt-2 text-lg">{claim ? `“${claim.text}”` : item.text}</p>
              {item.evidence.length > 0 && (
                <ul className="mt-2 space-y-0.5 font-mono text-xs">
                  {item.evidence.map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </ul>
              )}
              {flag && <FlagReview flagId={flag.id} review={flag.review} meetingId={id} />}
              {claim && (
                <ClaimReview
                  claimId={claim.id}
                  verdict={claim.verdict}
                  review={claim.review}
                  meetingId={id}
                />
              )}
              {item.targetType === "conversation" && (
                <ul className="mt-2 space-y-2">
                  {c.flags.map((f) => (
                    <li key={f.id} className="text-sm">
                      <FlagBadge type={f.type} /> turn {f.turn}: {f.message}
                      <FlagReview flagId={f.id} review={f.review} meetingId={id} />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            {turn !== null && (
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
            )}
            <Card>
              <MinuteBox
                meetingId={id}
                item={{ targetType: item.targetType, targetId: item.targetId }}
                minute={item.minute}
              />
            </Card>
          </div>
          <div>
            {reread ? (
              <BarPanel
                reread={reread}
                steps={{}}
                barTemplate={conversationHref(c.id, { turn, version: reread.version, bar: "{bar}" }).replace(
                  encodeURIComponent("{bar}"),
                  "{bar}",
                )}
                heading="h2"
              />
            ) : (
              <p className="text-sm text-muted-foreground">This finding names no bar to re-read.</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
