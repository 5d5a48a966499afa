// One turn asking for the left hand's clef in bar 3, answered wrongly ("treble") after a render
// (with an image) and, optionally, a read whose text gives the staff's clef.
import { chat } from "./chat.ts";

export function renderedAndMaybeRead(read: boolean, image = true) {
  const calls = [
    ...(read ? [{ id: "r1", name: "read_score" }] : []),
    { id: "p1", name: "render_page", args: { page: 1 } },
  ];
  return chat("c", [
    { role: "user", text: "Which clef is the left hand in at bar 3?" },
    { role: "assistant", text: "", calls },
    {
      role: "tool",
      results: [
        ...(read ? [{ id: "r1", text: "Staff 1: treble clef. Staff 2: bass clef." }] : []),
        { id: "p1", text: "Page 1 rendered.", image },
      ],
    },
    { role: "assistant", text: "Bar 3 of the left hand is in treble clef." },
  ]);
}
