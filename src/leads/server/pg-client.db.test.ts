/**
 * withPgClient (pg-client.ts) against a real PostgreSQL: a connection cut while its client is checked
 * out (the database restarting mid-request) must not end the process.
 */
import { Client } from "pg";
import { createTestDatabase } from "../../../tests/support/postgres-cluster";
import { withPgClient } from "./pg-client";
import { createPgPool } from "./pg-store";

it("rejects the task whose connection is cut, destroys that client, and the pool serves the next query", async () => {
  const url = await createTestDatabase("pg_client");
  const pool = createPgPool(url, 1);
  try {
    const task = withPgClient(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      await admin.end();
      // The client's "error" event arrives while it is still checked out (uncaught, it would end the process).
      await new Promise((resolve) => setTimeout(resolve, 300));
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
