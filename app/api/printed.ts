// A page of this server printed to PDF for an export (lib/export/print-pdf.ts): the bytes, or the
// answer to give when the printer is busy (429 with Retry-After) or the print took too long (503).
import { printPdf, PrinterBusyError, PrintTimeoutError } from "../../lib/export/print-pdf.ts";
import { problem } from "./answer.ts";

export async function printed(
  userId: string,
  path: string,
  request: Request,
): Promise<{ pdf: Uint8Array<ArrayBuffer> } | { refused: Response }> {
  try {
    return { pdf: new Uint8Array(await printPdf(userId, path, request.headers.get("cookie") ?? "")) };
  } catch (err) {
    if (err instanceof PrinterBusyError)
      return {
        refused: Response.json(
          { error: err.message },
          { status: 429, headers: { "retry-after": String(err.retryAfter) } },
        ),
      };
    if (err instanceof PrintTimeoutError) return { refused: problem(503, err.message) };
    throw err;
  }
}
