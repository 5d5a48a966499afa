// Codex CLI session files (~/.codex/sessions/…/rollout-….jsonl): one `{timestamp, type, payload}`
// record per line. `session_meta` starts a session (its id is the conversation's), `turn_context`
// names the model, `response_item` payloads are Responses API items (read as openai-responses.ts
// reads them, timed by the record). `event_msg` records repeat what the items say for the terminal
// (user_message, agent_message, token counts) and are not read twice. Any other record (compaction,
// kinds added later) is kept raw as an `other` block in a system message. A command's result is an
// error when the exit code its output reports is not 0.
import { emptyMeta, type Draft } from "./draft.ts";
import { otherBlock, type ImageStore } from "./images.ts";
import { responseItem } from "./openai-responses.ts";
import { isObject, optString, type JsonObject, type Loc } from "./source-loc.ts";

export function isCodexRecord(v: JsonObject): boolean {
  return typeof v.type === "string" && typeof v.timestamp === "string" && isObject(v.payload);
}

export class CodexReader {
  private readonly drafts: Draft[] = [];
  private current: Draft | null = null;

  constructor(
    private readonly images: ImageStore,
    private readonly stem: string,
  ) {}

  add(v: JsonObject, loc: Loc, position: number): void {
    const payload = v.payload as JsonObject;
    const pl = loc.child("payload");
    const timestamp = optString(v, "timestamp", loc);
    if (v.type === "session_meta" || !this.current) {
      const at = loc.line === undefined ? loc.at : { file: loc.file, line: loc.line, pointer: "" };
      this.current = {
        format: "codex",
        meta: { ...emptyMeta(), startedAt: timestamp },
        messages: [],
        at,
        fallbackId: `${this.stem}#${position}`,
      };
      this.drafts.push(this.current);
    }
    const draft = this.current;
    switch (v.type) {
      case "session_meta":
        draft.meta.conversationId = optString(payload, "id", pl);
        return;
      case "turn_context":
        draft.meta.model = optString(payload, "model", pl) ?? draft.meta.model;
        return;
      case "event_msg":
        return;
      case "response_item": {
        const m = responseItem(payload, pl, this.images);
        if (!m) return;
        const exit = exitCode(payload.output);
        if (exit !== null)
          for (const b of m.blocks)
            if (b.type === "tool-result" && b.isError === null) {
              b.isError = exit !== 0;
              b.errorKind = exit !== 0 ? "tool" : null;
            }
        draft.messages.push({ ...m, timestamp: m.timestamp ?? timestamp });
        return;
      }
      default:
        draft.messages.push({ role: "system", timestamp, blocks: [otherBlock(v, loc)], at: loc.at });
    }
  }

  finish(): Draft[] {
    return this.drafts;
  }
}

/** The exit code a command's output reports, in either way Codex writes it: JSON text with
 * `metadata.exit_code`, or text opening with "Exit code: N". Null when it reports none. */
function exitCode(output: unknown): number | null {
  if (typeof output !== "string") return null;
  const line = /^\s*Exit code: (-?\d+)/.exec(output);
  if (line) return Number(line[1]);
  if (!output.trimStart().startsWith("{")) return null;
  try {
    const parsed = JSON.parse(output) as unknown;
    const code = isObject(parsed) && isObject(parsed.metadata) ? parsed.metadata.exit_code : undefined;
    return typeof code === "number" ? code : null;
  } catch {
    return null;
  }
}
