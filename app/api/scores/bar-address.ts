// The address of a bar re-read as a URL carries it (route and pages alike), a table of the query
// grammar over the contract's fields (lib/contracts/bar-address.ts): version from 1, the bar's
// printed number, and optionally a part id and a staff from 1.
import { barAddress as address } from "@/lib/contracts/bar-address.ts";
import { column, table } from "@/lib/contracts/query-grammar.ts";

export const barAddress = table({
  scoreId: column("is", address.shape.scoreId),
  version: column("is", address.shape.version),
  bar: column("is", address.shape.bar),
  part: column("is", address.shape.part),
  staff: column("is", address.shape.staff),
});
