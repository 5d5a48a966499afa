// A meeting's finding's way back: the conversation at its turn, and the bar it speaks of re-read.
import type { MeetingFinding } from "@/lib/contracts/meeting.ts";
import { barWords } from "@/lib/minutes/finding-name.ts";
import { findingLinks } from "./finding-links.ts";

export function FindingLinksLine({ item }: { item: MeetingFinding }) {
  const links = findingLinks(item);
  const bar = barWords(item.subject);
  return (
    <p className="flex flex-wrap gap-3 text-xs" data-finding-links>
      <a href={links.conversation}>Open the conversation{item.turn !== null && ` at turn ${item.turn}`}</a>
      {links.bar && bar && <a href={links.bar}>Re-read {bar}</a>}
    </p>
  );
}
