-- Barline: one transaction, so a run killed half-way left nothing and is applied again.
BEGIN;

-- CreateTable
CREATE TABLE "Incident" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "owner" TEXT NOT NULL DEFAULT '',
    "summary" TEXT NOT NULL DEFAULT '',
    "fix" TEXT NOT NULL DEFAULT '',
    "fixShippedOn" TEXT,
    "originType" TEXT NOT NULL,
    "originId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Incident_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IncidentConversation" (
    "incidentId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "via" TEXT NOT NULL,
    "searchId" TEXT,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IncidentConversation_pkey" PRIMARY KEY ("incidentId","conversationId")
);

-- CreateTable
CREATE TABLE "IncidentSearch" (
    "id" TEXT NOT NULL,
    "incidentId" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IncidentSearch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Incident_updatedAt_idx" ON "Incident"("updatedAt");

-- CreateIndex
CREATE INDEX "IncidentConversation_conversationId_idx" ON "IncidentConversation"("conversationId");

-- CreateIndex
CREATE INDEX "IncidentSearch_incidentId_idx" ON "IncidentSearch"("incidentId");

-- AddForeignKey
ALTER TABLE "IncidentConversation" ADD CONSTRAINT "IncidentConversation_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "Incident"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncidentConversation" ADD CONSTRAINT "IncidentConversation_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncidentSearch" ADD CONSTRAINT "IncidentSearch_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "Incident"("id") ON DELETE CASCADE ON UPDATE CASCADE;

COMMIT;
