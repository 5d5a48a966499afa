// What an incident holds and what a request may change of it: its status, owner, the day its fix
// shipped, and the words of its report.
import { z } from "zod";
import type { Verdict } from "../claims/claim.ts";
import type { FlagType } from "../findings/flag.ts";
import type { FiguresResponse } from "./figures.ts";
import type { Figures } from "../findings/figures.ts";

export const INCIDENT_STATUSES = ["open", "mitigated", "closed"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_ORIGINS = ["conversation", "flag", "claim"] as const;
export type IncidentOrigin = (typeof INCIDENT_ORIGINS)[number];

/** How a conversation came into an incident. */
export type IncidentVia = "origin" | "search" | "saved-search";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "is not a day as YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: "is not a day of the calendar" });

export const newIncident = z.object({
  title: z.string().trim().min(1).max(200),
  owner: z.string().trim().max(200).default(""),
  from: z.object({ targetType: z.enum(INCIDENT_ORIGINS), targetId: z.string().min(1).max(500) }),
});
export type NewIncident = z.infer<typeof newIncident>;

export const incidentChange = z
  .object({
    title: z.string().trim().min(1).max(200),
    status: z.enum(INCIDENT_STATUSES),
    owner: z.string().trim().max(200),
    summary: z.string().max(20_000),
    fix: z.string().max(20_000),
    /** null takes the date away. */
    fixShippedOn: day.nullable(),
  })
  .partial()
  .refine((c) => Object.keys(c).length > 0, { message: "names nothing to change" });
export type IncidentChange = z.infer<typeof incidentChange>;

/** A search in the conversations' query grammar, as URL parameters ("flag=…&label=…"). */
export const incidentSearch = z.object({ query: z.string().max(2_000) });

/** Conversations to add by id. */
export const incidentConversationIds = z.object({
  conversationIds: z.array(z.string().min(1).max(500)).min(1).max(500),
});

export interface IncidentRow {
  id: string;
  title: string;
  status: IncidentStatus;
  owner: string;
  fixShippedOn: string | null;
  conversations: number;
  updatedAt: string;
}

export interface IncidentDetail extends IncidentRow {
  summary: string;
  fix: string;
  origin: {
    targetType: IncidentOrigin;
    targetId: string;
    conversationId: string;
    what: string;
    text: string;
  };
  createdAt: string;
  createdBy: string;
  conversationRows: {
    id: string;
    model: string | null;
    label: string | null;
    scoreId: string | null;
    startedAt: string | null;
    flags: number;
    contradicted: number;
    via: IncidentVia;
    addedAt: string;
  }[];
  searches: { id: string; query: string; createdAt: string; matches: number }[];
}

export interface BarRef {
  scoreId: string;
  version: number;
  bar: string;
  part: string | null;
  staff: number | null;
}

export type TimelineEvent = {
  /** When it happened (ISO 8601); null when the chat gives no time. */
  at: string | null;
  conversationId: string;
  turn: number | null;
  bar: BarRef | null;
} & (
  | {
      kind: "save";
      scoreId: string;
      version: number;
      toolCall: string | null;
      noOp: boolean;
      changes: string[];
    }
  | {
      kind: "claim";
      id: string;
      text: string;
      claimKind: string;
      /** What the claim is about ("bar 3 staff 2 clef"): a sentence can hold several claims. */
      about: string;
      verdict: Verdict;
    }
  | { kind: "flag"; id: string; type: FlagType; message: string }
  | {
      kind: "review";
      targetType: "flag" | "claim";
      targetId: string;
      decision: string;
      verdict: string | null;
      note: string;
      by: string;
    }
);

export interface Timeline {
  total: number;
  events: TimelineEvent[];
}

export interface IncidentFigures extends FiguresResponse {
  fixShippedOn: string | null;
  /** Per deployment label, before and after the fix's day (with it set). */
  byLabelSplit: Record<string, { before: Figures; after: Figures }>;
}
