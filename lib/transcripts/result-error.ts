// Whether a tool result is an error: the ONE rule every importer applies (findings.md, "Words").
import type { ContentBlock, TextBlock } from "./conversation.ts";

/**
 * The rule, in order:
 * 1. The format marks the result as an error (`is_error`, `isError`, a JSON-RPC `error`, an OTel error
 *    status or `error.type`): an error, whatever the text says.
 * 2. Otherwise the text rule: a result whose text starts with "Error" or "Nothing changed" is an
 *    error of kind "tool" — also where the format's flag says false, which marks no error (a harness
 *    writes `is_error: false` on every result; "Nothing changed: …" is no success).
 * 3. Otherwise what the format's own semantics say an absent flag means — `absent`:
 *    - false where the API defines a default: Anthropic `is_error` (optional, default false), MCP
 *      `isError` (optional, default false), an OTel execute_tool span whose status is not an error;
 *    - null where the format has no flag at all (OpenAI tool messages, Responses
 *      function_call_output, OTel message parts without a span): nothing says, so unknown.
 */
export function resultIsError(input: {
  /** The format's flag where the log gives one; undefined where it is absent. */
  flag: boolean | undefined;
  /** errorKind for a flagged error: "tool", "protocol", or OTel's error.type. */
  flagKind?: string;
  content: readonly ContentBlock[];
  absent: false | null;
}): { isError: boolean | null; errorKind: string | null } {
  if (input.flag === true) return { isError: true, errorKind: input.flagKind ?? "tool" };
  const first = input.content.find((b): b is TextBlock => b.type === "text");
  if (first && /^\s*(error\b|nothing changed\b)/i.test(first.text))
    return { isError: true, errorKind: "tool" };
  return { isError: input.flag ?? input.absent, errorKind: null };
}
