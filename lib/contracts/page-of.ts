// A page of a table the API answers: how many rows in all, which page of how many, and its rows.
import { z } from "zod";

export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    rows: z.array(row),
  });
