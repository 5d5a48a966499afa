// The kit's text input and native select, styled alike (a native select is keyboard- and
// screen-reader-friendly as it is).
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const field =
  "h-9 rounded-md border bg-card px-2.5 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(field, "pr-7", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("flex flex-col gap-1 text-xs font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}
