// Every "not found" of the dashboard (a conversation, a score, a bar of a version, a meeting, or no
// such page): what was asked for, and links to what exists instead. Only a signed-in user is told
// what the database holds; anyone else learns only that there is no such page.
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import type { ReactNode } from "react";
import { getDb } from "@/lib/db/client.ts";
import { isAppError } from "@/lib/errors/app-error.ts";
import { getScoreHistory } from "@/lib/db/scores/get-score-history.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import { askedFor, type AskedFor } from "@/components/not-found/asked-for.ts";
import { barHref, conversationHref, scoreHref } from "@/components/findings/links.ts";
import { Card } from "@/components/ui/card.tsx";
import { PATH_HEADER } from "./path-header.ts";
import { maybeUser } from "./auth/page-user.ts";

export const metadata: Metadata = { title: "Not found" };

export default async function NotFound() {
  const asked = askedFor((await headers()).get(PATH_HEADER) ?? "/");
  const { heading, body } = (await maybeUser())
    ? await explain(asked)
    : { heading: "No such page", body: <p>Sign in to see what Barline holds.</p> };
  return (
    <Card className="mx-auto mt-6 max-w-2xl space-y-3" data-testid="not-found">
      <h1 className="text-xl font-bold">{heading}</h1>
      {body}
    </Card>
  );
}

const list = (items: ReactNode[]) => (
  <ul className="list-disc space-y-1 pl-5">
    {items.filter(Boolean).map((x, i) => (
      <li key={i}>{x}</li>
    ))}
  </ul>
);

async function explain(asked: AskedFor): Promise<{ heading: string; body: ReactNode }> {
  const db = await getDb();
  switch (asked.kind) {
    case "conversation": {
      // Ids that share its beginning: a mistyped or shortened id finds its conversation.
      const near = await db.prisma.conversation.findMany({
        where: { id: { startsWith: asked.id.slice(0, Math.max(3, asked.id.length - 3)) } },
        select: { id: true },
        orderBy: { id: "asc" },
        take: 10,
      });
      const total = await db.prisma.conversation.count();
      return {
        heading: `No conversation “${asked.id}”`,
        body: (
          <>
            <p>Barline holds {total} conversations; none has this id.</p>
            {near.length > 0 && (
              <>
                <p>Conversations whose id begins the same way:</p>
                {list(near.map((c) => <a href={conversationHref(c.id)}>{c.id}</a>))}
              </>
            )}
            {list([
              <a key="q" href={`/conversations?${new URLSearchParams({ q: asked.id })}`}>
                Search the messages for “{asked.id}”
              </a>,
              <Link key="all" href="/conversations">
                Every conversation
              </Link>,
            ])}
          </>
        ),
      };
    }
    case "score":
      return { heading: `No score “${asked.scoreId}”`, body: await scoresThere(db) };
    case "bar": {
      const history = await getScoreHistory(db, asked.scoreId);
      if (!history) return { heading: `No score “${asked.scoreId}”`, body: await scoresThere(db) };
      const versions = history.versions.map((v) => v.version);
      const last = versions[versions.length - 1];
      const version = Number(asked.version);
      const title = `Bar ${asked.bar} of version ${asked.version} of ${asked.scoreId}`;
      if (!versions.includes(version))
        return {
          heading: `${title}: no such version`,
          body: (
            <>
              <p>
                Score {asked.scoreId} has{" "}
                {versions.length === 1 ? "one version" : `versions ${versions[0]}–${last}`}; it has no version{" "}
                {asked.version}.
              </p>
              {list([
                last !== undefined && (
                  <a href={barHref({ scoreId: asked.scoreId, version: last, bar: asked.bar })}>
                    Bar {asked.bar} of version {last}, the last
                  </a>
                ),
                <a href={scoreHref(asked.scoreId)}>The history of {asked.scoreId}</a>,
              ])}
            </>
          ),
        };
      let why = `version ${version} has no bar ${asked.bar}`;
      try {
        await rereadBar(db, { scoreId: asked.scoreId, version, bar: asked.bar });
      } catch (err) {
        if (!isAppError(err, "not-found")) throw err;
        why = err.message;
      }
      return {
        heading: `${title}: no such bar`,
        body: (
          <>
            <p>{why}.</p>
            {list([
              <a href={barHref({ scoreId: asked.scoreId, version, bar: 1 })}>Bar 1 of version {version}</a>,
              <a href={scoreHref(asked.scoreId, version)}>The history of {asked.scoreId}</a>,
            ])}
          </>
        ),
      };
    }
    case "meeting":
      return {
        heading: `No meeting “${asked.id}”`,
        body: list([<Link href="/meetings">Every meeting</Link>]),
      };
    case "page":
      return {
        heading: `No page at ${asked.path}`,
        body: list([
          <Link href="/">The overview</Link>,
          <Link href="/conversations">The conversations</Link>,
          <Link href="/scores">The scores</Link>,
        ]),
      };
  }
}

async function scoresThere(db: Awaited<ReturnType<typeof getDb>>): Promise<ReactNode> {
  const scores = await db.prisma.score.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 50 });
  return scores.length === 0 ? (
    <p>Barline holds no score yet.</p>
  ) : (
    <>
      <p>The scores Barline holds:</p>
      {list(scores.map((s) => <a href={scoreHref(s.id)}>{s.id}</a>))}
    </>
  );
}
