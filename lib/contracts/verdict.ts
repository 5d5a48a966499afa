// A claim's verdict as the API takes and answers it.
import { z } from "zod";
import { VERDICTS } from "../claims/claim.ts";

export const verdict = z.enum(VERDICTS);
