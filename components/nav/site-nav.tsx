"use client";
// The header on every page: the places an investigator goes (those their role opens), the current
// one marked, and who is signed in.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { allows, type Role } from "../../lib/access/roles.ts";
import { cn } from "../ui/cn.ts";

const PLACES: { href: string; name: string; needs: Role }[] = [
  { href: "/", name: "Overview", needs: "viewer" },
  { href: "/conversations", name: "Conversations", needs: "viewer" },
  { href: "/scores", name: "Scores", needs: "viewer" },
  { href: "/evaluations", name: "Evaluations", needs: "viewer" },
  { href: "/review", name: "Review", needs: "viewer" },
  { href: "/incidents", name: "Incidents", needs: "viewer" },
  { href: "/meetings", name: "Meetings", needs: "viewer" },
  { href: "/upload", name: "Upload", needs: "admin" },
  { href: "/admin", name: "Admin", needs: "admin" },
];

/** `role`: the signed-in user's (links they may not follow are left out); `account`: the user menu. */
export function SiteNav({ role, account }: { role: Role | null; account: ReactNode }) {
  const path = usePathname();
  const current = (href: string) => (href === "/" ? path === "/" : path.startsWith(href));
  return (
    <header className="border-b bg-card">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2.5 sm:px-6"
      >
        <Link href="/" className="text-lg font-bold text-foreground no-underline">
          Barline
        </Link>
        {/* On a phone the places wrap under the name instead of widening the page. */}
        <ul className="flex flex-wrap gap-1">
          {PLACES.filter((p) => role !== null && allows(role, p.needs)).map((p) => (
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
        {account}
      </nav>
    </header>
  );
}
