// What the use cases write with: the client or a transaction of it, and JSON values as Prisma takes them.
import type { Prisma, PrismaClient } from "./client.ts";

export type { Prisma, PrismaClient };

/** The client, or the client inside a transaction. */
export type DbClient = PrismaClient | Prisma.TransactionClient;

/** A JSON value as Prisma stores it. */
export const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;
