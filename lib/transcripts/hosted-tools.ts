// OpenAI Responses' built-in tools as tool calls with their results. Hosted tools run on OpenAI's
// side and one item holds both call and outcome (web_search_call, file_search_call,
// code_interpreter_call, image_generation_call): a `failed` status, or code-interpreter logs that
// end in a traceback, make the result an error. Tools the client runs (local_shell_call,
// shell_call, apply_patch_call, computer_call) are a call item answered by an `…_output` item.
import type { Block, ContentBlock, Role, ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { base64Image, otherBlock, referencedImage, urlImage, type ImageStore } from "./images.ts";
import { asString, isObject, type JsonObject, type Loc } from "./source-loc.ts";

/** The tool name each hosted item is read as, and the fields that are its arguments. */
const HOSTED: Record<string, { name: string; args: string[] }> = {
  web_search_call: { name: "web_search", args: ["action"] },
  file_search_call: { name: "file_search", args: ["queries"] },
  code_interpreter_call: { name: "code_interpreter", args: ["code", "container_id"] },
  image_generation_call: { name: "image_generation", args: ["revised_prompt"] },
};

/** Client-run tools: the call item's name and argument fields; the output item's type. */
const CLIENT: Record<string, { name: string; args: string[]; output: string }> = {
  local_shell_call: { name: "local_shell", args: ["action"], output: "local_shell_call_output" },
  shell_call: { name: "shell", args: ["action"], output: "shell_call_output" },
  apply_patch_call: { name: "apply_patch", args: ["operation"], output: "apply_patch_call_output" },
  computer_call: { name: "computer", args: ["action", "actions"], output: "computer_call_output" },
};
const OUTPUTS = new Set(Object.values(CLIENT).map((c) => c.output));

/** The blocks of a built-in tool item, or null when the item is not one. */
export function hostedToolItem(
  item: JsonObject,
  type: string,
  loc: Loc,
  images: ImageStore,
): { role: Role; blocks: Block[] } | null {
  const hosted = HOSTED[type];
  if (hosted) {
    const id = asString(item.id, loc.child("id"));
    const call = callBlock(id, hosted.name, pick(item, hosted.args), loc, true);
    if (item.status !== "completed" && item.status !== "failed" && item.status !== "incomplete")
      return { role: "assistant", blocks: [call] };
    return { role: "assistant", blocks: [call, hostedResult(id, type, item, loc, images)] };
  }
  const client = CLIENT[type];
  if (client) {
    const id = asString(item.call_id ?? item.id, loc.child("call_id"));
    return { role: "assistant", blocks: [callBlock(id, client.name, pick(item, client.args), loc, false)] };
  }
  if (OUTPUTS.has(type)) {
    const id = asString(item.call_id ?? item.id, loc.child("call_id"));
    return { role: "tool", blocks: [clientResult(id, type, item, loc, images)] };
  }
  return null;
}

function pick(item: JsonObject, keys: string[]): JsonObject {
  return Object.fromEntries(keys.filter((k) => item[k] !== undefined).map((k) => [k, item[k]]));
}

function callBlock(id: string, name: string, args: JsonObject, loc: Loc, server: boolean): ToolCallBlock {
  return {
    type: "tool-call",
    id,
    idSource: "format",
    name,
    arguments: args,
    ...(server ? { server: true as const } : {}),
    at: loc.at,
  };
}

function result(
  callId: string,
  isError: boolean | null,
  content: ContentBlock[],
  raw: unknown,
  loc: Loc,
): ToolResultBlock {
  return {
    type: "tool-result",
    callId,
    isError,
    errorKind: isError ? "tool" : null,
    content,
    ...(raw !== undefined ? { structuredContent: raw } : {}),
    at: loc.at,
  };
}

function hostedResult(
  id: string,
  type: string,
  item: JsonObject,
  loc: Loc,
  images: ImageStore,
): ToolResultBlock {
  const content: ContentBlock[] = [];
  let isError = item.status === "failed";
  if (type === "code_interpreter_call" && Array.isArray(item.outputs)) {
    const ol = loc.child("outputs");
    item.outputs.forEach((o, i) => {
      const at = ol.child(i);
      if (isObject(o) && o.type === "logs" && typeof o.logs === "string") {
        content.push({ type: "text", text: o.logs, at: at.at });
        // The code raised: what a non-zero return code is for Anthropic's code execution.
        if (/^Traceback \(most recent call last\)/m.test(o.logs)) isError = true;
      } else if (isObject(o) && o.type === "image" && typeof o.url === "string")
        content.push(urlImage(images, o.url, at));
      else content.push(otherBlock(o, at));
    });
  } else if (type === "image_generation_call" && typeof item.result === "string" && item.result !== "")
    content.push(base64Image(images, item.result, "image/png", loc.child("result")));
  else if (type === "file_search_call" && Array.isArray(item.results))
    item.results.forEach((r, i) => content.push(otherBlock(r, loc.child("results").child(i))));
  const raw =
    type === "file_search_call" ? item.results : type === "web_search_call" ? item.action : undefined;
  return result(id, isError, content, raw, loc);
}

/** An output item answering a client-run call. Shell outputs say their exit; apply_patch says
 * `failed`; a computer call's output is a screenshot. */
function clientResult(
  id: string,
  type: string,
  item: JsonObject,
  loc: Loc,
  images: ImageStore,
): ToolResultBlock {
  const ol = loc.child("output");
  const out = item.output;
  const content: ContentBlock[] = [];
  // Only apply_patch's status speaks for the outcome; a shell output's says the item is complete.
  const patchStatus = type === "apply_patch_call_output" ? item.status : undefined;
  let isError: boolean | null = patchStatus === "failed" ? true : patchStatus === "completed" ? false : null;
  if (typeof out === "string") content.push({ type: "text", text: out, at: ol.at });
  else if (type === "computer_call_output" && isObject(out)) {
    if (typeof out.image_url === "string") content.push(urlImage(images, out.image_url, ol));
    else if (typeof out.file_id === "string") content.push(referencedImage(out.file_id, null, ol));
    else content.push(otherBlock(out, ol));
  } else if (Array.isArray(out)) {
    out.forEach((o, i) => {
      const at = ol.child(i);
      if (!isObject(o)) return content.push(otherBlock(o, at));
      for (const key of ["stdout", "stderr"])
        if (typeof o[key] === "string" && o[key] !== "")
          content.push({ type: "text", text: o[key], at: at.child(key).at });
      if (isObject(o.outcome)) {
        const failed =
          o.outcome.type === "timeout" || (o.outcome.type === "exit" && o.outcome.exit_code !== 0);
        isError = failed || isError === true;
      }
    });
  } else if (out !== undefined && out !== null) content.push(otherBlock(out, ol));
  return result(id, isError, content, isObject(out) || Array.isArray(out) ? out : undefined, loc);
}
