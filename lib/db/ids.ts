// Stable identities for claims and flags: the same finding keeps its id across re-analyses, so a
// review stays with the finding it judged. Built from what the finding is about, never from its
// position in a list, with an occurrence count for exact repeats.
import { createHash } from "node:crypto";
import type { Claim } from "../claims/claim.ts";
import type { Flag } from "../findings/flag.ts";

function digest(parts: (string | number | null)[]): string {
  return createHash("sha256")
    .update(parts.map((p) => String(p)).join("\u0000"))
    .digest("hex")
    .slice(0, 24);
}

function withOccurrence(keys: string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((k) => {
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return digest([k, n]);
  });
}

export function claimIds(conversationId: string, claims: readonly Claim[]): string[] {
  return withOccurrence(
    claims.map((c) =>
      digest([conversationId, c.turn, c.source, c.toolCallId, c.kind, c.text, JSON.stringify(c.subject)]),
    ),
  ).map((d) => `c_${d}`);
}

export function flagIds(conversationId: string, flags: readonly Flag[]): string[] {
  return withOccurrence(
    flags.map((f) => digest([conversationId, f.turn, f.type, f.toolCallId, JSON.stringify(f.subject)])),
  ).map((d) => `f_${d}`);
}
