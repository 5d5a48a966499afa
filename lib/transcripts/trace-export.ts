// Whether a JSON value is a Langfuse or LangSmith trace export: apart from traces.ts, which reads
// one and detects the documents inside it, so that detection does not import its own caller.
import { isObject, type JsonObject } from "./source-loc.ts";

export function isTraceExport(v: JsonObject): boolean {
  // Langfuse: the public API's trace (observations inside it) or the UI's export ({trace, observations}).
  if (Array.isArray(v.observations) && (v.id !== undefined || v.traceId !== undefined || isObject(v.trace)))
    return true;
  if (Array.isArray(v.post) && v.post.some((r) => isObject(r) && typeof r.run_type === "string")) return true; // LangSmith's batch
  return typeof v.run_type === "string" && (v.inputs !== undefined || Array.isArray(v.child_runs)); // LangSmith
}
