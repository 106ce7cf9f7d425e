/** Runs `npm run content:check` (scripts/check-content.ts) on another content folder, for tests. */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export function runContentCheck(contentDir: string) {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
