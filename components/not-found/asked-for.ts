// What a page address that led nowhere asked for, in the dashboard's terms: a conversation, a score,
// a bar of a version, a meeting, or a page that does not exist.

export type AskedFor =
  | { kind: "conversation"; id: string }
  | { kind: "score"; scoreId: string }
  | { kind: "bar"; scoreId: string; version: string; bar: string }
  | { kind: "meeting"; id: string }
  | { kind: "page"; path: string };

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function askedFor(path: string): AskedFor {
  const bare = path.split("?")[0]!;
  const [first, id, ...rest] = bare.split("/").filter(Boolean).map(decode);
  if (first === "conversations" && id !== undefined && rest.length === 0) return { kind: "conversation", id };
  if (first === "meetings" && id !== undefined && rest.length <= 1) return { kind: "meeting", id };
  if (first === "scores" && id !== undefined) {
    if (rest.length === 0) return { kind: "score", scoreId: id };
    if (rest.length === 4 && rest[0] === "versions" && rest[2] === "bars")
      return { kind: "bar", scoreId: id, version: rest[1]!, bar: rest[3]! };
  }
  return { kind: "page", path: bare };
}
