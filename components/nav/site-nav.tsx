"use client";
// The header on every page: the four places an investigator goes, the current one marked.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "../ui/cn.ts";

const PLACES = [
  { href: "/", name: "Overview" },
  { href: "/conversations", name: "Conversations" },
  { href: "/scores", name: "Scores" },
  { href: "/upload", name: "Upload" },
];

export function SiteNav() {
  const path = usePathname();
  const current = (href: string) => (href === "/" ? path === "/" : path.startsWith(href));
  return (
    <header className="border-b bg-card">
      <nav aria-label="Main" className="mx-auto flex max-w-[90rem] items-center gap-6 px-4 py-2.5 sm:px-6">
        <Link href="/" className="text-lg font-bold text-foreground no-underline">
          Barline
        </Link>
        <ul className="flex gap-1">
          {PLACES.map((p) => (
            <li key={p.href}>
              <Link
                href={p.href}
                aria-current={current(p.href) ? "page" : undefined}
                className={cn(
                  "rounded-md px-2.5 py-1.5 text-sm text-foreground no-underline hover:bg-muted hover:no-underline",
                  current(p.href) && "bg-muted font-semibold",
                )}
              >
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
