// A mutating call cites a version, or a bar anchor ("4#a1b2c3", { bar, hash }), that no longer
// matches the score at the time of the call: it edits what it read earlier, not what is there.
import type { ConversationContext } from "../conversation-context/context.ts";
import { scoreBeforeCall } from "../conversation-context/timeline.ts";
import type { VersionView } from "../conversation-context/versions.ts";
import { readingHash } from "../score-history/reading.ts";
import type { Flag } from "./flag.ts";

const VERSION_KEY =
  /^(base_?|expected_?|from_?|read_?|at_?|parent_?|if_?|score_?|current_?)?version(_?id)?$/i;
const RESTORE_KEY = /^(?:restore|revert|rollback|roll_?back|copy|undo)/i;
// (In a restore, a bare "version" is the one it copies from too: {"restore": {"version": 1}}.)
const FROM_VERSION = /^(?:(?:from|source|restore_?from|copy_?from)_?)?version(?:_?id)?$/i;
const ANCHOR = /\b(\d+)#([0-9a-f]{4,})\b/gi;
const HASH = /^[0-9a-f]{4,}$/i;

interface Cited {
  version: number[];
  anchors: { bar: number; hash: string; said: string }[];
}

/** Versions and bar anchors anywhere in a call's arguments (`name`: the tool's — an "undo" or
 * "restore" tool's "version" is the one it copies from). */
export function citedInArguments(args: unknown, name = ""): Cited {
  const cited: Cited = { version: [], anchors: [] };
  const walk = (v: unknown, key: string, inRestore = false) => {
    if (typeof v === "number" && VERSION_KEY.test(key)) cited.version.push(v);
    else if (typeof v === "string") {
      if (VERSION_KEY.test(key) && /^\s*v?\d+\s*$/i.test(v)) cited.version.push(Number(v.replace(/\D/g, "")));
      for (const m of v.matchAll(ANCHOR))
        cited.anchors.push({ bar: Number(m[1]), hash: m[2]!.toLowerCase(), said: m[0] });
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key, inRestore));
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      // ({"bar": 9, "anchor": "D3"}: a note to hang a mark on, not a content hash.)
      if (
        (typeof o.bar === "number" || typeof o.bar === "string") &&
        typeof (o.hash ?? o.anchor) === "string" &&
        HASH.test(String(o.hash ?? o.anchor))
      ) {
        const hash = String(o.hash ?? o.anchor).toLowerCase();
        cited.anchors.push({ bar: Number(o.bar), hash, said: `${o.bar}#${hash}` });
      }
      // ({"restore": "pedal", "fromVersion": 3}: the version a restore copies from, not the one the
      // edit was read from.)
      const restoring =
        inRestore ||
        Object.keys(o).some((k) => RESTORE_KEY.test(k)) ||
        [o.op, o.action].some((v) => typeof v === "string" && RESTORE_KEY.test(v));
      for (const [k, x] of Object.entries(o))
        if (!(restoring && FROM_VERSION.test(k))) walk(x, k, inRestore || RESTORE_KEY.test(k));
    }
  };
  walk(args, "", RESTORE_KEY.test(name));
  return cited;
}

function anchorHolds(view: VersionView, bar: number, hash: string): boolean {
  const { index } = view;
  return index
    .positionsOf(bar)
    .some((position) =>
      index.partIds.some((part) =>
        Array.from({ length: index.staffCount(part) }, (_, i) =>
          readingHash(index.score, { part, staff: i + 1, position }),
        ).some((h) => h.startsWith(hash) || hash.startsWith(h)),
      ),
    );
}

export function staleReadEdit(ctx: ConversationContext): Flag[] {
  const { timeline } = ctx;
  if (!timeline) return [];
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    if (c.kind !== "mutating" || c.turn === null) continue;
    // (Two calls in one message: the second sees what the first saved.)
    const now = scoreBeforeCall(timeline, ctx.calls, c);
    if (!now) continue;
    const cited = citedInArguments(c.call.arguments, c.call.name);
    const evidence = [
      ...cited.version
        .filter((v) => v !== now.version)
        .map((v) => `${c.call.name} cites version ${v}; the score at the call is version ${now.version}`),
      ...cited.anchors
        .filter((a) => !anchorHolds(now, a.bar, a.hash))
        .map(
          (a) =>
            `${c.call.name} cites bar anchor ${a.said}; bar ${a.bar} of version ${now.version} no longer has that content`,
        ),
    ];
    if (!evidence.length) continue;
    flags.push({
      type: "stale-read-edit",
      turn: c.turn,
      toolCallId: c.call.id,
      claimId: null,
      subject: null,
      message: evidence[0]!,
      evidence,
    });
  }
  return flags;
}
