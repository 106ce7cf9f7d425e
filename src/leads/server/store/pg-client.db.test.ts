/**
 * pg-client.ts against a real PostgreSQL: a connection cut while its client is checked out (the
 * database restarting mid-request) must not end the process, and no wait outlasts the timeout.
 * (A database that answers nothing at all, frozen: tests/integration/adversarial.integration.ts.)
 */
import { Client } from "pg";
import { createTestDatabase } from "../../../../tests/support/postgres-cluster";
import { explain } from "../explain";
import { createPgPool, pgQuery, withPgClient, withPgTransaction } from "./pg-client";

it("rejects the task whose connection is cut, destroys that client, and the pool serves the next query", async () => {
  const url = await createTestDatabase("pg_client");
  const pool = createPgPool(url, { max: 1 });
  try {
    const task = withPgClient(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      // Its "end" comes after the "error" (not events.once: it listens for "error" too, hiding the case under test).
      const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      await admin.end();
      // The client's "error" event arrives while it is still checked out (uncaught, it would end the process).
      await ended;
      return client.query("SELECT 1");
    });
    await expect(task).rejects.toThrow();
    // The one slot of the pool was freed and a new connection made.
    const { rows } = await pool.query<{ one: number }>("SELECT 1 AS one");
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    await pool.end();
  }
});

it("ends a query or a lock wait that outlasts the timeout, with the database's code and message", async () => {
  const url = await createTestDatabase("pg_timeouts");
  const pool = createPgPool(url, { max: 2, timeoutMs: 300 });
  try {
    const started = Date.now();
    const slow = await pgQuery(pool, "SELECT pg_sleep(5)").catch((error: unknown) => error);
    expect(explain(slow)).toBe("57014: canceling statement due to statement timeout");
    expect(Date.now() - started).toBeLessThan(2000);

    await pgQuery(pool, "CREATE TABLE t (id int PRIMARY KEY)");
    await pgQuery(pool, "INSERT INTO t VALUES (1)");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = withPgTransaction(pool, async (client) => {
      await client.query("SELECT * FROM t WHERE id = 1 FOR UPDATE");
      locked();
      await released;
    });
    await lockTaken;
    const waiting = await withPgTransaction(pool, (client) =>
      client.query("SELECT * FROM t WHERE id = 1 FOR UPDATE"),
    ).catch((error: unknown) => error);
    release();
    await holding;
    // The statement's own bound ends the wait for the lock (lock_timeout is the same length).
    expect(explain(waiting)).toBe("57014: canceling statement due to statement timeout");
  } finally {
    await pool.end();
  }
});
