// A write from a Barline page (POST unless another method is named): JSON to the server (the browser adds this page's Origin, which the
// server's CSRF check requires), the answer's JSON or the server's own error message.
export async function postJson<T>(
  url: string,
  body: unknown,
  method: "POST" | "PATCH" = "POST",
): Promise<{ ok: true; data: T } | { ok: false; error: string }> {
  try {
    const res = await fetch(url, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
    if (res.ok) return { ok: true, data: data as T };
    return { ok: false, error: data.error ?? data.message ?? `the server answered ${res.status}` };
  } catch {
    return { ok: false, error: "the server could not be reached" };
  }
}

/** A form's named fields and their values. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of Array.from(form.elements))
    if (
      (el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement) &&
      el.name
    )
      out[el.name] = el.value;
  return out;
}
