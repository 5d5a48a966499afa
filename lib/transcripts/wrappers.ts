// Chat logs inside a wrapper that a known format is saved in: HTTP recordings (`{request, response}`
// with bodies, nock's `{scope, method, path, body, response}`), OpenAI Batch API input and output
// lines (`{custom_id, body}`, `{custom_id, response: {body}}`), Anthropic Message Batches results
// (`{custom_id, result: {message}}`), HAR files (`log.entries[]`, the
// request's `postData.text` and the response's `content.text`), and API list pages (`{"object":
// "list", "data": […]}`, as the OpenAI API returns stored chat messages, response input items and the
// Conversations API's items). Each yields the documents it holds, in order, each at its place: a
// request body and then its response body, so the response continues the request as in any log.
// A body saved as text is parsed; a streamed body (server-sent events) yields its events.
import { isObject, type JsonObject, Loc } from "./source-loc.ts";

export interface Wrapped {
  value: unknown;
  loc: Loc;
}

export function isWrapper(v: JsonObject): boolean {
  return (
    (isObject(v.log) && Array.isArray(v.log.entries)) ||
    (isObject(v.request) && isObject(v.response)) ||
    (typeof v.scope === "string" &&
      typeof v.method === "string" &&
      (v.body !== undefined || v.response !== undefined)) ||
    (v.object === "list" && Array.isArray(v.data)) ||
    // OpenAI Batch API files: input lines `{custom_id, method, url, body}`, output lines `{custom_id, response: {body}}`.
    (typeof v.custom_id === "string" && (isObject(v.body) || isObject(v.response) || isObject(v.result)))
  );
}

/** The documents a wrapper holds. */
export function unwrap(v: JsonObject, loc: Loc): Wrapped[] {
  if (v.object === "list" && Array.isArray(v.data)) return [{ value: v.data, loc: loc.child("data") }];
  if (isObject(v.log) && Array.isArray(v.log.entries)) {
    const el = loc.child("log").child("entries");
    return v.log.entries.flatMap((e, i) => (isObject(e) ? harEntry(e, el.child(i)) : []));
  }
  // Anthropic Message Batches results: `{custom_id, result: {type: "succeeded", message}}`; an
  // errored or expired result holds its error, which no reader takes: a problem.
  if (typeof v.custom_id === "string" && isObject(v.result)) {
    const rl = loc.child("result");
    return isObject(v.result.message)
      ? [{ value: v.result.message, loc: rl.child("message") }]
      : [{ value: v.result, loc: rl }];
  }
  if (typeof v.custom_id === "string")
    return isObject(v.body)
      ? body(v.body, loc.child("body"))
      : httpBody(v.response as JsonObject, loc.child("response"));
  if (typeof v.scope === "string")
    return [...body(v.body, loc.child("body")), ...body(v.response, loc.child("response"))];
  const rq = v.request as JsonObject;
  const rs = v.response as JsonObject;
  return [...httpBody(rq, loc.child("request")), ...httpBody(rs, loc.child("response"))];
}

function harEntry(e: JsonObject, loc: Loc): Wrapped[] {
  const out: Wrapped[] = [];
  const rq = isObject(e.request) ? e.request : {};
  if (isObject(rq.postData))
    out.push(...body(rq.postData.text, loc.child("request").child("postData").child("text")));
  const rs = isObject(e.response) ? e.response : {};
  if (isObject(rs.content)) {
    const cl = loc.child("response").child("content");
    const text =
      rs.content.encoding === "base64" && typeof rs.content.text === "string"
        ? Buffer.from(rs.content.text, "base64").toString("utf8")
        : rs.content.text;
    out.push(...body(text, cl.child("text")));
  }
  return out;
}

/** A recorded request or response: its body under the names recorders use, or, with none of them
 * (a Vertex AI batch prediction line: `{request, response}`), the object itself. */
function httpBody(m: JsonObject, loc: Loc): Wrapped[] {
  for (const key of ["body", "json", "data", "content", "text"]) {
    if (m[key] !== undefined && m[key] !== null) return body(m[key], loc.child(key));
  }
  return [{ value: m, loc }];
}

/** A body: JSON as a value or as text, or server-sent events (one document per `data:` line). */
function body(b: unknown, loc: Loc): Wrapped[] {
  if (b === undefined || b === null || b === "") return [];
  if (isObject(b) && typeof b.string === "string") return body(b.string, loc.child("string")); // VCR-style
  if (typeof b !== "string") return [{ value: b, loc }];
  const text = b.trim();
  if (/^(data|event):/m.test(text) && !text.startsWith("{") && !text.startsWith("[")) {
    const out: Wrapped[] = [];
    for (const line of text.split(/\r?\n/)) {
      const m = /^data:\s?(.*)$/.exec(line);
      if (!m || m[1]!.trim() === "[DONE]" || m[1]!.trim() === "") continue;
      try {
        out.push({ value: JSON.parse(m[1]!), loc });
      } catch {
        out.push({ value: m[1], loc });
      }
    }
    return out;
  }
  try {
    return [{ value: JSON.parse(text), loc }];
  } catch {
    // Not JSON: a JSON Lines body (one value a line), else no document (an HTML page, an image…).
    const lines = text.split(/\r?\n/).filter((l) => l.trim());
    try {
      return lines.map((l) => ({ value: JSON.parse(l) as unknown, loc }));
    } catch {
      return [];
    }
  }
}
