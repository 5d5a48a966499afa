// Above an exported document's page (an incident's report, a meeting's minutes): the mask form and
// the export links, neither printed; and the print stylesheet that leaves the document alone, black
// on white.
import { maskQuery } from "@/lib/minutes/mask-personal.ts";
import { maskParams, type MinutesMask } from "@/lib/minutes/minutes-text.ts";

const PRINT = `@media print { body > header, body > a, .no-print { display: none !important } main { padding: 0 !important; max-width: none !important } a { color: inherit; text-decoration: none } section { break-inside: avoid } }`;

interface PageMask {
  mask: MinutesMask & { names: string[] };
  /** Why the names asked for cannot be masked, or null. */
  error: string | null;
}

/** The mask a page's address asks for; names that cannot be masked are left out, and said. */
export function pageMask(sp: Record<string, string | string[] | undefined>): PageMask {
  const asked = maskQuery.read(sp);
  return asked.ok
    ? { mask: { on: asked.query.mask, names: asked.query.names }, error: null }
    : { mask: { on: sp.mask === "1", names: [] }, error: asked.error };
}

/** `api`: the export's address, without its query. */
export function ExportControls({ api, mask, error }: { api: string } & PageMask) {
  const query = maskParams(mask);
  const href = (format: string) => `${api}?format=${format}${query.size > 0 ? `&${query}` : ""}`;
  return (
    <>
      <style>{PRINT}</style>
      {error && (
        <p role="alert" className="text-sm">
          Names to mask: {error}
        </p>
      )}
      <form className="no-print flex flex-wrap items-end gap-2 text-sm" method="get">
        <label className="flex items-center gap-1">
          <input type="checkbox" name="mask" value="1" defaultChecked={mask.on} /> Mask e-mails, phones and
          names
        </label>
        <label className="flex flex-col gap-1 text-xs">
          Names to mask (comma-separated)
          <input name="names" defaultValue={mask.names.join(",")} className="h-8 rounded-md border px-2" />
        </label>
        <button type="submit" className="h-8 rounded-md border px-2">
          Apply
        </button>
        <a href={href("md")}>Export Markdown</a>
        <a href={href("pdf")}>Export PDF</a>
      </form>
    </>
  );
}
