-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable
ALTER TABLE "Blob" ADD COLUMN     "encoding" TEXT NOT NULL DEFAULT 'identity';

COMMIT;
