// Barline's canonical JSON Lines: the Anthropic form of the chat read by Barline's own importer
// and written back as canonical lines (each image once, before the conversation that shows it).
import { CanonicalWriter } from "../../../lib/transcripts/canonical.ts";
import { ImageStore } from "../../../lib/transcripts/images.ts";
import { importBytes } from "../../../lib/transcripts/import.ts";
import type { ChatScript } from "../chat-script.ts";
import { anthropicChat } from "./anthropic.ts";

export async function canonicalLines(chat: ChatScript, file: string): Promise<string> {
  const images = new ImageStore();
  const source = new TextEncoder().encode(JSON.stringify(anthropicChat(chat)));
  const writer = new CanonicalWriter(images);
  const lines: string[] = [];
  for await (const item of importBytes(source, file, { images })) {
    if ("problem" in item) throw new Error(`${file}: ${item.problem.message}`);
    lines.push(...writer.lines({ ...item.conversation, format: "canonical" }));
  }
  return lines.join("\n") + "\n";
}
