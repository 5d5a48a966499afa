// A form's fields as the JSON a write sends (lib/contracts/call-api.ts).
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
