// Joins MCP logs to the chats whose tool traffic they recorded (bundle.md: "joined to a chat by tool
// call order and time"). The rule: an MCP log (one session, tool traffic only) belongs to a chat
// when all of its calls, in order, match calls of that chat in order — same tool name, same
// arguments — and to exactly one chat in the bundle. Then, for each matched call, the chat gains
// what it lacks: the result itself (inserted after the call and the results already following it),
// or the error flag where the chat's result leaves it unknown (null), and the structuredContent.
// A log that matches no chat, or several, stays a tool-only conversation of its own.
import type { Conversation, ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { numberMessages } from "./turns.ts";

export function joinMcpLogs(conversations: readonly Conversation[]): Conversation[] {
  const out = [...conversations];
  for (const log of conversations.filter((c) => c.format === "mcp")) {
    const logCalls = callsOf(log);
    if (logCalls.length === 0) continue;
    const matches = out.flatMap((chat, i) => {
      if (chat.format === "mcp") return [];
      const pairs = pairCalls(callsOf(chat), logCalls);
      return pairs ? [{ i, pairs }] : [];
    });
    if (matches.length !== 1) continue;
    const { i, pairs } = matches[0]!;
    out[i] = applyLog(out[i]!, pairs);
    out.splice(out.indexOf(log), 1);
  }
  return out;
}

interface CallAndResult {
  call: ToolCallBlock;
  result: ToolResultBlock | undefined;
}

function callsOf(c: Conversation): CallAndResult[] {
  const results = new Map<string, ToolResultBlock>();
  for (const m of c.messages)
    for (const b of m.blocks) if (b.type === "tool-result") results.set(b.callId, b);
  return c.messages.flatMap((m) =>
    m.blocks
      .filter((b): b is ToolCallBlock => b.type === "tool-call")
      .map((call) => ({ call, result: results.get(call.id) })),
  );
}

/** Each log call matched, in order, to a chat call; null when some log call has no match. */
function pairCalls(chat: CallAndResult[], log: CallAndResult[]): [CallAndResult, CallAndResult][] | null {
  const pairs: [CallAndResult, CallAndResult][] = [];
  let j = 0;
  for (const c of chat) {
    const l = log[j];
    if (l && l.call.name === c.call.name && stableJson(l.call.arguments) === stableJson(c.call.arguments)) {
      pairs.push([c, l]);
      j++;
    }
  }
  return j === log.length ? pairs : null;
}

function applyLog(chat: Conversation, pairs: [CallAndResult, CallAndResult][]): Conversation {
  const joined = structuredClone(chat);
  const messages = joined.messages.map(({ index: _i, turn: _t, ...m }) => m);
  for (const [c, l] of pairs) {
    if (!l.result) continue;
    const found = messages
      .flatMap((m) => m.blocks)
      .find((b): b is ToolResultBlock => b.type === "tool-result" && b.callId === c.call.id);
    if (found) {
      if (found.isError === null && l.result.isError !== null)
        Object.assign(found, { isError: l.result.isError, errorKind: l.result.errorKind });
      if (found.structuredContent === undefined && l.result.structuredContent !== undefined)
        found.structuredContent = l.result.structuredContent;
      continue;
    }
    let at =
      messages.findIndex((m) => m.blocks.some((b) => b.type === "tool-call" && b.id === c.call.id)) + 1;
    while (messages[at]?.role === "tool") at++;
    const result = { ...structuredClone(l.result), callId: c.call.id };
    messages.splice(at, 0, { role: "tool", timestamp: null, blocks: [result], at: result.at });
  }
  return { ...joined, messages: numberMessages(messages) };
}

/** JSON with object keys sorted, so argument objects compare by content. */
function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}
