// GET /api/conversations (a page of rows) and GET /api/conversations/{id} (one whole: its messages
// block by block, its claims and flags with the reviews in force, the versions its calls saved).
import { z } from "zod";
import { FLAG_TYPES } from "../findings/flag.ts";
import { claimView } from "./claim-view.ts";
import { flagView } from "./flag-view.ts";
import { pageOf } from "./page-of.ts";
import { savedVersionView } from "./saved-version.ts";

const counted = {
  claims: z.number().int(),
  flags: z.number().int(),
  /** The types of its flags, in findings.md's order (for the list's chips). */
  flagTypes: z.array(z.enum(FLAG_TYPES)),
};

const described = {
  id: z.string(),
  format: z.string(),
  model: z.string().nullable(),
  label: z.string().nullable(),
  /** The assistant used Barline's MCP tools ("checked live"). */
  checkedLive: z.boolean(),
  scoreId: z.string().nullable(),
  startedAt: z.string().nullable(),
  turns: z.number().int(),
  contradicted: z.number().int(),
};

export const conversationRow = z.object({ ...described, ...counted });
export type ConversationRow = z.infer<typeof conversationRow>;

export const conversationPage = pageOf(conversationRow);
export type ConversationPage = z.infer<typeof conversationPage>;

const media = {
  mediaType: z.string(),
  /** Where the page can load it from; null when it was not kept. */
  url: z.string().nullable(),
};

/** The blocks a tool result may hold besides its text: images, audio, video, unmodelled blocks. */
const held = [
  z.object({ type: z.literal("text"), text: z.string() }),
  z.object({ type: z.literal("image"), ...media, source: z.string().optional() }),
  z.object({
    type: z.literal("media"),
    kind: z.enum(["audio", "video"]),
    ...media,
    transcript: z.string().optional(),
  }),
  z.object({ type: z.literal("other"), kind: z.string(), raw: z.unknown() }),
] as const;
export const heldBlock = z.discriminatedUnion("type", [...held]);
export type HeldBlock = z.infer<typeof heldBlock>;

export const blockView = z.discriminatedUnion("type", [
  ...held,
  z.object({
    type: z.literal("tool-call"),
    id: z.string(),
    name: z.string(),
    arguments: z.unknown(),
    savedVersion: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal("tool-result"),
    callId: z.string(),
    isError: z.boolean().nullable(),
    text: z.string(),
    content: z.array(heldBlock),
    structuredContent: z.unknown().optional(),
  }),
]);
export type BlockView = z.infer<typeof blockView>;

export const messageView = z.object({
  index: z.number().int(),
  role: z.string(),
  turn: z.number().int().nullable(),
  timestamp: z.string().nullable(),
  blocks: z.array(blockView),
  /** An assistant message in another language ("German"): the rules read no claims from it. */
  notRead: z.string().nullable(),
});
export type MessageView = z.infer<typeof messageView>;

export const conversationDetail = z.object({
  ...described,
  labels: z.record(z.string(), z.string()),
  sourceFile: z.string(),
  messages: z.array(messageView),
  claims: z.array(claimView),
  flags: z.array(flagView),
  /** The versions this conversation's tool calls saved, with their diff lines. */
  versions: z.array(savedVersionView),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;
