"use client";
// Upload a bundle .zip: a progress bar while it is sent, then while it is ingested in the
// background; at the end what was stored (or that the bundle was ingested before) and the problems
// per file.
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { callApi } from "@/lib/contracts/call-api.ts";
import { jobView, type JobView } from "@/lib/contracts/job-view.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Progress } from "../ui/progress.tsx";
import { formatDateTime } from "@/lib/format/date-time.ts";

type Stage =
  | { kind: "idle" }
  | { kind: "sending"; fraction: number }
  | { kind: "ingesting"; job: JobView | null; jobId: string }
  | { kind: "failed"; message: string };

function send(file: File, onProgress: (f: number) => void): Promise<{ jobId: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/bundles");
    xhr.setRequestHeader("content-type", "application/zip");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { jobId?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: said below with the status.
      }
      if (xhr.status === 202 && body.jobId) resolve({ jobId: body.jobId });
      else reject(new Error(body.error ?? `the server answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("the upload was cut off before the server answered"));
    xhr.send(file);
  });
}

export function UploadForm() {
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const jobId = stage.kind === "ingesting" ? stage.jobId : null;
  const finished =
    stage.kind === "ingesting" && (stage.job?.state === "done" || stage.job?.state === "failed");

  useEffect(() => {
    if (!jobId || finished) return;
    const poll = async () => {
      const r = await callApi(`/api/jobs/${jobId}`, jobView);
      if (r.ok) setStage({ kind: "ingesting", jobId, job: r.data });
    };
    // A poll that fails (the server restarting, say) is tried again at the next tick.
    const timer = setInterval(() => void poll(), 400);
    return () => clearInterval(timer);
  }, [jobId, finished]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setStage({ kind: "failed", message: "Choose a bundle .zip first." });
    setStage({ kind: "sending", fraction: 0 });
    try {
      const { jobId } = await send(file, (fraction) => setStage({ kind: "sending", fraction }));
      setStage({ kind: "ingesting", jobId, job: null });
    } catch (err) {
      setStage({ kind: "failed", message: `Not uploaded: ${(err as Error).message}.` });
    }
  };

  const busy = stage.kind === "sending" || (stage.kind === "ingesting" && !finished);
  return (
    <div className="space-y-4">
      <form
        onSubmit={(e) => void submit(e)}
        className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4"
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          Bundle (.zip of chats and score versions)
          <input
            ref={input}
            type="file"
            name="bundle"
            accept=".zip,application/zip"
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-1.5"
          />
        </label>
        <Button type="submit" disabled={busy}>
          Upload and ingest
        </Button>
      </form>
      <div aria-live="polite">
        {stage.kind === "sending" && (
          <Card>
            <p className="mb-2 text-sm">Sending… {Math.round(stage.fraction * 100)}%</p>
            <Progress value={Math.round(stage.fraction * 100)} label="Upload" />
          </Card>
        )}
        {stage.kind === "ingesting" && <JobCard job={stage.job} />}
        {stage.kind === "failed" && (
          <p role="alert" className="text-sm font-medium text-contradicted">
            {stage.message}
          </p>
        )}
      </div>
    </div>
  );
}

function JobCard({ job }: { job: JobView | null }) {
  const pct = job?.state === "done" ? 100 : Math.round((job?.progress ?? 0) * 100);
  return (
    <Card data-testid="job" data-state={job?.state ?? "queued"}>
      <p className="mb-2 text-sm">
        {!job || job.state === "queued"
          ? "Uploaded; waiting to be ingested…"
          : job.state === "running"
            ? `Ingesting… ${pct}%`
            : job.state === "done"
              ? "Ingested."
              : "The ingest failed."}
      </p>
      <Progress value={pct} label="Ingest" />
      {job?.state === "done" && (
        <p className="mt-2 text-sm">
          {job.summary && <span data-testid="job-summary">{summaryText(job.summary)}</span>}{" "}
          <Link href="/conversations">See the conversations</Link>
        </p>
      )}
      {job && job.problems.length > 0 && (
        <section className="mt-3">
          <h2 className="text-sm font-semibold">
            {job.problems.length} {job.problems.length === 1 ? "file" : "files"} with problems
          </h2>
          <ul data-testid="problems" className="mt-1 space-y-1 text-sm">
            {job.problems.map((p, i) => (
              <li key={i}>
                <code>{p.file}</code>
                {p.at ? <span className="text-muted-foreground"> ({p.at})</span> : null}: {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}

/** What the database now holds from this bundle, in the words of the conversations table. */
function summaryText(s: NonNullable<JobView["summary"]>): string {
  if (s.alreadyIngestedAt)
    return `Already ingested on ${formatDateTime(s.alreadyIngestedAt)} UTC; nothing new stored.`;
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  const { conversations: c, versions: v } = s;
  return [
    `${n(c.new, "new conversation", "new conversations")}, ${c.updated} updated, ${c.unchanged} unchanged`,
    n(v.new, "new score version", "new score versions"),
    `${n(s.claims, "claim", "claims")} and ${n(s.flags, "flag", "flags")} in its conversations.`,
  ].join("; ");
}
