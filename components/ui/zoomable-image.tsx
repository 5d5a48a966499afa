"use client";
// An image that opens at full size on click (a page image is otherwise too small to read its
// notes): a dialog holding it at its natural size, scrollable, closed by Escape or its button.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { cn } from "./cn.ts";

export function ZoomableImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button
          type="button"
          data-zoom
          aria-label={`${alt} (open full size)`}
          className="block w-full cursor-zoom-in rounded-md text-left"
        >
          <img src={src} alt={alt} className={className} />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 flex flex-col rounded-lg border bg-card p-2 shadow-lg sm:inset-6"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="text-sm font-semibold">{alt}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-md border p-1 hover:bg-muted">
              <X className="size-4" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-auto">
            <img src={src} alt={alt} className={cn("mx-auto max-w-none bg-white")} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
