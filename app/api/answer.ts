// How every route handler answers: JSON, and on failure `{ "error": "…" }` with the status the API
// spec gives (400 bad parameter, 404 not found, 413 too large) — never a stack trace.
import { getDb, type Db } from "../../lib/db/client.ts";
import { NotFoundError } from "../../lib/db/errors.ts";
import { parseConversationQuery, type ConversationQuery } from "../../lib/contract/query.ts";

export function problem(status: number, error: string): Response {
  return Response.json({ error }, { status });
}

/** Runs a handler with the database; a NotFoundError is a 404 naming what is missing. */
export async function answer(what: string, handler: (db: Db) => Promise<Response>): Promise<Response> {
  try {
    return await handler(await getDb());
  } catch (err) {
    if (err instanceof NotFoundError) return problem(404, err.message);
    console.error(`${what}:`, err);
    return problem(500, `${what} failed on the server; the log has the details`);
  }
}

/** The shared query grammar over a request's search parameters: the query, or a 400 naming the parameter. */
export function queryOf(request: Request): { query: ConversationQuery } | { error: Response } {
  const parsed = parseConversationQuery(new URL(request.url).searchParams);
  return parsed.ok ? { query: parsed.query } : { error: problem(400, parsed.error) };
}
