// The client type every use case is written against. Both generated clients (SQLite and
// PostgreSQL) have the same model API; the SQLite one's types stand for both.
import type { Prisma, PrismaClient } from "./generated/sqlite/client.ts";

export type { Prisma, PrismaClient };

/** The client, or the client inside a transaction. */
export type DbClient = PrismaClient | Prisma.TransactionClient;

/** A JSON value as Prisma stores it. */
export const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;
