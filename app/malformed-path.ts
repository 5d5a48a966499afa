// A path segment that is not valid percent-encoding ("%", "%E0%A4%A") makes Next.js fail while
// matching routes, with a bare 500. The proxy answers it first: a 400 naming the route parameter
// the segment would have been (or its place in the path, where no route has one there).

/** Every route with parameters, as its folders name them (a test keeps this list to app/). */
export const DYNAMIC_ROUTES = [
  "/api/auth/[...all]",
  "/api/claims/[id]/review",
  "/api/conversations/[id]",
  "/api/conversations/[id]/turns",
  "/api/evaluations/[name]",
  "/api/flags/[id]/evidence",
  "/api/flags/[id]/review",
  "/api/images/[sha256]",
  "/api/incidents/[id]",
  "/api/incidents/[id]/conversations",
  "/api/incidents/[id]/figures",
  "/api/incidents/[id]/report",
  "/api/incidents/[id]/searches",
  "/api/incidents/[id]/timeline",
  "/api/jobs/[jobId]",
  "/api/meetings/[id]",
  "/api/meetings/[id]/items",
  "/api/meetings/[id]/minutes",
  "/api/scores/[scoreId]",
  "/api/scores/[scoreId]/versions/[version]/bars/[bar]",
  "/api/users/[id]/lock",
  "/api/users/[id]/remove",
  "/api/users/[id]/role",
  "/conversations/[id]",
  "/evaluations/[name]",
  "/incidents/[id]",
  "/incidents/[id]/report",
  "/incidents/[id]/search",
  "/meetings/[id]",
  "/meetings/[id]/minutes",
  "/scores/[scoreId]",
  "/scores/[scoreId]/versions/[version]/bars/[bar]",
];

const decodes = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

/** The route parameter at that place of a path, if a route with these fixed segments has one. */
function parameterAt(segments: readonly string[], at: number): string | null {
  for (const route of DYNAMIC_ROUTES) {
    const parts = route.split("/").slice(1);
    const rest = parts.at(-1)?.startsWith("[...") ? parts.length - 1 : null;
    if (rest === null ? parts.length !== segments.length : segments.length <= rest) continue;
    const name = (i: number) => /^\[(?:\.\.\.)?(\w+)\]$/.exec(parts[Math.min(i, rest ?? i)]!)?.[1];
    if (segments.every((s, i) => name(i) !== undefined || s === parts[i])) return name(at) ?? null;
  }
  return null;
}

/** What is wrong with a request path (as sent, still percent-encoded), or null when it decodes. */
export function malformedPath(pathname: string): string | null {
  const segments = pathname.split("/").slice(1);
  const at = segments.findIndex((s) => !decodes(s));
  if (at < 0) return null;
  const parameter = parameterAt(segments, at);
  const what = parameter ? `parameter "${parameter}"` : `path segment ${at + 1}`;
  // Worded as every other refused parameter (lib/errors/zod-sentence.ts).
  return `${what} is "${segments[at]}", but it must be valid percent-encoding (each % starting a UTF-8 byte as two hex digits)`;
}
