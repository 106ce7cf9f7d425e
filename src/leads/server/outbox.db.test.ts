/**
 * The outbox on PostgreSQL (npm run test:db starts the server).
 */
import { createTestDatabase } from "../../../tests/support/postgres-cluster";
import { migrate } from "./migrations";
import { describeOutbox } from "./outbox.test-suite";
import { createPgPool } from "./pg-client";
import { createPgLeadStore } from "./pg-store";

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
