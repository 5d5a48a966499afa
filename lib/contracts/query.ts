// The conversations table of the query grammar (query-grammar.ts; docs/api.md "The conversation
// query"): the conversations list, the figures, the review queue, an incident's searches and the
// list the reader was opened from all select conversations with it.
import { z } from "zod";
import { VERDICTS } from "../claims/claim.ts";
import { FLAG_TYPES } from "../findings/flag.ts";
import { anyOf, column, isoDate, oneOf, paging, table } from "./query-grammar.ts";

export const SORTS = ["startedAt", "turns", "claims", "contradicted", "flags"] as const;

const text = z.string().optional();

export const conversationQuery = table({
  q: column("contains", z.string().trim().max(200).optional()),
  flag: anyOf(oneOf(FLAG_TYPES, "a flag type")),
  verdict: column("is", oneOf(VERDICTS, "a verdict").optional()),
  model: column("is", text),
  label: column("is", text),
  /** The evaluation (labels.evaluation) and its request (labels.request) a conversation answers. */
  evaluation: column("is", text),
  request: column("is", text),
  /** live: conversations whose assistant used Barline's MCP tools ("checked live"); not: the others. */
  checked: column("is", z.enum(["live", "not"]).optional()),
  score: column("is", text),
  /** A tool the conversation called (its name as logged). */
  tool: column("is", text),
  /** An incident the conversation is in. */
  incident: column("is", text),
  from: column("on or after", isoDate.optional()),
  to: column("before", isoDate.optional()),
  sort: column("sort", oneOf(SORTS, "a column to sort by").default("startedAt")),
  order: column("sort", oneOf(["asc", "desc"], "an order").default("desc")),
  ...paging(50),
  /** For the figures: split before/after this date. */
  split: column("is", isoDate.optional()),
});

export type ConversationQuery = z.output<typeof conversationQuery.schema>;

/** Search parameters → the query, or the sentence naming the bad parameter. */
export const parseConversationQuery = conversationQuery.read;
/** The query back as its link's parameters. */
export const queryToParams = conversationQuery.toParams;
