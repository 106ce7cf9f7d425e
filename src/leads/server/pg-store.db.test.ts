/**
 * The PostgreSQL store against a real server (npm run test:db starts one for the run).
 */
import { createTestDatabase } from "../../../tests/support/postgres-cluster";
import { MIGRATIONS, migrate } from "./migrations";
import { createPgLeadStore, createPgPool, describeDatabase } from "./pg-store";
import { describeLeadStoreContract } from "./store-contract.test-suite";

describeLeadStoreContract("PostgreSQL store", async () => {
  const url = await createTestDatabase("contract");
  const pool = createPgPool(url);
  const otherPool = createPgPool(url);
  await migrate(pool);
  return {
    store: createPgLeadStore(pool),
    other: createPgLeadStore(otherPool),
    cleanup: async () => {
      await pool.end();
      await otherPool.end();
    },
  };
});

describe("migrations", () => {
  it("apply once, also when two processes start together, and are recorded", async () => {
    const url = await createTestDatabase("migrate");
    const pools = [createPgPool(url), createPgPool(url)];
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      expect(applied.flat().sort()).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(await migrate(pools[0])).toEqual([]);
      const { rows } = await pools[0].query("SELECT version, name FROM lead_schema_migrations ORDER BY version");
      expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it("roll a failing migration back whole and name it", async () => {
    const url = await createTestDatabase("migrate_fail");
    const pool = createPgPool(url);
    try {
      const broken = [
        ...MIGRATIONS,
        { version: 99, name: "broken", sql: "CREATE TABLE half (x int); SELECT nonsense" },
      ];
      await expect(migrate(pool, broken)).rejects.toThrow("Lead store migration 99 (broken) failed.");
      const { rows } = await pool.query(
        "SELECT to_regclass('half') AS half, max(version) AS latest FROM lead_schema_migrations",
      );
      expect(rows).toEqual([{ half: null, latest: MIGRATIONS[MIGRATIONS.length - 1].version }]);
    } finally {
      await pool.end();
    }
  });
});

it("describes the database without its password", () => {
  expect(describeDatabase("postgres://leads:s3cret@db.example:5432/site")).toBe(
    "postgres://leads@db.example:5432/site",
  );
});
