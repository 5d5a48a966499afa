// The meeting page's query: the finding shown, from 1 (a step past the last shows the last).
import { column, table, wholeNumber } from "@/lib/contracts/query-grammar.ts";

export const stepQuery = table({ step: column("page", wholeNumber(1).catch(1).default(1)) });
