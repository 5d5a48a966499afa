-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable: a column added in place (SQLite takes a NOT NULL column with a constant default),
-- rather than the table copied with every stored score file.
ALTER TABLE "Blob" ADD COLUMN "encoding" TEXT NOT NULL DEFAULT 'identity';

COMMIT;
