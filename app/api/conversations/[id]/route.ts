// One conversation whole: its messages, claims, flags and the versions its calls saved.
import { getConversation } from "@/lib/db/conversations/get-conversation.ts";
import { found } from "@/lib/errors/app-error.ts";
import { endpoint } from "../../endpoint.ts";
import { idParam } from "../../params.ts";

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  handler: async ({ db, params }) =>
    found(await getConversation(db, params.id), `no conversation "${params.id}"`),
});
