"use client";
// The conversation's claims in the browser, sent once as data: what a mark's tooltip shows and what
// a turn's folded review list draws when it is opened. Drawn into the page instead, a long
// conversation carried every claim's evidence twice.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { ClaimView } from "@/lib/contracts/claim-view.ts";

/** A claim and where following it goes (its bar in the reader). */
export interface ReaderClaim {
  claim: ClaimView;
  href: string;
}

const Claims = createContext<ReadonlyMap<string, ReaderClaim>>(new Map());

export function ReaderClaims({ claims, children }: { claims: ReaderClaim[]; children: ReactNode }) {
  const byId = useMemo(() => new Map(claims.map((c) => [c.claim.id, c])), [claims]);
  return <Claims value={byId}>{children}</Claims>;
}

export const useReaderClaims = () => useContext(Claims);
