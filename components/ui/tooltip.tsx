"use client";
// The kit's tooltip (radix): opens on hover and on keyboard focus, closes on Escape.
import { Tooltip as T } from "radix-ui";
import type { ReactNode } from "react";

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Provider delayDuration={150}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            sideOffset={4}
            className="z-50 max-w-md rounded-md border bg-card px-3 py-2 text-sm text-foreground shadow-md"
          >
            {content}
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
