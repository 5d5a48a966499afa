// Where a page sends someone whose role is too low for it.
import type { Metadata } from "next";
import { Card } from "../../components/ui/card.tsx";
import { pageUser } from "../auth/page-user.ts";

export const metadata: Metadata = { title: "Not allowed" };

export default async function ForbiddenPage({ searchParams }: PageProps<"/forbidden">) {
  const user = await pageUser("viewer");
  const needs = (await searchParams).needs;
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <h1 className="mb-2 text-lg font-semibold">Not for your role</h1>
      <p className="text-sm">
        That page needs the {typeof needs === "string" ? needs : "a higher"} role; you are signed in as{" "}
        {user.name}, a {user.role}. An admin can change your role.
      </p>
    </Card>
  );
}
