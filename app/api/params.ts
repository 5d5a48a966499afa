// The path parameters routes share: a record's id as the path names it.
import { z } from "zod";

export const idParam = z.object({ id: z.string().min(1) });
