import type pg from "pg";

/**
 * Runs `task` with a client of the pool. A connection that breaks while its
 * client is checked out (the database restarted or was stopped mid-query)
 * emits "error" on the client, not the pool; with no listener there, Node
 * ends the whole process. Here the task's query rejects with that error as
 * usual, and the broken client is destroyed instead of going back to the pool.
 */
export async function withPgClient<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on("error", onError);
  try {
    return await task(client);
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}

/** Runs `task` in a transaction on a client of the pool: committed when it resolves, rolled back when it throws. */
export function withPgTransaction<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withPgClient(pool, async (client) => {
    try {
      await client.query("BEGIN");
      const result = await task(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}
