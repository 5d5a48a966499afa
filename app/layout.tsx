import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteNav } from "@/components/nav/site-nav.tsx";
import { RoleProvider } from "@/components/auth/role-context.tsx";
import { UserMenu } from "@/components/auth/user-menu.tsx";
import { authIsOff } from "@/lib/access/auth-mode.ts";
import { maybeUser } from "./auth/page-user.ts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Barline", template: "%s · Barline" },
  description: "Every claim the score-editing assistant made, checked against the saved score.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await maybeUser();
  return (
    <html lang="en">
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteNav role={user?.role ?? null} account={user && <UserMenu user={user} local={authIsOff()} />} />
        <main id="main" className="mx-auto max-w-[90rem] px-4 pb-16 pt-4 sm:px-6">
          <RoleProvider role={user?.role ?? null}>{children}</RoleProvider>
        </main>
      </body>
    </html>
  );
}
