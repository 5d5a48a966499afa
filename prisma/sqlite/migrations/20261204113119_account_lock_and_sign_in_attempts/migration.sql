-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "lockedAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "removedAt" DATETIME;

-- CreateTable
CREATE TABLE "SignInAttempt" (
    "email" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "firstAt" DATETIME NOT NULL
);

COMMIT;
