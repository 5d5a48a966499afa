"use client";
// Sign in with email and password (Better Auth's endpoint); on success, on to the page asked for.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "../ui/button.tsx";
import { Input, Label } from "../ui/input.tsx";
import { callApi } from "@/lib/contracts/call-api.ts";
import { unread } from "@/lib/contracts/write-answers.ts";
import { formFields } from "./form-fields.ts";
import { unawaited } from "../ui/unawaited.ts";

export function SignInForm({ next, setup = false }: { next: string; setup?: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-3"
      onSubmit={unawaited(async (e) => {
        e.preventDefault();
        const body = formFields(e.currentTarget);
        setBusy(true);
        const res = await callApi(setup ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email", unread, {
          body: body,
        });
        setBusy(false);
        if (!res.ok) return setError(res.error);
        router.replace(next);
        router.refresh();
      })}
    >
      {setup && (
        <Label>
          Your name
          <Input name="name" required autoComplete="name" />
        </Label>
      )}
      <Label>
        Email
        <Input name="email" type="email" required autoComplete="email" />
      </Label>
      <Label>
        Password{setup && " (at least 10 characters)"}
        <Input
          name="password"
          type="password"
          required
          minLength={setup ? 10 : undefined}
          autoComplete={setup ? "new-password" : "current-password"}
        />
      </Label>
      {error && (
        <p role="alert" className="text-sm text-contradicted">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {setup ? "Create the admin account" : "Sign in"}
      </Button>
    </form>
  );
}
