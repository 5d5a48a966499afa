// Ties each saved version to the tool call that saved it (bundle.md), by the first rule that
// applies, over all versions before the next rule is tried:
// 1. "toolCallId": the history names the call (and maybe its conversation) — the history is the
//    score store's own record, so it is taken as it is once the call is found;
// 2. "result-version": a mutating call's result gives the version number (`structuredContent.version`,
//    or text such as "version 7", "Saved as version 2"); error results save nothing and are skipped;
// 3. "save-time": the version's save time falls between a mutating call's message and the message
//    after it (both inclusive) — and only one call's window holds it; two or more is a guess, left out.
// Rules 2 and 3 look only at mutating calls in conversations about this score. A call saves one version.
// The bundle's calls are indexed once (`indexCalls`) and every score history is linked from that
// index, so linking grows with the bundle, not with its square.
import type { Conversation, Message, ToolCallBlock, ToolResultBlock } from "../transcripts/conversation.ts";
import { classifyCall, type ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { VersionLink } from "./bundle.ts";

/** A version as history.json gives it. */
export interface VersionRef {
  version: number;
  savedAt: string | null;
  conversationId?: string | null;
  toolCallId?: string | null;
}

export interface CallSite {
  conversationId: string;
  callId: string;
  /** For mutating calls with a result that is not an error: the version number it reports. */
  reportedVersion: number | null;
  /** The call's message time and the next message's, in ms; null when either has none. */
  from: number | null;
  to: number | null;
}

/** What linking needs of a bundle's conversations, built once: call sites by call id, and each
 * score's mutating call sites (with the versions their results report), in bundle order. */
export interface CallIndex {
  byCallId: Map<string, CallSite[]>;
  mutatingByScore: Map<string, CallSite[]>;
  scoreOf: Map<string, string | null>;
}

export function indexCalls(conversations: readonly Conversation[], config: ToolKindConfig = {}): CallIndex {
  const index = newCallIndex();
  for (const c of conversations) addCalls(index, c, config);
  return index;
}

export function newCallIndex(): CallIndex {
  return { byCallId: new Map(), mutatingByScore: new Map(), scoreOf: new Map() };
}

/** One more conversation's calls, in bundle order: the index can be built as the bundle is read. */
export function addCalls(index: CallIndex, c: Conversation, config: ToolKindConfig = {}): void {
  addCallSites(index, c, callSites(c, config));
}

/** The same with the call sites found already (where the conversation was read: chat-worker.ts). */
export function addCallSites(
  index: CallIndex,
  c: Pick<Conversation, "id" | "scoreId">,
  sites: readonly { site: CallSite; mutating: boolean }[],
): void {
  if (!index.scoreOf.has(c.id)) index.scoreOf.set(c.id, c.scoreId);
  for (const { site, mutating } of sites) {
    push(index.byCallId, site.callId, site);
    if (mutating && c.scoreId !== null) push(index.mutatingByScore, c.scoreId, site);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function linkVersions(
  scoreId: string,
  versions: readonly VersionRef[],
  calls: CallIndex,
  /** A version whose call id names calls in several conversations, none singled out: not linked. */
  ambiguous?: (index: number, conversationIds: string[]) => void,
): (VersionLink | null)[] {
  const links: (VersionLink | null)[] = versions.map(() => null);
  const used = new Set<CallSite>();
  const link = (i: number, site: CallSite, rule: VersionLink["rule"]) => {
    links[i] = { conversationId: site.conversationId, toolCallId: site.callId, rule };
    used.add(site);
  };

  versions.forEach((v, i) => {
    if (!v.toolCallId) return;
    const named = (calls.byCallId.get(v.toolCallId) ?? []).filter(
      (s) => !v.conversationId || s.conversationId === v.conversationId,
    );
    // Conversations about this score come first; among them, or among all when none is, more
    // than one conversation with that call id is a guess, and a guess is not a link.
    const ours = named.filter((s) => calls.scoreOf.get(s.conversationId) === scoreId);
    const candidates = ours.length > 0 ? ours : named;
    const conversations = [...new Set(candidates.map((s) => s.conversationId))];
    if (conversations.length > 1) return ambiguous?.(i, conversations);
    const site = candidates[0];
    if (site && !used.has(site)) link(i, site, "toolCallId");
  });

  const ours = calls.mutatingByScore.get(scoreId) ?? [];
  versions.forEach((v, i) => {
    if (links[i]) return;
    const site = ours.find((s) => s.reportedVersion === v.version && !used.has(s));
    if (site) link(i, site, "result-version");
  });

  versions.forEach((v, i) => {
    const saved = v.savedAt ? Date.parse(v.savedAt) : NaN;
    if (links[i] || Number.isNaN(saved)) return;
    const inWindow = ours.filter(
      (s) => s.from !== null && s.to !== null && s.from <= saved && saved <= s.to && !used.has(s),
    );
    if (inWindow.length === 1) link(i, inWindow[0]!, "save-time");
  });
  return links;
}

/** The version number a result reports, if any. */
export function resultVersion(result: ToolResultBlock): number | null {
  const sc = result.structuredContent;
  if (sc && typeof sc === "object" && "version" in sc) {
    const v = sc.version;
    if (typeof v === "number" && Number.isInteger(v)) return v;
    if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
  }
  for (const b of result.content) {
    if (b.type !== "text") continue;
    const m = /\bversion\s+(\d+)\b/i.exec(b.text);
    if (m) return Number(m[1]);
  }
  return null;
}

export function callSites(
  c: Conversation,
  config: ToolKindConfig = {},
): { site: CallSite; mutating: boolean }[] {
  const results = new Map<string, ToolResultBlock>();
  for (const m of c.messages)
    for (const b of m.blocks) if (b.type === "tool-result") results.set(b.callId, b);
  const time = (m: Message | undefined) => (m?.timestamp ? Date.parse(m.timestamp) : NaN);
  return c.messages.flatMap((m, i) =>
    m.blocks
      .filter((b): b is ToolCallBlock => b.type === "tool-call")
      .map((call) => {
        const result = results.get(call.id);
        const from = time(m);
        const to = time(c.messages[i + 1]);
        const mutating = classifyCall(call, result, config) === "mutating";
        return {
          mutating,
          site: {
            conversationId: c.id,
            callId: call.id,
            reportedVersion: mutating && result && result.isError !== true ? resultVersion(result) : null,
            from: Number.isNaN(from) ? null : from,
            to: Number.isNaN(to) ? null : to,
          },
        };
      }),
  );
}
