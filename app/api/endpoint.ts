// The one wrapper of every API route: it declares who may call (a role, or anyone), the path
// parameters (zod), the search parameters (a table of the query grammar) and the body (zod, or a
// reader of its own), and runs the handler with the database once all of them are read. Whatever
// fails is answered in one shape, `{ "error": "…" }`: an AppError with its code's status and its
// sentence, anything else 500 naming the route, its stack in the server's log only.
import type { z } from "zod";
import type { Role, SessionUser } from "@/lib/access/roles.ts";
import { requireRole, requireSameOrigin } from "@/lib/auth/require-role.ts";
import { getDb, type Db } from "@/lib/db/client.ts";
import type { Params } from "@/lib/contracts/query-grammar.ts";
import { AppError, ERROR_STATUS } from "@/lib/errors/app-error.ts";
import { parseOrRefuse } from "@/lib/errors/zod-sentence.ts";
import { jsonBody } from "./body.ts";

type AnyTable = { parse(params: Params): unknown; columns: Record<string, unknown> };
type Context = { params: Promise<Record<string, string | string[] | undefined>> };

interface Call<U, P, Q, B> {
  db: Db;
  /** The caller; null on a route anyone may call. */
  user: U;
  params: P;
  query: Q;
  body: B;
  request: Request;
}

export function endpoint<
  R extends Role | "anyone",
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  Q extends AnyTable = AnyTable,
  B = undefined,
>(spec: {
  role: R;
  params?: P;
  query?: Q;
  /** A JSON body's schema, or a reader of a body that is not JSON (an upload). */
  body?: z.ZodType<B> | ((request: Request) => Promise<B>);
  /** The status of a success answered as JSON (201 for what was made). */
  status?: number;
  handler: (
    call: Call<R extends Role ? SessionUser : null, z.output<P>, ReturnType<Q["parse"]>, B>,
  ) => Promise<unknown>;
}): (request: Request, ctx?: Context) => Promise<Response> {
  return async (request, ctx = { params: Promise.resolve({}) }) => {
    try {
      type U = R extends Role ? SessionUser : null;
      let user: U;
      if (spec.role === "anyone") {
        requireSameOrigin(request);
        user = null as U;
      } else user = (await requireRole(request, spec.role)) as U;
      const params = (
        spec.params ? parseOrRefuse(spec.params, await ctx.params, "parameter") : {}
      ) as z.output<P>;
      const search = new URL(request.url).searchParams;
      if (spec.query) refuseUnknown(search, spec.query);
      const query = (spec.query?.parse(search) ?? {}) as ReturnType<Q["parse"]>;
      const body = (
        spec.body === undefined
          ? undefined
          : typeof spec.body === "function"
            ? await spec.body(request)
            : parseOrRefuse(spec.body, await jsonBody(request), "field")
      ) as B;
      const answer = await spec.handler({ db: await getDb(), user, params, query, body, request });
      return answer instanceof Response ? answer : Response.json(answer, { status: spec.status ?? 200 });
    } catch (err) {
      return errorAnswer(err, request);
    }
  };
}

/** "?flags=gt:0" where the parameter is `flag`: a parameter the route does not read would otherwise
 * select nothing and answer as though it had. */
function refuseUnknown(search: URLSearchParams, table: AnyTable): void {
  const unknown = [...new Set(search.keys())].find((key) => !(key in table.columns));
  if (unknown !== undefined)
    throw new AppError(
      "bad-request",
      `unknown parameter '${unknown}': this route reads ${Object.keys(table.columns)
        .map((k) => `'${k}'`)
        .join(", ")}`,
    );
}

/** An error as the API answers it. */
function errorAnswer(err: unknown, request: Request): Response {
  if (err instanceof AppError)
    return Response.json(
      { error: err.message },
      {
        status: ERROR_STATUS[err.code],
        headers: err.retryAfter === undefined ? {} : { "retry-after": String(err.retryAfter) },
      },
    );
  const route = `${request.method} ${new URL(request.url).pathname}`;
  console.error(`${route}:`, err);
  return Response.json({ error: `${route} failed on the server; the log has the details` }, { status: 500 });
}
