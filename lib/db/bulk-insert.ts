// Many rows in few statements. Prisma's createMany builds each row through its query compiler,
// which costs more than the database's own work for the thousands of messages, claims and flags an
// ingest writes; here one multi-row INSERT per chunk, with values encoded as Prisma itself stores
// them (SQLite: ISO text dates, 0/1 booleans, JSON text; PostgreSQL: timestamps, booleans, jsonb),
// so Prisma reads the rows back as if it had written them.
import type { DbClient, Prisma } from "./db-client.ts";
import type { Provider } from "./client.ts";

type ColumnType = "text" | "int" | "float" | "bool" | "date" | "json";

/** Each table's columns that an insert sets, with their types; autoincrement ids are left to the database. */
const TABLES = {
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

/** The row types Prisma's createMany takes, so a row here is checked as Prisma would check it. */
interface Rows {
  Message: Prisma.MessageCreateManyInput;
  ToolCall: Prisma.ToolCallCreateManyInput;
  Claim: Prisma.ClaimCreateManyInput;
  Flag: Prisma.FlagCreateManyInput;
  DiffLine: Prisma.DiffLineCreateManyInput;
}

// SQLite allows 32,766 bound values per statement, PostgreSQL 65,535.
const MAX_VALUES = 30_000;

function encode(v: unknown, type: ColumnType, provider: Provider): unknown {
  if (v === undefined || v === null) return null;
  switch (type) {
    case "bool":
      return provider === "sqlite" ? (v ? 1 : 0) : Boolean(v);
    case "date": {
      const d = v instanceof Date ? v : new Date(String(v));
      return provider === "sqlite" ? d.toISOString().replace("Z", "+00:00") : d;
    }
    case "json":
      return JSON.stringify(v);
    default:
      return v;
  }
}

export async function insertRows<T extends Table>(
  tx: DbClient,
  provider: Provider,
  table: T,
  rows: readonly Rows[T][],
): Promise<void> {
  if (rows.length === 0) return;
  const spec: Record<string, ColumnType> = TABLES[table];
  const columns = Object.keys(spec);
  const perChunk = Math.max(1, Math.floor(MAX_VALUES / columns.length));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      const marks: string[] = [];
      for (const c of columns) {
        const type = spec[c]!;
        values.push(encode((row as Record<string, unknown>)[c], type, provider));
        marks.push(
          provider === "sqlite" ? "?" : type === "json" ? `$${values.length}::jsonb` : `$${values.length}`,
        );
      }
      tuples.push(`(${marks.join(", ")})`);
    }
    await tx.$executeRawUnsafe(head + tuples.join(", "), ...values);
  }
}
