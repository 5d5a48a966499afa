import { test } from "node:test";
import assert from "node:assert/strict";
import type { ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { classifyCall, classifyTool, nameTokens } from "./tool-kinds.ts";

test("names split into word tokens on _ - . and camelCase", () => {
  assert.deepEqual(nameTokens("edit_score"), ["edit", "score"]);
  assert.deepEqual(nameTokens("setClefAt"), ["set", "clef", "at"]);
  assert.deepEqual(nameTokens("MCP-getXMLBar.v2"), ["mcp", "get", "xml", "bar", "v2"]);
});

test("default kinds by token, never by substring", () => {
  const kinds = Object.fromEntries(
    [
      "edit_score",
      "transpose",
      "setClef",
      "undo",
      "add_pedal",
      "read_score",
      "get_bar",
      "describeBars",
      "list_parts",
      "render_page",
      "snapshot",
      "take_screenshot",
      "offset_info",
      "settings",
      "upset",
      "ping",
    ].map((n) => [n, classifyTool(n)]),
  );
  assert.deepEqual(kinds, {
    edit_score: "mutating",
    transpose: "mutating",
    setClef: "mutating",
    undo: "mutating",
    add_pedal: "mutating",
    read_score: "read",
    get_bar: "read",
    describeBars: "read",
    list_parts: "read",
    render_page: "render",
    snapshot: "render",
    take_screenshot: "render",
    offset_info: "read", // "offset" holds "set" but is not the word
    settings: "other",
    upset: "other",
    ping: "other",
  });
  // A name with both a mutating and a read word may change the score: it counts as mutating.
  assert.equal(classifyTool("get_and_set_clef"), "mutating");
});

test("configurable: exact names win, extra words join their kind", () => {
  assert.equal(classifyTool("engrave_bar", { tools: { engrave_bar: "read" } }), "read");
  assert.equal(classifyTool("notate"), "other");
  assert.equal(classifyTool("notate", { mutating: ["notate"] }), "mutating");
  assert.equal(classifyTool("peek_bar", { read: ["peek"] }), "read");
  assert.equal(classifyTool("paint", { render: ["paint"] }), "render");
});

test("a call whose result holds an image is a render, unless its name says it mutates", () => {
  const at = { file: "f", pointer: "" };
  const call = (name: string): ToolCallBlock => ({
    type: "tool-call",
    id: "c",
    idSource: "format",
    name,
    arguments: {},
    at,
  });
  const withImage: ToolResultBlock = {
    type: "tool-result",
    callId: "c",
    isError: false,
    errorKind: null,
    content: [{ type: "image", mediaType: "image/png", size: 1, sha256: "ab", at }],
    at,
  };
  const textOnly: ToolResultBlock = { ...withImage, content: [{ type: "text", text: "bar 1", at }] };
  assert.equal(classifyCall(call("show_page"), withImage), "render");
  assert.equal(classifyCall(call("show_page"), textOnly), "read");
  assert.equal(classifyCall(call("page"), withImage), "render");
  assert.equal(classifyCall(call("edit_score"), withImage), "mutating");
  assert.equal(classifyCall(call("show_page"), undefined), "read");
});
