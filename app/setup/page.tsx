// First run: a database with no account makes its first one here, and that account is the admin.
import { countAccounts } from "@/lib/db/users/count-accounts.ts";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/lib/db/client.ts";
import { SignInForm } from "@/components/auth/sign-in-form.tsx";
import { Card, CardDescription } from "@/components/ui/card.tsx";

export const metadata: Metadata = { title: "Set up" };

export default async function SetupPage() {
  await connection();
  if ((await countAccounts((await getDb()).prisma)) > 0) redirect("/sign-in");
  return (
    <Card className="mx-auto mt-10 max-w-sm">
      <h1 className="mb-2 text-lg font-semibold">Set up Barline</h1>
      <CardDescription>
        This database has no account to sign in with yet. The account you make now is its admin: you then add
        the team and give each a role.
      </CardDescription>
      <SignInForm next="/admin" setup />
    </Card>
  );
}
