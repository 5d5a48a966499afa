// What stands where something is still being fetched: a spinner and a sentence saying what is coming,
// announced to a screen reader (role=status); the region it stands in carries aria-busy.
import { LoaderCircle } from "lucide-react";
import { cn } from "./cn.ts";

export function Loading({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="status"
      data-loading
      className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}
    >
      <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}
