"use client";
// Admins: each user's role, changed in place; locking, unlocking and removing an account (its sessions
// end at once); and adding an account with a first password.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ROLES } from "@/lib/access/roles.ts";
import type { UserRow } from "@/lib/contracts/user-types.ts";
import { callApi } from "@/lib/contracts/call-api.ts";
import { unread } from "@/lib/contracts/write-answers.ts";
import { formFields } from "../auth/form-fields.ts";
import { Button } from "../ui/button.tsx";
import { Input, Label, Select } from "../ui/input.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table.tsx";
import { unawaited } from "../ui/unawaited.ts";

export function UserRoles({ users }: { users: UserRow[] }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Decisions</TableHead>
            <TableHead>Account</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id} data-user={u.email}>
              <TableCell>{u.name}</TableCell>
              <TableCell>{u.email}</TableCell>
              <TableCell>
                <Select
                  aria-label={`Role of ${u.name}`}
                  defaultValue={u.role}
                  onChange={unawaited(async (e) => {
                    const res = await callApi(`/api/users/${encodeURIComponent(u.id)}/role`, unread, {
                      body: {
                        role: e.target.value,
                      },
                    });
                    setMessage(res.ok ? `${u.name} is now a ${e.target.value}` : res.error);
                    router.refresh();
                  })}
                >
                  {ROLES.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </Select>
              </TableCell>
              <TableCell>{u.reviews}</TableCell>
              <TableCell className="space-x-2 whitespace-nowrap">
                {u.locked && <span className="text-sm text-contradicted">locked</span>}
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${u.locked ? "Unlock" : "Lock"} ${u.name}`}
                  onClick={unawaited(async () => {
                    const res = await callApi(`/api/users/${encodeURIComponent(u.id)}/lock`, unread, {
                      body: {
                        locked: !u.locked,
                      },
                    });
                    setMessage(
                      res.ok
                        ? `${u.name} is ${u.locked ? "unlocked" : "locked; their sessions have ended"}`
                        : res.error,
                    );
                    router.refresh();
                  })}
                >
                  {u.locked ? "Unlock" : "Lock"}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${u.name}`}
                  onClick={unawaited(async () => {
                    if (
                      !window.confirm(
                        `Remove the account of ${u.name} (${u.email})? Their reviews keep their name.`,
                      )
                    )
                      return;
                    const res = await callApi(`/api/users/${encodeURIComponent(u.id)}/remove`, unread, {
                      body: {},
                    });
                    setMessage(res.ok ? `${u.name}'s account is removed` : res.error);
                    router.refresh();
                  })}
                >
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <form
        aria-label="Add an account"
        className="flex flex-wrap items-end gap-2"
        onSubmit={unawaited(async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const res = await callApi("/api/users", unread, { body: formFields(form) });
          setMessage(res.ok ? "account added" : res.error);
          if (res.ok) form.reset();
          router.refresh();
        })}
      >
        <Label>
          Name
          <Input name="name" required />
        </Label>
        <Label>
          Email
          <Input name="email" type="email" required />
        </Label>
        <Label>
          First password
          <Input name="password" type="password" minLength={10} required autoComplete="new-password" />
        </Label>
        <Label>
          Role
          <Select name="role" defaultValue="viewer">
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Select>
        </Label>
        <Button type="submit">Add account</Button>
      </form>
      {message && (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
