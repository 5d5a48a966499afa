-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "checkedLive" BOOLEAN NOT NULL DEFAULT false;

COMMIT;
