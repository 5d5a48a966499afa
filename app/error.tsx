"use client";
// Every page's failure, in the dashboard's own frame: what could not be shown and what to do next,
// never a stack. A failure on the server reaches the browser without its message (Next withholds
// it), so it is named by its reference in the server's log; one in the browser by its message.
import Link from "next/link";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <Card role="alert" className="mx-auto mt-6 max-w-2xl space-y-3" data-testid="page-error">
      <h1 className="text-xl font-bold">This page could not be shown</h1>
      {error.digest ? (
        <p>
          The server failed while reading it. Its log has the details, under the reference{" "}
          <code>{error.digest}</code>.
        </p>
      ) : (
        <p>It failed in the browser: {error.message || "no reason was given"}.</p>
      )}
      <p className="text-sm text-muted-foreground">
        The score, the chats and the reviews are as they were: nothing was changed.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={reset}>Try again</Button>
        <Link href="/">The overview</Link>
        <Link href="/conversations">The conversations</Link>
      </div>
    </Card>
  );
}
