// A tool's answer as MCP has it: the text (always: a model that reads no structured content still
// has the whole answer), the structured content where the tool declares an output schema, images,
// and isError with one sentence for a ToolError.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ToolError } from "./tool-error.ts";

export interface Answer {
  text: string;
  structured?: Record<string, unknown>;
  /** PNG bytes, shown after the text. */
  png?: Uint8Array;
  /** An answer that is itself a refusal the model must act on (an edit that changes nothing). */
  isError?: boolean;
}

export function toResult(a: Answer): CallToolResult {
  return {
    content: [
      { type: "text", text: a.text },
      ...(a.png
        ? [{ type: "image" as const, data: Buffer.from(a.png).toString("base64"), mimeType: "image/png" }]
        : []),
    ],
    ...(a.structured ? { structuredContent: a.structured } : {}),
    ...(a.isError ? { isError: true } : {}),
  };
}

/** The handler, its ToolErrors answered as error results. */
export function answered<A>(handler: (args: A) => Promise<Answer>): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return toResult(await handler(args));
    } catch (err) {
      if (err instanceof ToolError) return { content: [{ type: "text", text: err.message }], isError: true };
      throw err;
    }
  };
}
