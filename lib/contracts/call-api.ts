// How a page calls Barline's API: one route, its answer parsed with the route's schema. Every way it
// can go wrong — the server out of reach, an error answered, an answer of another shape — is one
// `{ ok: false, error }` saying so, never a throw. A write sends JSON (the browser adds the page's
// Origin, which the server's CSRF check requires).
import type { z } from "zod";

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; error: string };

export async function callApi<S extends z.ZodType>(
  route: string,
  schema: S,
  send?: { method?: "POST" | "PATCH"; body: unknown },
): Promise<ApiAnswer<z.infer<S>>> {
  let res: Response;
  try {
    res = await fetch(
      route,
      send && {
        method: send.method ?? "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(send.body),
      },
    );
  } catch {
    return { ok: false, error: "the server could not be reached" };
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const said = body as { error?: unknown; message?: unknown } | undefined;
    const error = [said?.error, said?.message].find((m): m is string => typeof m === "string");
    return { ok: false, error: error ?? `the server answered ${res.status}` };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, error: `the server's answer to ${route.split("?")[0]} is not of the shape expected` };
}
