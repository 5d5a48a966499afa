// The bar re-read (spec/api.md): reading per staff, the version before, what changed, the SVG;
// `?format=svg` answers the SVG alone.
import { rereadAnswer } from "@/lib/contracts/bar-reread.ts";
import { column, oneOf, table } from "@/lib/contracts/query-grammar.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import { endpoint } from "../../../../../../endpoint.ts";
import { barAddress } from "../../../../../bar-address.ts";

export const GET = endpoint({
  role: "viewer",
  params: barAddress.schema.pick({ scoreId: true, version: true, bar: true }),
  query: table({
    part: barAddress.columns.part,
    staff: barAddress.columns.staff,
    format: column("is", oneOf(["json", "svg"], "a format").default("json")),
  }),
  handler: async ({ db, params, query: { format, ...at } }) => {
    const r = await rereadBar(db, { ...params, ...at });
    if (format === "json") return rereadAnswer(r);
    return new Response(r.svg, { headers: { "content-type": "image/svg+xml; charset=utf-8" } });
  },
});
