// The reader: the chat on the left with every claim marked and every saved version's real diff
// beside its turn's claims; on the right the score at the selected moment, at one bar.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { flaggedNeighbours } from "@/lib/db/conversations/flagged-neighbours.ts";
import { getOutline } from "@/lib/db/conversations/conversation-outline.ts";
import { getTurns } from "@/lib/db/conversations/conversation-turns.ts";
import { imageAtTurn } from "@/lib/db/conversations/image-at-turn.ts";
import { conversationQuery, parseConversationQuery, queryToParams } from "@/lib/contracts/query.ts";
import { isAppError } from "@/lib/errors/app-error.ts";
import { getScoreHistory } from "@/lib/db/scores/get-score-history.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import type { BarReread } from "@/lib/contracts/bar-reread.ts";
import { barSteps } from "@/components/bar/steps.ts";
import { conversationHref } from "@/components/findings/links.ts";
import { barToShow } from "@/components/findings/bar-to-show.ts";
import { ChatWindow } from "@/components/reader/chat-window.tsx";
import { versionIn } from "@/components/reader/moments.ts";
import { reservedHeight } from "@/components/reader/turn-data.ts";
import { FlaggedNav } from "@/components/reader/flagged-nav.tsx";
import { ReaderHeader } from "@/components/reader/reader-header.tsx";
import { readerLinks } from "@/components/reader/reader-links.ts";
import { ScoreAside } from "@/components/reader/score-aside.tsx";
import { ScorePane } from "@/components/reader/score-pane.tsx";
import { readerQuery } from "@/components/reader/reader-query.ts";
import { barAddress } from "../../api/scores/bar-address.ts";
import { pageDb } from "../../db.ts";

export async function generateMetadata({ params }: PageProps<"/conversations/[id]">): Promise<Metadata> {
  return { title: decodeURIComponent((await params).id) };
}

export default async function ReaderPage({ params, searchParams }: PageProps<"/conversations/[id]">) {
  const id = decodeURIComponent((await params).id);
  const sp = readerQuery.parse(await searchParams);
  const db = await pageDb();
  const outline = await getOutline(db, id);
  if (!outline) notFound();
  const c = outline.conversation;

  // The moment: the turn asked for, else the first flagged turn, else the last.
  const turns = outline.turns.map((t) => t.turn);
  const asked = sp.turn !== undefined && turns.includes(sp.turn) ? sp.turn : null;
  const turn = asked ?? outline.flags[0]?.turn ?? turns[turns.length - 1] ?? null;
  const inForce = turn === null ? null : versionIn(outline.versions, turn);
  const version = sp.v ?? inForce;
  // The turns read with the page: where the window opens (the turn asked for, else the first), a
  // few before it and a screenful after.
  const opens = asked !== null && turn !== null ? turns.indexOf(turn) : 0;
  const initial = await getTurns(
    db,
    id,
    turns.length
      ? { from: turns[Math.max(0, opens - 3)]!, to: turns[Math.min(turns.length - 1, opens + 12)]! }
      : null,
  );
  // The bar: the one asked for, else the one the turn shows (bar-to-show.ts) among the turns read.
  const shown = barToShow(initial, turn);
  const address = barAddress.read({
    scoreId: c.scoreId,
    version,
    bar: sp.bar ?? String(shown.bar ?? 1),
    part: sp.part,
    staff: sp.staff,
  });

  let reread: BarReread | null = null;
  let problem: string | null = null;
  const history = c.scoreId ? await getScoreHistory(db, c.scoreId) : null;
  if (c.scoreId && version !== null) {
    if (!address.ok) problem = address.error;
    else
      try {
        reread = await rereadBar(db, address.query);
      } catch (err) {
        if (!isAppError(err, "not-found")) throw err;
        problem = err.message;
      }
  }

  // The list the reader was opened from: its filters and sort, for the previous and next flagged conversation.
  const listed = parseConversationQuery(new URLSearchParams(sp.list ?? ""));
  const listQuery = listed.ok ? listed.query : conversationQuery.parse({});
  const list =
    queryToParams({ ...listQuery, page: 1, pageSize: conversationQuery.parse({}).pageSize }).toString() ||
    null;
  const neighbours = await flaggedNeighbours(db, listQuery, c.id);
  const links = readerLinks({ id: c.id, versions: outline.versions }, turn, list);
  const at = address.ok ? address.query : null;
  const hrefAt = (bar: string, v: number) =>
    conversationHref(c.id, { turn, version: v, bar, staff: at?.staff, part: at?.part, list });
  const steps =
    reread && history ? barSteps({ bar: reread.bar, version: reread.version }, history.versions, hrefAt) : {};
  const flagsAt = new Map<number, number>();
  for (const f of outline.flags) flagsAt.set(f.turn, (flagsAt.get(f.turn) ?? 0) + 1);
  const image = turn === null ? null : await imageAtTurn(db, c.id, turn);

  return (
    <div className="space-y-4">
      <FlaggedNav neighbours={neighbours} list={list} />
      <ReaderHeader outline={outline} links={links} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]">
        <section aria-label="Chat" className="min-w-0" data-tooltip-bounds>
          <ChatWindow
            outline={{
              id: c.id,
              turns,
              heights: outline.turns.map((t) => reservedHeight(t, flagsAt.get(t.turn) ?? 0)),
              versions: outline.versions,
            }}
            initial={initial}
            selectedTurn={turn}
            asked={asked !== null}
            list={list}
          />
        </section>
        <ScoreAside asked={sp.bar !== undefined} key={[sp.bar, sp.v, sp.staff, sp.part].join(" ")}>
          <ScorePane
            scoreId={c.scoreId}
            turn={turn}
            version={version}
            inForce={inForce}
            reread={reread}
            problem={problem}
            steps={steps}
            barTemplate={hrefAt("{bar}", reread?.version ?? version ?? 1).replace(
              encodeURIComponent("{bar}"),
              "{bar}",
            )}
            image={image ? { url: image.url, when: `turn ${image.turn}` } : null}
          />
        </ScoreAside>
      </div>
    </div>
  );
}
