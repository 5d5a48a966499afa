// A search taken literally by LIKE on both databases. PostgreSQL's LIKE takes `\` as its escape
// character; SQLite's takes none unless the statement names one, and Prisma names none
// (prisma/orm#23611), so `%` or `_` in a search matched anything there. Every LIKE Prisma sends
// SQLite is given ESCAPE '\', and one escaped text then means the same on both.
import type BetterSqlite3 from "better-sqlite3";

/** `text` with LIKE's wildcards and its escape character escaped, for `contains` and the like. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Prisma's LIKE patterns on SQLite (contains, startsWith, endsWith), given the escape character. */
export function withLikeEscape(sql: string): string {
  return sql.replace(/ LIKE (\((?:'%' \|\| )?\?(?: \|\| '%')?\))/g, " LIKE $1 ESCAPE '\\'");
}

/** Makes `db.prepare` give every LIKE Prisma sends the escape character. */
export function escapeLikes(db: BetterSqlite3.Database): void {
  const prepare = db.prepare.bind(db);
  db.prepare = (sql: string) => prepare(withLikeEscape(sql));
}
