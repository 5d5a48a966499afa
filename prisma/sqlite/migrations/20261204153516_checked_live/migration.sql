-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
PRAGMA foreign_keys=OFF;
BEGIN;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
CREATE TABLE "new_Conversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bundleId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "model" TEXT,
    "label" TEXT,
    "labels" JSONB NOT NULL,
    "startedAt" DATETIME,
    "day" TEXT,
    "scoreId" TEXT,
    "sourceFile" TEXT NOT NULL,
    "sourcePointer" TEXT,
    "contentHash" TEXT NOT NULL,
    "turns" INTEGER NOT NULL,
    "claims" INTEGER NOT NULL DEFAULT 0,
    "checkable" INTEGER NOT NULL DEFAULT 0,
    "contradicted" INTEGER NOT NULL DEFAULT 0,
    "uncertain" INTEGER NOT NULL DEFAULT 0,
    "flags" INTEGER NOT NULL DEFAULT 0,
    "flagSuccessWithoutChange" INTEGER NOT NULL DEFAULT 0,
    "flagErrorReportedAsSuccess" INTEGER NOT NULL DEFAULT 0,
    "flagImageTextContradiction" INTEGER NOT NULL DEFAULT 0,
    "flagImageOnlyJudgment" INTEGER NOT NULL DEFAULT 0,
    "flagCourtesyClefMisreading" INTEGER NOT NULL DEFAULT 0,
    "flagReadHidesChange" INTEGER NOT NULL DEFAULT 0,
    "flagReceiptMismatch" INTEGER NOT NULL DEFAULT 0,
    "flagDisputeWithoutReread" INTEGER NOT NULL DEFAULT 0,
    "flagUnconfirmedMutation" INTEGER NOT NULL DEFAULT 0,
    "flagStaleReadEdit" INTEGER NOT NULL DEFAULT 0,
    "analysisRunId" TEXT,
    "ingestedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedLive" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Conversation_analysisRunId_fkey" FOREIGN KEY ("analysisRunId") REFERENCES "AnalysisRun" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Conversation" ("analysisRunId", "bundleId", "checkable", "claims", "contentHash", "contradicted", "day", "flagCourtesyClefMisreading", "flagDisputeWithoutReread", "flagErrorReportedAsSuccess", "flagImageOnlyJudgment", "flagImageTextContradiction", "flagReadHidesChange", "flagReceiptMismatch", "flagStaleReadEdit", "flagSuccessWithoutChange", "flagUnconfirmedMutation", "flags", "format", "id", "ingestedAt", "label", "labels", "model", "scoreId", "sourceFile", "sourcePointer", "startedAt", "turns", "uncertain") SELECT "analysisRunId", "bundleId", "checkable", "claims", "contentHash", "contradicted", "day", "flagCourtesyClefMisreading", "flagDisputeWithoutReread", "flagErrorReportedAsSuccess", "flagImageOnlyJudgment", "flagImageTextContradiction", "flagReadHidesChange", "flagReceiptMismatch", "flagStaleReadEdit", "flagSuccessWithoutChange", "flagUnconfirmedMutation", "flags", "format", "id", "ingestedAt", "label", "labels", "model", "scoreId", "sourceFile", "sourcePointer", "startedAt", "turns", "uncertain" FROM "Conversation";
DROP TABLE "Conversation";
ALTER TABLE "new_Conversation" RENAME TO "Conversation";
CREATE INDEX "Conversation_startedAt_id_idx" ON "Conversation"("startedAt", "id");
CREATE INDEX "Conversation_contradicted_id_idx" ON "Conversation"("contradicted", "id");
CREATE INDEX "Conversation_claims_id_idx" ON "Conversation"("claims", "id");
CREATE INDEX "Conversation_flags_id_idx" ON "Conversation"("flags", "id");
CREATE INDEX "Conversation_turns_id_idx" ON "Conversation"("turns", "id");
CREATE INDEX "Conversation_model_startedAt_idx" ON "Conversation"("model", "startedAt");
CREATE INDEX "Conversation_label_startedAt_idx" ON "Conversation"("label", "startedAt");
CREATE INDEX "Conversation_scoreId_idx" ON "Conversation"("scoreId");
CREATE INDEX "Conversation_day_idx" ON "Conversation"("day");
PRAGMA defer_foreign_keys=OFF;

COMMIT;
PRAGMA foreign_keys=ON;
