// Older attribute layouts of LLM spans, turned into the GenAI conventions' message objects
// ({role, parts}) so one reader serves them all:
// - OpenLLMetry: gen_ai.prompt.N.{role,content,tool_call_id}, gen_ai.completion.N.{role,content,
//   finish_reason,tool_calls.M.{id,name,arguments}};
// - OpenInference: llm.input_messages.N.message.{role,content,tool_call_id,
//   contents.K.message_content.{type,text,image.image.url},tool_calls.M.tool_call.{id,function.name,
//   function.arguments}}, llm.output_messages.N.message.* likewise.

/** An attribute with where it sits (the first attribute of a message list, for the whole list). */
export interface FlatAttr<L> {
  value: unknown;
  loc: L;
}

type Tree = { [k: string]: unknown };

/** The messages under `prefix` ("gen_ai.prompt", "llm.input_messages"), as GenAI message objects,
 * or undefined when the span has none. */
export function legacyMessages<L>(
  attrs: ReadonlyMap<string, FlatAttr<L>>,
  prefix: string,
): FlatAttr<L> | undefined {
  const tree: Tree = {};
  let loc: L | undefined;
  for (const [key, attr] of attrs) {
    if (!key.startsWith(`${prefix}.`)) continue;
    loc ??= attr.loc;
    let node = tree;
    const path = key.slice(prefix.length + 1).split(".");
    path.forEach((k, i) => {
      if (i === path.length - 1) node[k] = attr.value;
      else node = (node[k] ??= {}) as Tree;
    });
  }
  if (loc === undefined) return undefined;
  const messages = indexed(tree).map((raw) => {
    // OpenInference nests each message under "message".
    const m = isTree(raw.message) ? raw.message : raw;
    return toMessage(m);
  });
  return { value: messages, loc };
}

function isTree(v: unknown): v is Tree {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The children of a node keyed 0, 1, 2…, in order. */
function indexed(node: unknown): Tree[] {
  if (!isTree(node)) return [];
  return Object.keys(node)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => node[k])
    .filter(isTree);
}

function toMessage(m: Tree): Record<string, unknown> {
  const role = typeof m.role === "string" ? m.role : "user";
  const parts: Record<string, unknown>[] = [];
  if (typeof m.content === "string" && m.content !== "") {
    if (role === "tool" && typeof m.tool_call_id === "string")
      parts.push({ type: "tool_call_response", id: m.tool_call_id, response: m.content });
    else parts.push({ type: "text", content: m.content });
  }
  for (const c of indexed(m.contents)) {
    const mc = isTree(c.message_content) ? c.message_content : c;
    if (mc.type === "text" && typeof mc.text === "string") parts.push({ type: "text", content: mc.text });
    else if (mc.type === "image") {
      const img = isTree(mc.image) ? mc.image : {};
      const inner = isTree(img.image) ? img.image : img;
      if (typeof inner.url === "string") parts.push({ type: "uri", uri: inner.url, modality: "image" });
    }
  }
  for (const t of indexed(m.tool_calls)) {
    const call = isTree(t.tool_call) ? t.tool_call : t;
    const fn = isTree(call.function) ? call.function : call;
    parts.push({
      type: "tool_call",
      id: typeof call.id === "string" ? call.id : undefined,
      name: fn.name,
      arguments: fn.arguments,
    });
  }
  const out: Record<string, unknown> = { role, parts };
  if (typeof m.finish_reason === "string") out.finish_reason = m.finish_reason;
  return out;
}
