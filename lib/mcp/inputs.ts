// Inputs every tool shares: which score, which version.
import { z } from "zod";

export const scoreInput = z.string().min(1).max(200).describe("The score's id (its folder under scores/)");

export const versionInput = z
  .union([z.number().int().min(0), z.literal("latest")])
  .describe('A saved version number, or "latest"');
