// Personal data masked in an export: e-mail addresses, phone numbers, and the names the team lists.
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// A run of at least seven digits, with the spaces, dots, dashes, brackets and leading + phones use.
const PHONE = /(?<![\w/])\+?\(?\d[\d\s().-]{5,}\d(?![\w/])/g;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function maskPersonal(text: string, names: readonly string[] = []): string {
  let out = text
    .replace(EMAIL, "[email]")
    .replace(PHONE, (m) => (ISO_DATE.test(m) || (m.match(/\d/g)?.length ?? 0) < 7 ? m : "[phone]"));
  const listed = names.map((n) => n.trim()).filter(Boolean);
  if (listed.length > 0)
    out = out.replace(new RegExp(`\\b(${listed.map(escape).join("|")})\\b`, "gi"), "[name]");
  return out;
}
