// The reader's query: the turn, the version (`v`), the bar, part and staff shown beside the chat, and
// the list it was opened from (`list`: that list's own parameters). A value that cannot be read is
// left out: the reader then shows its own choice (the bar's address is checked as the bar page's).
import { z } from "zod";
import { column, table, wholeNumber } from "@/lib/contracts/query-grammar.ts";

const text = z.string().max(200).optional().catch(undefined);

export const readerQuery = table({
  turn: column("is", wholeNumber(0).optional().catch(undefined)),
  v: column("is", wholeNumber(1).optional().catch(undefined)),
  bar: column("is", text),
  part: column("is", text),
  staff: column("is", text),
  list: column("is", z.string().max(2000).optional().catch(undefined)),
});
