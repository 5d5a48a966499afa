// Many rows in few statements. Prisma builds each row of a createMany, and each bound value of a
// raw query, through its query compiler, which costs far more than the database's own work for the
// thousands of messages, claims and flags an ingest writes; here a chunk of rows is one JSON text,
// one bound value, that the database itself takes apart (SQLite's json_each, PostgreSQL's
// jsonb_to_recordset), with values encoded as Prisma stores them (SQLite: ISO text dates, 0/1
// booleans, JSON text; PostgreSQL: timestamps, booleans, jsonb), so Prisma reads the rows back as if
// it had written them.
import type { DbClient, Prisma } from "./db-client.ts";
import type { Provider } from "./client.ts";
import { FLAG_COLUMNS } from "./flag-columns.ts";

type ColumnType = "text" | "int" | "float" | "bool" | "date" | "json";

/** Each table's columns that an insert sets, with their types; autoincrement ids are left to the database. */
const TABLES = {
  Conversation: {
    id: "text",
    bundleId: "text",
    format: "text",
    model: "text",
    label: "text",
    labels: "json",
    evaluation: "text",
    request: "text",
    startedAt: "date",
    day: "text",
    scoreId: "text",
    sourceFile: "text",
    sourcePointer: "text",
    contentHash: "text",
    turns: "int",
    claims: "int",
    checkable: "int",
    contradicted: "int",
    uncertain: "int",
    flags: "int",
    ...(Object.fromEntries(FLAG_COLUMNS.map(({ column }) => [column, "int"])) as Record<
      (typeof FLAG_COLUMNS)[number]["column"],
      "int"
    >),
    analysisRunId: "text",
    ingestedAt: "date",
    checkedLive: "bool",
  },
  Message: {
    conversationId: "text",
    index: "int",
    role: "text",
    turn: "int",
    timestamp: "date",
    text: "text",
    blocks: "json",
    sourcePointer: "text",
  },
  ToolCall: {
    conversationId: "text",
    callId: "text",
    name: "text",
    arguments: "json",
    turn: "int",
    messageIndex: "int",
    resultIndex: "int",
    resultText: "text",
    isError: "bool",
  },
  Claim: {
    id: "text",
    conversationId: "text",
    position: "int",
    turn: "int",
    source: "text",
    messageIndex: "int",
    toolCallId: "text",
    text: "text",
    kind: "text",
    subject: "json",
    property: "text",
    value: "text",
    verdict: "text",
    checkedVersion: "int",
    baseVersion: "int",
    evidence: "json",
    uncertain: "text",
    active: "bool",
    analysisRunId: "text",
  },
  Flag: {
    id: "text",
    conversationId: "text",
    position: "int",
    type: "text",
    turn: "int",
    toolCallId: "text",
    claimId: "text",
    subject: "json",
    message: "text",
    evidence: "json",
    active: "bool",
    createdAt: "date",
    analysisRunId: "text",
  },
  DiffLine: {
    versionId: "int",
    position: "int",
    property: "text",
    fromBar: "text",
    toBar: "text",
    fromPosition: "int",
    toPosition: "int",
    part: "text",
    staff: "int",
    text: "text",
  },
} as const satisfies Record<string, Record<string, ColumnType>>;

type Table = keyof typeof TABLES;

/** The schema's defaults, applied here as Prisma applies them: a column left out of a row is not NULL. */
const DEFAULTS: Partial<Record<Table, Record<string, () => unknown>>> = {
  Conversation: {
    ...Object.fromEntries(
      ["claims", "checkable", "contradicted", "uncertain", "flags", ...FLAG_COLUMNS.map((f) => f.column)].map(
        (c) => [c, () => 0],
      ),
    ),
    ingestedAt: () => new Date(),
    checkedLive: () => false,
  },
  Claim: { active: () => true },
  Flag: { active: () => true, createdAt: () => new Date() },
};

/** The row types Prisma's createMany takes, so a row here is checked as Prisma would check it. */
interface Rows {
  Conversation: Prisma.ConversationCreateManyInput;
  Message: Prisma.MessageCreateManyInput;
  ToolCall: Prisma.ToolCallCreateManyInput;
  Claim: Prisma.ClaimCreateManyInput;
  Flag: Prisma.FlagCreateManyInput;
  DiffLine: Prisma.DiffLineCreateManyInput;
}

/** Rows per statement. */
const CHUNK = 2_000;
/** UTF-8 bytes of one statement's JSON text: a count alone lets a few very long messages (each under
 * the document limit) pass V8's longest string or PostgreSQL's largest jsonb. A row longer than this
 * goes in a statement of its own. */
export const CHUNK_BYTES = 32 * 2 ** 20;

const PG_TYPES: Record<ColumnType, string> = {
  text: "text",
  int: "integer",
  float: "double precision",
  bool: "boolean",
  date: "timestamp(3)",
  json: "jsonb",
};

/** The row as JSON takes it: a date as Prisma stores it, a null (or an absent JSON value) left out. */
function encode(
  row: Record<string, unknown>,
  spec: Record<string, ColumnType>,
  defaults: Record<string, () => unknown>,
  provider: Provider,
) {
  const out: Record<string, unknown> = {};
  for (const column in spec) {
    const v = row[column] === undefined ? defaults[column]?.() : row[column];
    if (v === undefined || v === null) continue;
    if (spec[column] === "date") {
      const iso = (v instanceof Date ? v : new Date(v as string)).toISOString();
      // PostgreSQL's timestamp(3) takes the UTC time and ignores the zone, as Prisma stores it.
      out[column] = provider === "sqlite" ? iso.replace("Z", "+00:00") : iso;
    } else out[column] = v;
  }
  return out;
}

function statement(table: Table, provider: Provider): string {
  const spec: Record<string, ColumnType> = TABLES[table];
  const columns = Object.keys(spec);
  const names = columns.map((c) => `"${c}"`).join(", ");
  if (provider === "sqlite") {
    // `->` keeps a JSON column's value as JSON text; `->>` gives text, numbers and booleans as 1/0.
    const values = columns.map((c) => `value ${spec[c] === "json" ? "->" : "->>"} '$."${c}"'`);
    return `INSERT INTO "${table}" (${names}) SELECT ${values.join(", ")} FROM json_each(?)`;
  }
  const types = columns.map((c) => `"${c}" ${PG_TYPES[spec[c]!]}`).join(", ");
  return `INSERT INTO "${table}" (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${types})`;
}

/** Inserts the rows, in statements of at most CHUNK rows and `maxBytes` of JSON (or one row). */
export async function insertRows<T extends Table>(
  tx: DbClient,
  provider: Provider,
  table: T,
  rows: readonly Rows[T][],
  maxBytes: number = CHUNK_BYTES,
): Promise<void> {
  if (rows.length === 0) return;
  const spec: Record<string, ColumnType> = TABLES[table];
  const sql = statement(table, provider);
  const defaults = DEFAULTS[table] ?? {};
  let chunk: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    const text = `[${chunk.join(",")}]`;
    chunk = [];
    bytes = 0;
    await tx.$executeRawUnsafe(sql, text);
  };
  for (const row of rows) {
    const json = JSON.stringify(encode(row, spec, defaults, provider));
    const size = Buffer.byteLength(json) + 1;
    if (chunk.length >= CHUNK || bytes + size > maxBytes) await flush();
    chunk.push(json);
    bytes += size;
  }
  await flush();
}
