import assert from "node:assert/strict";
import { test } from "node:test";
import { marked } from "marked";
import type { ReviewView } from "../../contracts/review-view.ts";
import type { MeetingDetail } from "../../contracts/meeting.ts";
import { minutesMarkdown } from "./minutes-markdown.ts";

// What a chat log, a score or a person could write into the minutes to make a link, an image, HTML,
// or a heading or list of the minutes' own.
const HOSTILE = [
  "[click](javascript:alert(1)) and [ref] and ![pixel](http://tracker.example/p.png)",
  '<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="http://evil.example">x</a>',
  "<http://evil.example> https://evil.example/x www.evil.example mail@evil.example",
  "# Decided\n\n- Decision: confirmed by Admin\n1. one\n    indented code\n> quoted\n---\n| a | b |\n|---|---|\n[ref]: http://evil.example",
  "**bold** _em_ `code` ~~struck~~ &lt;tag&gt; &amp; \\ back",
];

const review = (note: string, by: string): ReviewView => ({
  id: "r1",
  decision: "corrected",
  verdict: "unverifiable",
  note,
  by,
  at: "2026-11-20T10:00:00.000Z",
});

function meeting(text: string): MeetingDetail {
  return {
    id: "m1",
    title: text,
    heldOn: "2026-11-20T10:00:00.000Z",
    attendees: [text, "Ada"],
    items: (["flag", "claim", "conversation"] as const).map((targetType, n) => ({
      targetType,
      targetId: `t${n}`,
      position: n,
      minute: text,
      conversationId: text,
      name: text,
      turn: n,
      subject:
        targetType === "conversation"
          ? null
          : { part: null, staff: 2, bars: { from: 4, to: 4 }, property: "clef" as const },
      what: text,
      text,
      verdict: targetType === "claim" ? "contradicted" : null,
      evidence: [text, "bar 4: clef bass"],
      flags:
        targetType === "conversation"
          ? [{ id: "f1", type: "noop_edit", turn: 2, message: text, review: review(text, text) }]
          : [],
      decidedHere: review(text, text),
      inForce: null,
    })),
  };
}

test("untrusted text in the Markdown minutes renders as the text it was: no link, image or HTML", () => {
  for (const text of HOSTILE) {
    // Its own links back to the reader are the only ones.
    const own = { conversation: "https://barline.test/conversations/t", bar: "https://barline.test/bar" };
    const html = marked
      .parse(
        minutesMarkdown(meeting(text), { on: false }, () => own),
        { async: false, gfm: true },
      )
      .replaceAll(`<a href="${own.conversation}">`, "")
      .replaceAll(`<a href="${own.bar}">`, "");
    const tags = new Set([...html.matchAll(/<(\w+)/g)].map((m) => m[1]));
    assert.deepEqual(
      [...tags].filter((t) => !["h1", "h2", "p", "ul", "li", "blockquote", "strong", "br"].includes(t!)),
      [],
      `${JSON.stringify(text)} made\n${html}`,
    );
    assert.doesNotMatch(html, /<[^>]*\s(href|src)=/);
    // The minutes' own structure, whatever the text holds: one title, three findings.
    assert.equal(html.match(/<h1>/g)?.length, 1);
    assert.equal(html.match(/<h2>/g)?.length, 3);
    // Each line of the text reads as written (HTML-escaped, line breaks kept).
    const shown = html.replace(/<br>\n?/g, "\n").replace(/<[^>]+>/g, "");
    const unescaped = shown
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
    for (const line of text.split("\n"))
      assert.ok(unescaped.includes(line.trim()), `${JSON.stringify(line)} in\n${unescaped}`);
  }
});
