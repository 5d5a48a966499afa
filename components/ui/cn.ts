// Class names joined, later Tailwind utilities winning over earlier ones (shadcn/ui's `cn`).
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
