// One key steps the bar (← →) or the version ([ ]) wherever focus is, except in a text field.
import { KeyLinks } from "../ui/key-links.tsx";

export interface Steps {
  prevBar?: string;
  nextBar?: string;
  prevVersion?: string;
  nextVersion?: string;
}

export function StepKeys({ steps }: { steps: Steps }) {
  return (
    <KeyLinks
      links={{
        ArrowLeft: steps.prevBar,
        ArrowRight: steps.nextBar,
        "[": steps.prevVersion,
        "]": steps.nextVersion,
      }}
      loading="Re-reading the bar…"
    />
  );
}
