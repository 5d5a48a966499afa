// Each flag type's count column on a conversation (flagSuccessWithoutChange, …): the figures and the
// list's flag filter read these instead of the flags themselves.
import { FLAG_TYPES, type FlagType } from "../findings/flag.ts";

export type FlagColumn = `flag${string}`;

export function flagColumn(type: FlagType): FlagColumn {
  return `flag${type.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;
}

export const FLAG_COLUMNS: readonly { type: FlagType; column: FlagColumn }[] = FLAG_TYPES.map((type) => ({
  type,
  column: flagColumn(type),
}));
