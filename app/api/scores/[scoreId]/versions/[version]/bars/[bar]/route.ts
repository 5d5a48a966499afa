// The bar re-read (spec/api.md): reading per staff, the version before, what changed, the SVG;
// `?format=svg` answers the SVG alone.
import { rereadBar } from "../../../../../../../../lib/db/scores/reread-bar.ts";
import { answer, problem } from "../../../../../../answer.ts";
import { parseBarAddress } from "../../../../../../../../lib/contracts/bar-address.ts";
import { requireRole } from "../../../../../../../../lib/auth/require-role.ts";

export async function GET(
  request: Request,
  ctx: RouteContext<"/api/scores/[scoreId]/versions/[version]/bars/[bar]">,
) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const params = new URL(request.url).searchParams;
  const format = params.get("format");
  if (format !== null && format !== "svg" && format !== "json")
    return problem(400, `parameter "format": "${format}" is neither "svg" nor "json"`);
  const parsed = parseBarAddress({
    ...(await ctx.params),
    part: params.get("part"),
    staff: params.get("staff"),
  });
  if (!parsed.ok) return problem(400, parsed.error);
  const at = parsed.address;
  return answer(`bar ${at.bar} of version ${at.version} of "${at.scoreId}"`, async (db) => {
    const r = await rereadBar(db, at);
    if (format === "svg")
      return new Response(r.svg, { headers: { "content-type": "image/svg+xml; charset=utf-8" } });
    return Response.json(r);
  });
}
