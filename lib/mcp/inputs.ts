// Inputs the tools share: which score, which version, a whole score file.
import { z } from "zod";
import { LIMITS } from "../limits.ts";

export const scoreInput = z.string().min(1).max(200).describe("The score's id (its folder under scores/)");

export const versionInput = z
  .union([z.number().int().min(0), z.literal("latest")])
  .describe('A saved version number, or "latest"');

/** A whole score file as an edit writes it, bounded as every document Barline reads. */
export const fileInput = z.string().min(1).max(LIMITS.documentChars);
