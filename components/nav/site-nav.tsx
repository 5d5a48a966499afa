"use client";
// The header on every page: the places an investigator goes (those their role opens), the current
// one marked, and who is signed in. On a narrow screen they fold into a menu, closed again by going
// to a page.
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { allows, type Role } from "@/lib/access/roles.ts";
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
  // Open on the page it was opened on: going to another page folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const current = (href: string) => (href === "/" ? path === "/" : path.startsWith(href));
  return (
    <header className="border-b bg-card">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6"
      >
        <Link href="/" className="text-lg font-bold text-foreground no-underline">
          Barline
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="main-places"
          onClick={() => setOpenOn(open ? null : path)}
          className="ml-auto inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm md:hidden"
        >
          {open ? (
            <X className="size-4" aria-hidden="true" />
          ) : (
            <Menu className="size-4" aria-hidden="true" />
          )}
          Menu
        </button>
        <div
          id="main-places"
          className={cn(
            "w-full flex-col gap-2 md:flex md:w-auto md:flex-1 md:flex-row md:items-center",
            open ? "flex" : "hidden",
          )}
        >
          <ul className="flex flex-col gap-1 md:flex-row">
            {PLACES.filter((p) => role !== null && allows(role, p.needs)).map((p) => (
              <li key={p.href}>
                <Link
                  href={p.href}
                  aria-current={current(p.href) ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-2.5 py-1.5 text-sm text-foreground no-underline hover:bg-muted hover:no-underline",
                    current(p.href) && "bg-muted font-semibold",
                  )}
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
          {account}
        </div>
      </nav>
    </header>
  );
}
