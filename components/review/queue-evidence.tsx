"use client";
// A queued flag's evidence, fetched when the item comes near the screen: the claims of its turn
// against what its call did to the score (the reader's box), the bar it speaks of engraved (the
// reader's engraving; a bar opens the reader there), and the page image the model had been shown.
import { useEffect, useRef, useState } from "react";
import { callApi } from "@/lib/contracts/call-api.ts";
import { flagEvidenceAnswer, type FlagEvidenceAnswer } from "@/lib/contracts/flag-evidence.ts";
import { Engraving } from "../bar/engraving.tsx";
import { conversationHref } from "../findings/links.ts";
import { ClaimList } from "../reader/claim-list.tsx";
import { CallOutcomeBox } from "../reader/tool-call-view.tsx";
import { Loading } from "../ui/loading.tsx";
import { ZoomableImage } from "../ui/zoomable-image.tsx";

type State =
  { kind: "waiting" } | { kind: "loaded"; evidence: FlagEvidenceAnswer } | { kind: "failed"; error: string };

export function QueueEvidence({ flagId, where }: { flagId: string; where: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: "waiting" });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let gone = false;
    const load = async () => {
      const r = await callApi(`/api/flags/${encodeURIComponent(flagId)}/evidence`, flagEvidenceAnswer);
      if (gone) return;
      setState(r.ok ? { kind: "loaded", evidence: r.data } : { kind: "failed", error: r.error });
    };
    // Only items near the screen are fetched: each re-reads and engraves a bar.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        void load();
      },
      { rootMargin: "600px 0px" },
    );
    near.observe(el);
    return () => {
      gone = true;
      near.disconnect();
    };
  }, [flagId]);

  return (
    <div
      ref={box}
      aria-busy={state.kind === "waiting"}
      aria-label={`Evidence of the flag in ${where}`}
      role="region"
      data-evidence={state.kind}
      className="mt-2"
    >
      {state.kind === "waiting" && (
        <Loading>{`Loading the evidence: the claims of the turn, what the score has, the bar and the page image…`}</Loading>
      )}
      {state.kind === "failed" && (
        <p role="alert" className="text-sm text-contradicted">
          The evidence could not be loaded: {state.error}
        </p>
      )}
      {state.kind === "loaded" && <EvidenceView e={state.evidence} />}
    </div>
  );
}

function EvidenceView({ e }: { e: FlagEvidenceAnswer }) {
  const turn = e.flag.turn;
  const hrefs = new Map(e.claims.map((x) => [x.claim.id, x.href]));
  const links = {
    claim: (c: { id: string }) => hrefs.get(c.id) ?? conversationHref(e.conversationId, { turn }),
    bar: (bar: number, version: number) => conversationHref(e.conversationId, { turn, version, bar }),
  };
  const claims = e.claims.map((x) => x.claim);
  const r = e.reread;
  return (
    <div className="space-y-2">
      {e.call ? (
        <CallOutcomeBox
          outcome={e.call.outcome}
          callName={e.call.name}
          claims={claims}
          turn={turn}
          links={links}
          anchored={false}
          conversationId={e.conversationId}
        />
      ) : claims.length > 0 ? (
        <ClaimList claims={claims} links={links} conversationId={e.conversationId} />
      ) : (
        <p className="text-sm text-muted-foreground">No claim and no call that could save in turn {turn}.</p>
      )}
      <div className="grid gap-2 md:grid-cols-2">
        {r ? (
          <Engraving
            svg={r.svg}
            selected={r.bar}
            barHref={conversationHref(e.conversationId, { turn, version: r.version, bar: "{bar}" }).replace(
              encodeURIComponent("{bar}"),
              "{bar}",
            )}
            label={`Bar ${r.bar} of ${r.scoreId} at version ${r.version}, the version in force at turn ${turn}, with the bars around it, engraved by verovio. Select a bar to read it in the conversation.`}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {e.rereadProblem
              ? `The bar cannot be re-read: ${e.rereadProblem}.`
              : "No flag or claim of this conversation names a bar to re-read."}
          </p>
        )}
        {e.image && (
          <figure className="m-0">
            <ZoomableImage
              src={e.image.url}
              alt={`The page image the model was shown at turn ${e.image.turn}`}
              className="max-h-64 max-w-full rounded-md border object-contain"
            />
            <figcaption className="mt-1 text-xs text-muted-foreground">
              The page image the model was shown at turn {e.image.turn}; click to see it full size.
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
