/**
 * Consent records, confirmation links and spam on PostgreSQL (npm run test:db starts the server).
 */
import { createTestDatabase } from "../../../../tests/support/postgres-cluster";
import { openPgLeadStore } from "../store/pg-store";
import { describeSiteRoutes } from "../../../../tests/support/leads/site-routes-suite";

describeSiteRoutes("PostgreSQL store", async () => {
  const store = await openPgLeadStore(await createTestDatabase("site_routes"));
  return { store, cleanup: () => store.close() };
});
