/**
 * PostgreSQL connections with every wait bounded (LEADS_DB_TIMEOUT_MS, 4 s by
 * default): getting a connection (from the pool or a new one), each query
 * (the server's statement_timeout and lock_timeout, and a client-side read
 * timeout half a second later for a server that answers nothing at all, such
 * as a frozen one). A timed-out or broken connection is destroyed, never
 * handed to the next request.
 */
import pg from "pg";
import { LeadsError } from "../explain";

export function createPgPool(url: string, { max = 10, timeoutMs = 4000 } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    lock_timeout: timeoutMs,
    query_timeout: timeoutMs + 500,
    idle_in_transaction_session_timeout: 60_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away: the pool drops it; the next query reconnects.
  pool.on("error", () => undefined);
  return pool;
}

/** A driver's timeout as ETIMEDOUT with the wait it gave up; any other error as it is. */
export function databaseError(error: unknown, timeoutMs: number): unknown {
  const message = error instanceof Error ? error.message : "";
  if (message === "Query read timeout") {
    return new LeadsError("ETIMEDOUT", `the database did not answer within ${timeoutMs + 500} ms`);
  }
  if (/connection timeout|timeout exceeded when trying to connect/i.test(message)) {
    return new LeadsError("ETIMEDOUT", `no database connection within ${timeoutMs} ms`);
  }
  return error;
}

/** The pool's timeout, as createPgPool set it. */
const timeoutOf = (pool: pg.Pool) =>
  Number((pool.options as { connectionTimeoutMillis?: number }).connectionTimeoutMillis);

/** A query on the pool, its timeouts explained. */
export async function pgQuery<R extends pg.QueryResultRow>(pool: pg.Pool, text: string, params: unknown[] = []) {
  try {
    return await pool.query<R>(text, params);
  } catch (error) {
    throw databaseError(error, timeoutOf(pool));
  }
}

/**
 * Runs `task` with a client of the pool. A connection that breaks while its client is checked out (the
 * database restarted mid-query) emits "error" on the client, not the pool; with no listener there, Node
 * ends the whole process. Here the task's query rejects as usual; a client whose task failed is
 * destroyed (a transaction left open is rolled back by the server when the connection closes).
 */
export async function withPgClient<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw databaseError(error, timeoutOf(pool));
  }
  let failed: Error | undefined;
  const onError = (error: Error) => (failed = error);
  client.on("error", onError);
  try {
    return await task(client);
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw databaseError(error, timeoutOf(pool));
  } finally {
    client.removeListener("error", onError);
    client.release(failed ?? undefined);
  }
}

/** Runs `task` in a transaction on a client of the pool: committed when it resolves, rolled back when it throws. */
export function withPgTransaction<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withPgClient(pool, async (client) => {
    await client.query("BEGIN");
    const result = await task(client);
    await client.query("COMMIT");
    return result;
  });
}
