"use client";
// Who is signed in and as what, and signing out. In local single-user mode there is no one to sign out.
import { useRouter } from "next/navigation";
import type { SessionUser } from "@/lib/access/roles.ts";
import { Button } from "../ui/button.tsx";
import { callApi } from "@/lib/contracts/call-api.ts";
import { unread } from "@/lib/contracts/write-answers.ts";
import { unawaited } from "../ui/unawaited.ts";

export function UserMenu({ user, local }: { user: SessionUser; local: boolean }) {
  const router = useRouter();
  return (
    <div className="flex flex-wrap md:ml-auto items-center gap-2 text-sm" data-testid="user-menu">
      <span>
        <span className="font-medium">{user.name}</span>{" "}
        <span className="text-muted-foreground">
          ({user.role}
          {local ? ", local mode" : ""})
        </span>
      </span>
      {!local && (
        <Button
          variant="outline"
          size="sm"
          onClick={unawaited(async () => {
            await callApi("/api/auth/sign-out", unread, { body: {} });
            router.replace("/sign-in");
            router.refresh();
          })}
        >
          Sign out
        </Button>
      )}
    </div>
  );
}
