// Overview: how often the assistant's claims are false, by model and deployment label, over time;
// flags by type over time; before/after a date; the newest unreviewed flags — for every conversation,
// or only those checked live with Barline's MCP tools, or only the others.
import { getFigures } from "@/lib/db/figures/get-figures.ts";
import { listFilterValues } from "@/lib/db/conversations/list-filter-values.ts";
import { findUnreviewedFlags } from "@/lib/db/flags/find-unreviewed-flags.ts";
import { conversationQuery, parseConversationQuery, queryToParams } from "@/lib/contracts/query.ts";
import { BeforeAfter } from "@/components/overview/before-after.tsx";
import { CheckedLiveSplit } from "@/components/overview/checked-live-split.tsx";
import { FlagsChart } from "@/components/overview/flags-chart.tsx";
import { RateChart } from "@/components/overview/rate-chart.tsx";
import { flagRows, rateRows } from "@/components/overview/series.ts";
import { Totals } from "@/components/overview/totals.tsx";
import { UnreviewedFlags } from "@/components/overview/unreviewed-flags.tsx";
import { PrecisionChart } from "@/components/review/precision-chart.tsx";
import { getPrecision } from "@/lib/db/reviews/get-precision.ts";
import { Card, CardDescription, CardTitle } from "@/components/ui/card.tsx";
import { pageDb } from "./db.ts";

const UNKNOWN = "(unknown)";

export default async function OverviewPage({ searchParams }: PageProps<"/">) {
  const parsed = parseConversationQuery(await searchParams);
  const query = parsed.ok ? parsed.query : conversationQuery.parse({});
  const db = await pageDb();
  const figures = await getFigures(db, query);
  const models = Object.keys(figures.byModel).filter((m) => m !== UNKNOWN);
  const labels = Object.keys(figures.byLabel).filter((l) => l !== UNKNOWN);
  // Each model's and label's own days: the same query narrowed to it.
  const [perModel, perLabel, queue, precision] = await Promise.all([
    Promise.all(
      models.map(
        async (model) =>
          [model, (await getFigures(db, { ...query, model, split: undefined })).byDay] as const,
      ),
    ),
    Promise.all(
      labels.map(
        async (label) =>
          [label, (await getFigures(db, { ...query, label, split: undefined })).byDay] as const,
      ),
    ),
    findUnreviewedFlags(db, { ...query, page: 1, pageSize: 8 }),
    getPrecision(db),
  ]);
  const everyone = await listFilterValues(db);
  const flags = flagRows(figures.byDay);
  const keep = [...queryToParams({ ...query, split: undefined, page: undefined })];

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">Overview</h1>
        {!parsed.ok && (
          <p role="alert" className="text-sm text-contradicted">
            {parsed.error}: showing every conversation instead.
          </p>
        )}
        <CheckedLiveSplit query={query} />
      </header>
      <Totals figures={figures.all} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="rate-model">
          <CardTitle id="rate-model">False-claim rate by model</CardTitle>
          <CardDescription>Contradicted ÷ checkable claims of the assistant, per day.</CardDescription>
          <RateChart
            rows={rateRows(Object.fromEntries(perModel))}
            series={models}
            all={everyone.models}
            split={query.split?.slice(0, 10)}
            label={`False-claim rate per day for ${models.join(", ")}`}
          />
        </Card>
        <Card aria-labelledby="rate-label">
          <CardTitle id="rate-label">False-claim rate by deployment label</CardTitle>
          <CardDescription>The same rate, split by the deployment the conversation ran in.</CardDescription>
          <RateChart
            rows={rateRows(Object.fromEntries(perLabel))}
            series={labels}
            all={everyone.labels}
            split={query.split?.slice(0, 10)}
            label={`False-claim rate per day for ${labels.join(", ")}`}
          />
        </Card>
        <Card aria-labelledby="flags-time">
          <CardTitle id="flags-time">Flags by type over time</CardTitle>
          <CardDescription>Flags raised on the conversations started each day.</CardDescription>
          <FlagsChart
            rows={flags.rows}
            types={flags.types}
            split={query.split?.slice(0, 10)}
            label={`Flags per day, stacked by type: ${flags.types.join(", ")}`}
          />
        </Card>
        <BeforeAfter split={query.split} before={figures.before} after={figures.after} keep={keep} />
      </div>
      <UnreviewedFlags
        flags={queue.rows}
        total={queue.total}
        queue={`/review${keep.length ? `?${new URLSearchParams(keep)}` : ""}`}
      />
      <Card aria-labelledby="precision">
        <CardTitle id="precision">Barline&apos;s precision, as reviewed</CardTitle>
        <CardDescription>
          Per flag type, the share of reviewed flags confirmed; per claim kind, the share of reviewed verdicts
          agreed with; by the day of the conversation.
        </CardDescription>
        <PrecisionChart precision={precision} />
      </Card>
    </div>
  );
}
