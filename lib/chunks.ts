// Work done a run at a time: rows per statement or transaction, ids per query (under every
// database's limit on bound parameters), conversations per job or request.

/** `items` cut into consecutive runs of `size` (the last one shorter); none for no items. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`a chunk holds at least one item, not ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Ids per query: under SQLite's and PostgreSQL's limits on bound parameters. */
export const IDS_PER_QUERY = 500;
