// Where a page sends someone whose role is too low for it.
import type { Metadata } from "next";
import { z } from "zod";
import { ROLES } from "@/lib/access/roles.ts";
import { column, table } from "@/lib/contracts/query-grammar.ts";
import { Card } from "@/components/ui/card.tsx";
import { pageUser } from "../auth/page-user.ts";

export const metadata: Metadata = { title: "Not allowed" };

/** `needs`: the role the page asked for; another value is not named. */
const forbiddenQuery = table({ needs: column("is", z.enum(ROLES).optional().catch(undefined)) });

export default async function ForbiddenPage({ searchParams }: PageProps<"/forbidden">) {
  const user = await pageUser("viewer");
  const { needs } = forbiddenQuery.parse(await searchParams);
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <h1 className="mb-2 text-lg font-semibold">Not for your role</h1>
      <p className="text-sm">
        That page needs {needs ? `the ${needs}` : "a higher"} role; you are signed in as {user.name}, a{" "}
        {user.role}. An admin can change your role.
      </p>
    </Card>
  );
}
