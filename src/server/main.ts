/**
 * Starts the production server: `npm run serve` (after `npm run build`), or `npm start` for both.
 *
 *   PORT (default 9000), HOST (default 0.0.0.0), PUBLIC_DIR (default public),
 *   LEADS_OUTBOX_INTERVAL_MS (default 60000), the connection limits of connection-limits.ts (SERVER_*) and
 *   the lead settings of src/leads/server/config.ts, which stop it at start when they cannot be used
 *   safely; from the environment, or from .env.production as the build reads them (.env.example lists every
 *   setting).
 *
 * SIGTERM or SIGINT closes it gracefully: requests under way are finished
 * (for at most 10 seconds), then the process exits.
 */
import { loadEnvFile } from "../node/env-file";
import { createSiteServer } from "./site-server";
import { siteSecurityHeaders } from "./security-headers";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  loadEnvFile(".env.production");
  const port = Number(process.env.PORT) || 9000;
  const host = process.env.HOST || "0.0.0.0";
  const app = await createSiteServer({
    publicDir: process.env.PUBLIC_DIR || "public",
    headers: siteSecurityHeaders(),
    outboxIntervalMs: Number(process.env.LEADS_OUTBOX_INTERVAL_MS) || 60_000,
  });
  await app.listen({ port, host });
  console.log(`Serving the site on http://${host}:${port}/`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing the requests under way, then stopping.`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
