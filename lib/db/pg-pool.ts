// A pg pool that outlives the server ending one of its idle connections (a restart, a dropped
// database): that connection leaves the pool and the next query opens another. Unhandled, pg would
// throw the error out of the process.
import pg from "pg";

export function pgPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", () => {});
  return pool;
}
