// A page's look-up: what it finds, or the not-found page (app/not-found.tsx names what exists) when
// the use case says there is no such thing.
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors/app-error.ts";

export async function foundOr404<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isAppError(err, "not-found")) notFound();
    throw err;
  }
}
