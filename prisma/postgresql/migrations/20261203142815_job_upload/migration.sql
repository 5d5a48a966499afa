-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "upload" BYTEA;

COMMIT;
