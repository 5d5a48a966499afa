"use client";
// The search's matches joining the incident (reviewers): all of them now, or the search saved so
// every ingest after adds the conversations it newly matches. Then back to the case file.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCan } from "../auth/role-context.tsx";
import { callApi } from "@/lib/contracts/call-api.ts";
import { addedCount } from "@/lib/contracts/write-answers.ts";
import { Button } from "../ui/button.tsx";

export function AddMatches({
  incidentId,
  query,
  matches,
}: {
  incidentId: string;
  query: string;
  matches: number;
}) {
  const can = useCan("reviewer");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  if (!can) return null;
  const base = `/api/incidents/${encodeURIComponent(incidentId)}`;
  const send = async (url: string) => {
    const r = await callApi(url, addedCount, { body: { query } });
    if (!r.ok) return setError(r.error);
    router.push(`/incidents/${encodeURIComponent(incidentId)}`);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={() => void send(`${base}/conversations`)} disabled={matches === 0}>
        Add {matches === 1 ? "this conversation" : `these ${matches} conversations`}
      </Button>
      <Button variant="outline" onClick={() => void send(`${base}/searches`)}>
        Save the search: keep adding new matches
      </Button>
      {error && (
        <span role="alert" className="text-sm text-contradicted">
          {error}
        </span>
      )}
    </div>
  );
}
