/** Jest globalSetup of the database tests: one PostgreSQL cluster for the whole run. */
import { CLUSTER_ENV, startCluster } from "./postgres-cluster";

export default async function globalSetup(): Promise<void> {
  const cluster = await startCluster();
  process.env[CLUSTER_ENV] = JSON.stringify(cluster);
}
