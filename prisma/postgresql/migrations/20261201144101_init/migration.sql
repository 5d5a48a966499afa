-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- CreateTable
CREATE TABLE "Bundle" (
    "id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "name" TEXT,
    "contentHash" TEXT NOT NULL,
    "labels" JSONB,
    "policy" JSONB,
    "ingestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "conversations" INTEGER NOT NULL DEFAULT 0,
    "versions" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Bundle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SourceFile" (
    "id" TEXT NOT NULL,
    "bundleId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "ingestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SourceFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Blob" (
    "sha256" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "Blob_pkey" PRIMARY KEY ("sha256")
);

-- CreateTable
CREATE TABLE "Conversation" (
    "id" TEXT NOT NULL,
    "bundleId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "model" TEXT,
    "label" TEXT,
    "labels" JSONB NOT NULL,
    "startedAt" TIMESTAMP(3),
    "day" TEXT,
    "scoreId" TEXT,
    "sourceFile" TEXT NOT NULL,
    "sourcePointer" TEXT,
    "contentHash" TEXT NOT NULL,
    "turns" INTEGER NOT NULL,
    "claims" INTEGER NOT NULL DEFAULT 0,
    "checkable" INTEGER NOT NULL DEFAULT 0,
    "contradicted" INTEGER NOT NULL DEFAULT 0,
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
    "ingestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "conversationId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "turn" INTEGER,
    "timestamp" TIMESTAMP(3),
    "text" TEXT NOT NULL,
    "blocks" JSONB NOT NULL,
    "sourcePointer" TEXT,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ToolCall" (
    "id" SERIAL NOT NULL,
    "conversationId" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "arguments" JSONB,
    "turn" INTEGER,
    "messageIndex" INTEGER NOT NULL,
    "resultIndex" INTEGER,
    "resultText" TEXT,
    "isError" BOOLEAN,

    CONSTRAINT "ToolCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Score" (
    "id" TEXT NOT NULL,
    "title" TEXT,

    CONSTRAINT "Score_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScoreVersion" (
    "id" SERIAL NOT NULL,
    "scoreId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "file" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "savedAt" TIMESTAMP(3),
    "conversationId" TEXT,
    "toolCallId" TEXT,
    "linkRule" TEXT,
    "bars" INTEGER NOT NULL,
    "noOp" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ScoreVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiffLine" (
    "id" SERIAL NOT NULL,
    "versionId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "property" TEXT NOT NULL,
    "fromBar" TEXT NOT NULL,
    "toBar" TEXT NOT NULL,
    "fromPosition" INTEGER NOT NULL,
    "toPosition" INTEGER NOT NULL,
    "part" TEXT,
    "staff" INTEGER,
    "text" TEXT NOT NULL,

    CONSTRAINT "DiffLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalysisRun" (
    "id" TEXT NOT NULL,
    "engineVersion" TEXT NOT NULL,
    "extractor" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "AnalysisRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Claim" (
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "turn" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "messageIndex" INTEGER NOT NULL,
    "toolCallId" TEXT,
    "text" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" JSONB NOT NULL,
    "property" TEXT NOT NULL,
    "value" TEXT,
    "verdict" TEXT NOT NULL,
    "checkedVersion" INTEGER,
    "baseVersion" INTEGER,
    "evidence" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "analysisRunId" TEXT,

    CONSTRAINT "Claim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Flag" (
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "turn" INTEGER NOT NULL,
    "toolCallId" TEXT,
    "claimId" TEXT,
    "subject" JSONB,
    "message" TEXT NOT NULL,
    "evidence" JSONB NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "analysisRunId" TEXT,

    CONSTRAINT "Flag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "verdict" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "userId" TEXT NOT NULL,
    "meetingId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Meeting" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "heldOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attendees" JSONB NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Meeting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingItem" (
    "id" SERIAL NOT NULL,
    "meetingId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "minute" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "MeetingItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "problems" JSONB NOT NULL,
    "summary" JSONB,
    "input" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "role" TEXT NOT NULL DEFAULT 'viewer',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" TIMESTAMP(3),
    "refreshTokenExpiresAt" TIMESTAMP(3),
    "scope" TEXT,
    "password" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Verification" (
    "id" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" TEXT,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "detail" JSONB,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Bundle_contentHash_key" ON "Bundle"("contentHash");

-- CreateIndex
CREATE INDEX "SourceFile_contentHash_idx" ON "SourceFile"("contentHash");

-- CreateIndex
CREATE UNIQUE INDEX "SourceFile_bundleId_path_key" ON "SourceFile"("bundleId", "path");

-- CreateIndex
CREATE INDEX "Conversation_startedAt_id_idx" ON "Conversation"("startedAt", "id");

-- CreateIndex
CREATE INDEX "Conversation_contradicted_id_idx" ON "Conversation"("contradicted", "id");

-- CreateIndex
CREATE INDEX "Conversation_claims_id_idx" ON "Conversation"("claims", "id");

-- CreateIndex
CREATE INDEX "Conversation_flags_id_idx" ON "Conversation"("flags", "id");

-- CreateIndex
CREATE INDEX "Conversation_turns_id_idx" ON "Conversation"("turns", "id");

-- CreateIndex
CREATE INDEX "Conversation_model_startedAt_idx" ON "Conversation"("model", "startedAt");

-- CreateIndex
CREATE INDEX "Conversation_label_startedAt_idx" ON "Conversation"("label", "startedAt");

-- CreateIndex
CREATE INDEX "Conversation_scoreId_idx" ON "Conversation"("scoreId");

-- CreateIndex
CREATE INDEX "Conversation_day_idx" ON "Conversation"("day");

-- CreateIndex
CREATE UNIQUE INDEX "Message_conversationId_index_key" ON "Message"("conversationId", "index");

-- CreateIndex
CREATE INDEX "ToolCall_conversationId_callId_idx" ON "ToolCall"("conversationId", "callId");

-- CreateIndex
CREATE INDEX "ScoreVersion_conversationId_toolCallId_idx" ON "ScoreVersion"("conversationId", "toolCallId");

-- CreateIndex
CREATE UNIQUE INDEX "ScoreVersion_scoreId_version_key" ON "ScoreVersion"("scoreId", "version");

-- CreateIndex
CREATE INDEX "DiffLine_versionId_idx" ON "DiffLine"("versionId");

-- CreateIndex
CREATE INDEX "Claim_conversationId_active_idx" ON "Claim"("conversationId", "active");

-- CreateIndex
CREATE INDEX "Claim_verdict_conversationId_idx" ON "Claim"("verdict", "conversationId");

-- CreateIndex
CREATE INDEX "Flag_conversationId_active_idx" ON "Flag"("conversationId", "active");

-- CreateIndex
CREATE INDEX "Flag_type_conversationId_idx" ON "Flag"("type", "conversationId");

-- CreateIndex
CREATE INDEX "Flag_createdAt_idx" ON "Flag"("createdAt");

-- CreateIndex
CREATE INDEX "Review_targetType_targetId_createdAt_idx" ON "Review"("targetType", "targetId", "createdAt");

-- CreateIndex
CREATE INDEX "Review_createdAt_idx" ON "Review"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MeetingItem_meetingId_targetType_targetId_key" ON "MeetingItem"("meetingId", "targetType", "targetId");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Session_token_key" ON "Session"("token");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Account_userId_idx" ON "Account"("userId");

-- CreateIndex
CREATE INDEX "Verification_identifier_idx" ON "Verification"("identifier");

-- CreateIndex
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");

-- AddForeignKey
ALTER TABLE "SourceFile" ADD CONSTRAINT "SourceFile_bundleId_fkey" FOREIGN KEY ("bundleId") REFERENCES "Bundle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_analysisRunId_fkey" FOREIGN KEY ("analysisRunId") REFERENCES "AnalysisRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolCall" ADD CONSTRAINT "ToolCall_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScoreVersion" ADD CONSTRAINT "ScoreVersion_scoreId_fkey" FOREIGN KEY ("scoreId") REFERENCES "Score"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiffLine" ADD CONSTRAINT "DiffLine_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "ScoreVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Claim" ADD CONSTRAINT "Claim_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Flag" ADD CONSTRAINT "Flag_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingItem" ADD CONSTRAINT "MeetingItem_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "Meeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

COMMIT;
