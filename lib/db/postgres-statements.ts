// Named statements for PostgreSQL: Prisma's pg adapter sends every query unnamed, so PostgreSQL
// parses and plans it anew each time. Named, pg parses it once per connection and PostgreSQL keeps
// it prepared. Names are handed out for the first KEPT_STATEMENTS texts only, and not for long
// ones (a bulk insert, an IN list of many ids), which seldom come twice: a connection keeps every
// statement it prepared until it closes.
//
// A statement prepared before a migration changes its table fails once it is run; Barline migrates
// when a process starts, before it asks anything.
import type { SqlQuery } from "@prisma/driver-adapter-utils";

export const KEPT_STATEMENTS = 500;
const MAX_ARGUMENTS = 64;

/** What the adapter's `statementNameGenerator` option is given: a name for a query's text, or none. */
export function statementNames(): (query: SqlQuery) => string {
  const names = new Map<string, string>();
  // The adapter's option is typed to return a name, but pg sends a query without one unnamed.
  return (query) => {
    const known = names.get(query.sql);
    if (known !== undefined) return known;
    if (query.args.length > MAX_ARGUMENTS || names.size >= KEPT_STATEMENTS)
      return undefined as unknown as string;
    const name = `barline_${names.size + 1}`;
    names.set(query.sql, name);
    return name;
  };
}
