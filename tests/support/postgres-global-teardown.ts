/** Jest globalTeardown of the database tests: stops the cluster and removes its folder. */
import { CLUSTER_ENV, destroyCluster, type TestCluster } from "./postgres-cluster";

export default async function globalTeardown(): Promise<void> {
  const raw = process.env[CLUSTER_ENV];
  if (raw) await destroyCluster(JSON.parse(raw) as TestCluster);
}
