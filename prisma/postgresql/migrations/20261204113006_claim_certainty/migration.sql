-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "uncertain" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Claim" ADD COLUMN     "uncertain" TEXT;

COMMIT;
