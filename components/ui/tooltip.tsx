"use client";
// The kit's tooltip (radix): opens on hover and on keyboard focus, closes on Escape, on leaving and
// on blur. Radix also closes it when the page scrolls, but focusing an element scrolls it into
// view: a focused trigger keeps its tooltip open through that scroll.
import { Tooltip as T } from "radix-ui";
import { useRef, useState, type ReactNode } from "react";

/** One provider for every tooltip of the page: a reader of 900 claim marks mounts one, not 900. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <T.Provider delayDuration={150}>{children}</T.Provider>;
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);
  const change = (next: boolean) => {
    if (next) escaped.current = false;
    const focused = trigger.current !== null && trigger.current === document.activeElement;
    setOpen(next || (focused && !escaped.current));
  };
  return (
    <T.Root open={open} onOpenChange={change}>
      <T.Trigger asChild ref={trigger} onBlur={() => setOpen(false)}>
        {children}
      </T.Trigger>
      <T.Portal>
        <T.Content
          sideOffset={4}
          onEscapeKeyDown={() => {
            escaped.current = true;
          }}
          className="z-50 max-w-md rounded-md border bg-card px-3 py-2 text-sm text-foreground shadow-md"
        >
          {content}
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
