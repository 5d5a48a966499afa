// In a meeting, j and k (or PageDown and PageUp) go to the next and previous finding, Escape leaves.
import { KeyLinks } from "../ui/key-links.tsx";

export function MeetingKeys({ next, prev, exit }: { next?: string; prev?: string; exit: string }) {
  return <KeyLinks links={{ j: next, PageDown: next, k: prev, PageUp: prev, Escape: exit }} />;
}
