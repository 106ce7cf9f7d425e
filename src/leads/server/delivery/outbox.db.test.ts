/**
 * The outbox on PostgreSQL (npm run test:db starts the server).
 */
import { createTestDatabase } from "../../../../tests/support/postgres-cluster";
import { migrate } from "../store/migrations";
import { describeOutbox } from "../../../../tests/support/leads/outbox-suite";
import { createPgPool } from "../store/pg-client";
import { createPgLeadStore } from "../store/pg-store";

describeOutbox("PostgreSQL store", async () => {
  const url = await createTestDatabase("outbox");
  const pools = [createPgPool(url), createPgPool(url)];
  await migrate(pools[0]);
  return {
    store: createPgLeadStore(pools[0]),
    other: createPgLeadStore(pools[1]),
    cleanup: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
});
