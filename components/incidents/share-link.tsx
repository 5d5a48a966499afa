"use client";
// The case file's address for the team: every view is in its URL, and viewers may read it.
import { useState } from "react";
import { Button } from "../ui/button.tsx";

export function ShareLink({ path }: { path: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = () => {
    const href = new URL(path, window.location.origin).toString();
    // Without a secure context (plain http off localhost) there is no clipboard: the address is shown.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(href))
      .then(
        () => setCopied(`Copied ${href}`),
        () => setCopied(`Copy this address: ${href}`),
      );
  };
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <a href={path}>Link to this case file</a> (viewers may read it)
      <Button size="sm" variant="outline" onClick={copy}>
        Copy the link
      </Button>
      {copied && (
        <span role="status" className="text-xs text-muted-foreground">
          {copied}
        </span>
      )}
    </p>
  );
}
