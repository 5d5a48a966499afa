"use client";
// Who is signed in and as what, and signing out. In local single-user mode there is no one to sign out.
import { useRouter } from "next/navigation";
import type { SessionUser } from "../../lib/access/roles.ts";
import { Button } from "../ui/button.tsx";
import { postJson } from "./post-json.ts";
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
            await postJson("/api/auth/sign-out", {});
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
