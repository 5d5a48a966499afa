// The kit's badge: a short label (a verdict, a flag type, "no change").
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "border-transparent bg-muted text-foreground",
        supported: "border-supported/40 bg-supported/10 text-supported",
        contradicted: "border-contradicted/40 bg-contradicted/10 text-contradicted",
        unverifiable: "border-unverifiable/40 bg-unverifiable/10 text-unverifiable",
        flag: "border-flag/40 bg-flag/10 text-flag",
        outline: "text-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
