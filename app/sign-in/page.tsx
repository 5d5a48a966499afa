// Sign in. A new database has no account yet: its first one is made on the setup page.
import { countAccounts } from "@/lib/db/users/count-accounts.ts";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client.ts";
import { nextPath } from "@/lib/auth/next-path.ts";
import { SignInForm } from "@/components/auth/sign-in-form.tsx";
import { Card } from "@/components/ui/card.tsx";
import { maybeUser } from "../auth/page-user.ts";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  if (await maybeUser()) redirect("/");
  if ((await countAccounts((await getDb()).prisma)) === 0) redirect("/setup");
  return (
    <Card className="mx-auto mt-10 max-w-sm">
      <h1 className="mb-2 text-lg font-semibold">Sign in to Barline</h1>
      <SignInForm next={nextPath((await searchParams).next)} />
    </Card>
  );
}
