// Prepared statements kept by their SQL. Prisma's SQLite adapter has better-sqlite3 prepare every
// statement it runs anew, and under a team's load preparing was a measurable share of the server's
// main thread, while the queries Prisma sends are the same few dozen over and over. The adapter binds what it
// prepares once (`prepare(sql).bind(args)`), which better-sqlite3 allows once per statement, so it is
// handed a view of the kept statement that passes the arguments at each run instead: what the
// adapter uses of a statement (reader, columns, raw, all, run), and nothing else.
import type BetterSqlite3 from "better-sqlite3";

type Database = BetterSqlite3.Database;
type Statement<A extends unknown[]> = BetterSqlite3.Statement<A>;

/** Statements kept; past this, the least recently used is dropped (IN lists make new SQL). */
export const KEPT_STATEMENTS = 500;

type Args = unknown[];

// A statement's columns, asked of SQLite at each query, cost a good part of reading the rows.
const columnsOf = new WeakMap<Statement<Args>, BetterSqlite3.ColumnDefinition[]>();

function bound(stmt: Statement<Args>, args: Args) {
  const view = {
    reader: stmt.reader,
    columns() {
      let columns = columnsOf.get(stmt);
      if (!columns) columnsOf.set(stmt, (columns = stmt.columns()));
      return columns;
    },
    raw(on = true) {
      stmt.raw(on);
      return view;
    },
    all: () => stmt.all(...args),
    run: () => stmt.run(...args),
  };
  return view;
}

/** Makes `db.prepare` hand out kept statements. Returns how many were prepared so far, for tests. */
export function keepStatements(db: Database): () => number {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Statement<Args>>();
  let prepared = 0;
  db.prepare = ((sql: string) => {
    let stmt = kept.get(sql);
    if (stmt) kept.delete(sql);
    else {
      stmt = prepare<Args>(sql);
      prepared++;
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    }
    kept.set(sql, stmt);
    const statement = stmt;
    return Object.assign(bound(statement, []), { bind: (args: Args) => bound(statement, args) });
  }) as unknown as Database["prepare"];
  return () => prepared;
}
