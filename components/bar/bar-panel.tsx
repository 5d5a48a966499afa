// A bar re-read at one version: its reading per staff, the engraving of it with its neighbours,
// the same bar in the version before with what changed, and the page image the model was shown
// then. Arrow keys step the bar, [ and ] the version.
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import type { BarReread } from "@/lib/contracts/bar-reread.ts";
import { Badge } from "../ui/badge.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { cn } from "../ui/cn.ts";
import { ZoomableImage } from "../ui/zoomable-image.tsx";
import { Engraving } from "./engraving.tsx";
import { StepKeys, type Steps } from "./step-keys.tsx";
import { StepPending } from "./step-pending.tsx";

export interface ShownImage {
  url: string;
  /** When it was shown: "turn 2". */
  when: string;
}

export function BarPanel({
  reread: r,
  steps,
  barTemplate,
  image,
  heading = "h2",
}: {
  reread: BarReread;
  steps: Steps;
  barTemplate: string;
  image?: ShownImage | null;
  heading?: "h2" | "h3";
}) {
  const H = heading;
  const where = [r.part && `part ${r.part}`, r.staff !== null && `staff ${r.staff}`]
    .filter(Boolean)
    .join(", ");
  return (
    <Card aria-labelledby="bar-heading" data-bar={r.bar} data-version={r.version} className="space-y-4">
      <StepKeys steps={steps} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <H id="bar-heading" className="text-base font-semibold">
          Bar {r.bar} · version {r.version}
          <span className="font-normal text-muted-foreground">
            {" "}
            · score {r.scoreId}
            {where && ` · ${where}`}
          </span>
        </H>
        <nav aria-label="Step" className="flex gap-1">
          <StepLink href={steps.prevBar} keys="ArrowLeft" label="Previous bar">
            <ChevronLeft aria-hidden="true" /> bar
          </StepLink>
          <StepLink href={steps.nextBar} keys="ArrowRight" label="Next bar">
            bar <ChevronRight aria-hidden="true" />
          </StepLink>
          <StepLink href={steps.prevVersion} keys="[" label="Previous version">
            <ChevronLeft aria-hidden="true" /> version
          </StepLink>
          <StepLink href={steps.nextVersion} keys="]" label="Next version">
            version <ChevronRight aria-hidden="true" />
          </StepLink>
        </nav>
      </div>
      <p className="text-xs text-muted-foreground">
        Keys: <kbd>←</kbd> <kbd>→</kbd> step the bar, <kbd>[</kbd> <kbd>]</kbd> the version.
      </p>

      <section aria-label="Reading">
        <H className="mb-1 text-sm font-semibold">Reading at version {r.version}</H>
        <ReadingLines lines={r.reading} testId="reading" />
        {r.courtesy.length > 0 && (
          <ul data-testid="courtesy" className="mt-1 space-y-0.5 text-xs">
            {r.courtesy.map((c, i) => (
              <li key={i}>
                <Badge variant="outline">courtesy</Badge> {c}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Engraving
        svg={r.svg}
        selected={r.bar}
        barHref={barTemplate}
        label={`Version ${r.version}, bar ${r.bar} with the bars around it, engraved by verovio. Select a bar to read it.`}
      />

      <section aria-label="Previous version" className="pt-1">
        {r.previous ? (
          <>
            <H className="mb-1 text-sm font-semibold">
              Version {r.previous.version}, the version before
              {r.changes.length === 0 ? (
                <Badge className="ml-2">no change in this bar</Badge>
              ) : (
                <Badge variant="flag" className="ml-2">
                  {r.changes.length} {r.changes.length === 1 ? "change" : "changes"} in this bar
                </Badge>
              )}
            </H>
            <ReadingLines lines={r.previous.reading} testId="previous-reading" />
            {r.changes.length > 0 && (
              <ul data-testid="bar-changes" className="mt-2 space-y-0.5 font-mono text-xs">
                {r.changes.map((c, i) => (
                  <li key={i} className="rounded bg-flag/10 px-2 py-0.5 text-flag">
                    {c}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Version {r.version} is the first version: nothing before it.
          </p>
        )}
      </section>

      {image && (
        <figure className="m-0">
          <ZoomableImage
            src={image.url}
            alt={`The page image the model was shown at ${image.when}`}
            className="max-w-full rounded-md border"
          />
          <figcaption className="mt-1 text-xs text-muted-foreground">
            The page image the model was shown at {image.when}; click to see it full size.
          </figcaption>
        </figure>
      )}
    </Card>
  );
}

function ReadingLines({ lines, testId }: { lines: string[]; testId: string }) {
  if (lines.length === 0)
    return <p className="text-sm text-muted-foreground">The score has no such bar here.</p>;
  return (
    <ul data-testid={testId} className="space-y-0.5 font-mono text-xs">
      {lines.map((l, i) => (
        <li key={i} className="rounded bg-muted px-2 py-1">
          {l}
        </li>
      ))}
    </ul>
  );
}

function StepLink({
  href,
  keys,
  label,
  children,
}: {
  href: string | undefined;
  keys: string;
  label: string;
  children: ReactNode;
}) {
  const cls = cn(buttonVariants({ variant: "outline", size: "sm" }));
  if (!href)
    return (
      <span aria-disabled="true" aria-label={`${label} (none)`} className={cn(cls, "opacity-50")}>
        {children}
      </span>
    );
  return (
    <Link href={href} scroll={false} aria-label={label} aria-keyshortcuts={keys} className={cls}>
      {children}
      <StepPending />
    </Link>
  );
}
