"use client";
// The signed-in user's role, for the parts of a page that offer decisions: a viewer sees decisions,
// not the buttons to make them (the server refuses them anyway).
import { createContext, useContext, type ReactNode } from "react";
import { allows, type Role } from "@/lib/access/roles.ts";

const RoleContext = createContext<Role | null>(null);

export function RoleProvider({ role, children }: { role: Role | null; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export function useCan(needed: Role): boolean {
  const role = useContext(RoleContext);
  return role !== null && allows(role, needed);
}
