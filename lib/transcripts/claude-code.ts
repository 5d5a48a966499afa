// Claude Code session files (~/.claude/projects/…/<session>.jsonl): one record per line. `user` and
// `assistant` records hold an Anthropic message (`message`); an assistant reply written block by
// block shares one message id and is joined back into one message. Records the person did not
// type (`isMeta` user records: caveats, command output; a compaction's summary) are system
// messages. Sidechain records (a subagent's own exchange) are a conversation of their own,
// `<session>/sidechain`. `system` records are system messages; `summary`, file snapshots and any
// other record are kept raw as `other` blocks in a system message. A record that cannot be read is
// a problem for its line; the session's other records are still read.
import { anthropicMessage } from "./anthropic.ts";
import { emptyMeta, type Draft } from "./draft.ts";
import { otherBlock, type ImageStore } from "./images.ts";
import { asObject, isObject, optString, type JsonObject, type Loc } from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

const RECORDS = new Set(["user", "assistant", "system", "summary"]);

export function isClaudeCodeRecord(v: JsonObject): boolean {
  if (typeof v.type !== "string") return false;
  if (v.type === "file-history-snapshot" && v.messageId !== undefined) return true;
  if (v.type === "summary") return typeof v.leafUuid === "string";
  // Any record of a session (progress, queue operations, kinds added later) belongs to it.
  if (typeof v.sessionId === "string" && (typeof v.uuid === "string" || typeof v.timestamp === "string"))
    return true;
  if (!RECORDS.has(v.type)) return false;
  if (typeof v.sessionId === "string" && v.message !== undefined) return true;
  return (
    (v.type === "user" || v.type === "assistant") && isObject(v.message) && typeof v.message.role === "string"
  );
}

interface Session {
  draft: Draft;
  /** The assistant message last added and its id, while it may still go on: its blocks come one
   * record each, with progress and other records between them. */
  open: { id: string; message: UnnumberedMessage } | null;
}

/** How Claude Code names a session's file: the session's id, a UUID. */
const SESSION_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ClaudeCodeReader {
  private readonly sessions = new Map<string, Session>();
  /** Which session each record's uuid is in, for summaries that name their last record. */
  private readonly sessionOfUuid = new Map<string, string>();
  private last: string | null = null;
  /** The session of the records read so far, while none of them named one. */
  private sessionless: string | null = null;

  constructor(
    private readonly images: ImageStore,
    private readonly stem: string,
  ) {}

  add(v: JsonObject, loc: Loc, position: number): void {
    const opensFile = this.last === null && typeof v.sessionId !== "string";
    const key = this.keyOf(v, position);
    if (opensFile) this.sessionless = key;
    else if (this.sessionless !== null && typeof v.sessionId === "string") this.adopt(this.sessionless, key);
    const session = this.session(key, loc, position);
    if (typeof v.uuid === "string") this.sessionOfUuid.set(v.uuid, key);
    const timestamp = optString(v, "timestamp", loc);
    const at = loc.at;
    if (v.type === "user" || v.type === "assistant") {
      const ml = loc.child("message");
      const raw = asObject(v.message, ml);
      const message = anthropicMessage(raw, ml, this.images);
      message.timestamp = timestamp ?? message.timestamp;
      message.at = at;
      // Written by Claude Code, not typed by the person: caveats, command output, a compaction's summary.
      if (v.type === "user" && (v.isMeta === true || v.isCompactSummary === true)) message.role = "system";
      // Claude Code's own record of what the tool did (a patch, a file read…, or a line such as "User
      // rejected tool use"), beside the result text.
      const results = message.blocks.filter((b) => b.type === "tool-result");
      const record = v.toolUseResult;
      if (
        results.length === 1 &&
        (isObject(record) || Array.isArray(record) || (typeof record === "string" && record.trim() !== "")) &&
        results[0]!.type === "tool-result"
      )
        results[0]!.structuredContent = v.toolUseResult;
      const id = typeof raw.id === "string" ? raw.id : null;
      const open = session.open;
      if (message.role === "assistant" && id !== null && open?.id === id)
        open.message.blocks.push(...message.blocks);
      else {
        session.draft.messages.push(message);
        session.open = message.role === "assistant" && id !== null ? { id, message } : null;
      }
      if (message.role === "assistant") session.draft.meta.model ??= optString(raw, "model", ml);
      return;
    }
    const blocks: UnnumberedMessage["blocks"] =
      v.type === "system" && typeof v.content === "string"
        ? [{ type: "text", text: v.content, at }]
        : [otherBlock(v, loc)];
    session.draft.messages.push({ role: "system", timestamp, blocks, at });
  }

  /** Records that name no session, read before any that does (a file snapshot opens a session's
   * file), belong to the session that follows: it takes them over. */
  private adopt(from: string, to: string): void {
    this.sessionless = null;
    const held = this.sessions.get(from);
    if (!held || from === to) return;
    this.sessions.delete(from);
    const own = this.sessions.get(to);
    if (own) own.draft.messages.unshift(...held.draft.messages);
    else
      this.sessions.set(to, {
        ...held,
        draft: { ...held.draft, meta: { ...held.draft.meta, conversationId: to } },
      });
    for (const [uuid, key] of this.sessionOfUuid) if (key === from) this.sessionOfUuid.set(uuid, to);
  }

  finish(): Draft[] {
    return [...this.sessions.values()].map((s) => s.draft);
  }

  private keyOf(v: JsonObject, position: number): string {
    if (v.type === "summary" && typeof v.leafUuid === "string") {
      const known = this.sessionOfUuid.get(v.leafUuid);
      if (known !== undefined) return known;
    }
    const sessionId =
      typeof v.sessionId === "string" ? v.sessionId : (this.last ?? `${this.stem}#${position}`);
    this.last = sessionId;
    if (v.isSidechain === true)
      // Each sub-agent writes its own file (agent-<agentId>.jsonl) under the session's id: its
      // agentId keeps two sub-agents of one session apart.
      return typeof v.agentId === "string" ? `${sessionId}/agent-${v.agentId}` : `${sessionId}/sidechain`;
    // A file Claude Code named for another session (a resumed one) holds that session's records
    // again: named by its file too, it does not take the id of the file that first held them.
    return SESSION_FILE.test(this.stem) && this.stem !== sessionId ? `${sessionId}/${this.stem}` : sessionId;
  }

  private session(key: string, loc: Loc, position: number): Session {
    let s = this.sessions.get(key);
    if (!s) {
      const at = loc.line === undefined ? loc.at : { file: loc.file, line: loc.line, pointer: "" };
      s = {
        draft: {
          format: "claude-code",
          meta: { ...emptyMeta(), conversationId: key },
          messages: [],
          at,
          fallbackId: `${this.stem}#${position}`,
        },
        open: null,
      };
      this.sessions.set(key, s);
    }
    return s;
  }
}
