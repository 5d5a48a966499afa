// What an assistant had in front of it when it made a claim: images of the score, and what earlier
// reads of the same version said about the claim's bars. Shared by the two image detectors.
import type { ConversationContext } from "../conversation-context/context.ts";
import { versionRef, type VersionView } from "../conversation-context/versions.ts";
import type { BarRange, Claim, Property } from "../claims/claim.ts";
import { verifyClaim } from "../claims/verify.ts";
import { sameTarget } from "./subjects.ts";

const SIGNS: ReadonlySet<Property> = new Set(["clef", "key", "time", "notes"]);
// A key or time is every part's and every staff's (findings.md, "Parts"): a read of one part's key,
// or of one staff's time, speaks of those bars.
const EVERY_PART: ReadonlySet<Property> = new Set(["key", "time"]);

/** Whether a read spoke of a claim's bars and property. */
function readOf(read: Claim, claim: Claim): boolean {
  return EVERY_PART.has(claim.subject.property)
    ? sameTarget({ ...read.subject, part: null, staff: null }, { ...claim.subject, staff: null })
    : sameTarget(read.subject, claim.subject);
}

/** What every claim of a conversation asks of it, found once per conversation: a conversation of
 * 20,000 messages must not be scanned again for each of its claims. */
interface Seen {
  /** The index of the first message after which an image was in context (Infinity: none). */
  firstImage: number;
  /** Read claims by property, in message order. */
  reads: Map<Property, Claim[]>;
  views: Map<number, VersionView>;
  /** Whether a read, narrowed to a claim's bars and staff, agrees with a version. */
  truthful: Map<string, boolean>;
}

/** The reads a flag cites: the latest few, however many a long conversation made. */
const READS_CITED = 5;

const seen = new WeakMap<ConversationContext, Seen>();

function seenIn(ctx: ConversationContext): Seen {
  let s = seen.get(ctx);
  if (s) return s;
  let firstImage = Infinity;
  for (const c of ctx.calls)
    if (c.image && c.resultIndex !== null) firstImage = Math.min(firstImage, c.resultIndex);
  for (const m of ctx.conversation.messages)
    if (m.role === "user" && m.blocks.some((b) => b.type === "image"))
      firstImage = Math.min(firstImage, m.index);
  const reads = new Map<Property, Claim[]>();
  for (const r of ctx.claims) {
    if (r.source !== "read") continue;
    const list = reads.get(r.subject.property);
    if (list) list.push(r);
    else reads.set(r.subject.property, [r]);
  }
  const views = new Map((ctx.store?.views ?? []).map((v) => [v.version, v]));
  seen.set(ctx, (s = { firstImage, reads, views, truthful: new Map() }));
  return s;
}

/** A contradicted state or edit claim about clef, key, time or notes, made with an image in context. */
export function judgedWithImage(ctx: ConversationContext, claim: Claim): boolean {
  if (claim.source !== "assistant" || claim.verdict !== "contradicted") return false;
  if ((claim.kind !== "state" && claim.kind !== "edit") || !SIGNS.has(claim.subject.property)) return false;
  return seenIn(ctx).firstImage < claim.messageIndex;
}

/** A read is about a version when it read that version, or one with the same music (findings.md:
 * a no-op save does not make an earlier read stale). */
function aboutVersion(ctx: ConversationContext, read: number | null, view: VersionView | undefined): boolean {
  if (read === null || !view) return false;
  if (read === view.version) return true;
  const other = seenIn(ctx).views.get(read);
  return other !== undefined && ctx.store!.diff(other, view).length === 0;
}

/** Whether any earlier read, of whichever version, spoke of the claim's bars and property
 * (findings.md, image-only-judgment: "no read in context said anything about those bars"). */
export function anyReadAbout(ctx: ConversationContext, claim: Claim): boolean {
  for (const r of seenIn(ctx).reads.get(claim.subject.property) ?? []) {
    if (r.messageIndex >= claim.messageIndex) break;
    if (readOf(r, claim)) return true;
  }
  return false;
}

/**
 * What earlier reads of the same version said about the claim's bars and property:
 * "true" when one of them, taken for those bars only, agrees with the score; "said" when they spoke
 * of those bars but got them wrong; "silent" when none spoke of them.
 */
export function readsAbout(
  ctx: ConversationContext,
  claim: Claim,
): { said: "true" | "wrong" | "silent"; reads: Claim[] } {
  const { reads: byProperty, views } = seenIn(ctx);
  const view = claim.checkedVersion === null ? undefined : views.get(claim.checkedVersion);
  const reads: Claim[] = [];
  for (const r of byProperty.get(claim.subject.property) ?? []) {
    if (r.messageIndex >= claim.messageIndex) break;
    if (aboutVersion(ctx, r.checkedVersion, view) && readOf(r, claim)) reads.push(r);
  }
  if (reads.length === 0) return { said: "silent", reads };
  if (!view) return { said: "wrong", reads };
  const current = versionRef(view);
  const known = seenIn(ctx).truthful;
  // Each read is taken for the bars it spoke of where the claim is wrong: "bar 13: bass" gave the true
  // value of bar 13 when "treble in bars 13–16" is wrong in bar 13, whatever it says of bars 14–16.
  const wrong = wrongSpan(claim);
  const truthful = reads.filter((r) => {
    const bars = overlapOf(overlapOf(claim.subject.bars, r.subject.bars), wrong);
    if (bars === undefined) return false;
    const staff = r.subject.staff ?? claim.subject.staff;
    const key = `${r.id}|${view.version}|${bars?.from}-${bars?.to}|${staff}`;
    let agrees = known.get(key);
    if (agrees === undefined) {
      const narrowed = { ...r, subject: { ...r.subject, bars, staff } };
      agrees = verifyClaim({ claim: narrowed, current, base: null, diff: null }).verdict === "supported";
      known.set(key, agrees);
    }
    return agrees;
  });
  return truthful.length
    ? { said: "true", reads: truthful.slice(-READS_CITED) }
    : { said: "wrong", reads: reads.slice(-READS_CITED) };
}

/** The bars two spans share: null for the whole piece on both sides, undefined where they share none. */
function overlapOf(
  a: BarRange | null | undefined,
  b: BarRange | null | undefined,
): BarRange | null | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (a === null) return b;
  if (b === null) return a;
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to);
  return from <= to ? { from, to } : undefined;
}

/** The span of the bars where a contradicted claim is wrong, from its mismatching readings (null where
 * they are not known, or are not numbered bars). */
function wrongSpan(claim: Claim): BarRange | null {
  const bars = (claim.mismatches ?? []).map((r) => Number(r.bar)).filter((n) => Number.isInteger(n));
  return bars.length ? { from: Math.min(...bars), to: Math.max(...bars) } : null;
}
