-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN "evaluation" TEXT;
ALTER TABLE "Conversation" ADD COLUMN "request" TEXT;

-- Conversations stored before: their labels already say it.
UPDATE "Conversation" SET "evaluation" = json_extract("labels", '$.evaluation'), "request" = json_extract("labels", '$.request');

-- CreateIndex
CREATE INDEX "Conversation_evaluation_request_label_idx" ON "Conversation"("evaluation", "request", "label");

COMMIT;
