/**
 * @jest-environment node
 *
 * The file store on a disk that fills up and on one that turns read-only: a
 * small tmpfs mounted for the test (root only; reported as skipped otherwise).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LeadsConfig, loadLeadsConfig } from "../config";
import { createOutbox } from "../delivery/outbox";
import { createRateLimiter } from "../request/rate-limiter";
import { handleLeadRequest } from "../request/route";
import { createFileLeadStore, type LeadStore } from "./store";
import { fakeRequest, readReply } from "../../../../tests/support/leads/fakes";
import { WebhookReceiver } from "../../../../tests/support/webhook-receiver";

/**
 * A 512 KB tmpfs for the test, mounted as the file is loaded so that the tests below are
 * reported as skipped (not passed) where it cannot be: not root, or no mount permission.
 */
function mountSmallDisk(): { mountPoint: string; mounted: boolean } {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), "leads-disk-"));
  if (process.getuid?.() !== 0) {
    console.warn("File store fault tests skipped: mounting a tmpfs needs root.");
    return { mountPoint, mounted: false };
  }
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=512k", "tmpfs", mountPoint], { stdio: "pipe" });
    return { mountPoint, mounted: true };
  } catch (error) {
    console.warn(`File store fault tests skipped: cannot mount a tmpfs (${String(error).split("\n")[0]}).`);
    return { mountPoint, mounted: false };
  }
}
const { mountPoint, mounted } = mountSmallDisk();
afterAll(async () => {
  if (mounted) execFileSync("umount", [mountPoint]);
  await fs.rm(mountPoint, { recursive: true, force: true });
});

const remount = (mode: "ro" | "rw") => execFileSync("mount", ["-o", `remount,${mode}`, mountPoint]);
const leftovers = async (dir: string) =>
  (await fs.readdir(dir)).filter((name) => name.endsWith(".tmp") || name.endsWith(".lock"));

async function post(
  store: LeadStore,
  index: number,
  body: Record<string, unknown> = {},
  config: LeadsConfig = loadLeadsConfig({ LEADS_DIR: store.location }),
) {
  const limiter = createRateLimiter({ max: 1000, windowMs: 60_000 });
  const reply = await handleLeadRequest(
    "contact",
    fakeRequest({
      body: {
        name: "Ada Lovelace",
        email: `ada-${index}@example.com`,
        company: "",
        message: "We need an app.",
        ...body,
      },
    }),
    {
      config,
      store: async () => store,
      limiter: () => limiter,
      log: { error: () => undefined },
    },
  );
  return readReply(reply);
}

const maybe = mounted ? it : it.skip;

maybe(
  "a full disk answers 503, leaves no temporary or lock file, and takes leads again once space is freed",
  async () => {
    const dir = path.join(mountPoint, "full");
    const store = createFileLeadStore(dir);
    const stored = await post(store, 0);
    expect(stored.statusCode).toBe(201);
    const filler = path.join(mountPoint, "filler");
    await fs.writeFile(filler, Buffer.alloc(2 * 1024 * 1024)).catch(() => undefined);
    for (let index = 1; index <= 5; index += 1) {
      const res = await post(store, index);
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
    }
    const id = (stored.body as { id: string }).id;
    const step2 = await post(store, 0, { id, interests: ["web"], budget: "not-sure", timeline: "asap" });
    expect(step2.statusCode).toBe(503);
    expect(await leftovers(dir)).toEqual([]);
    expect((await store.list()).map((lead) => lead.id)).toEqual([id]);

    await fs.rm(filler);
    expect((await post(store, 6)).statusCode).toBe(201);
    expect(await leftovers(dir)).toEqual([]);
    expect(await store.list()).toHaveLength(2);
  },
);

maybe("a read-only disk answers 503 and sends nothing; after recovery each lead is delivered once", async () => {
  const dir = path.join(mountPoint, "readonly");
  const store = createFileLeadStore(dir);
  const receiver = await new WebhookReceiver(null).start();
  const config = loadLeadsConfig({
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
    LEADS_WEBHOOK_MAX_ATTEMPTS: "5",
    LEADS_WEBHOOK_BACKOFF_MS: "10",
    LEADS_WEBHOOK_TIMEOUT_MS: "2000",
  });
  const outbox = createOutbox({ store, config });
  try {
    const first = await post(store, 0, {}, config);
    const pendingId = (first.body as { id: string }).id;
    remount("ro");
    try {
      expect((await post(store, 1)).statusCode).toBe(503);
      await expect(outbox.run()).rejects.toMatchObject({ code: "EROFS" });
      expect(receiver.tries.size).toBe(0);
    } finally {
      remount("rw");
    }
    expect(await leftovers(dir)).toEqual([]);
    expect(await outbox.run()).toEqual({
      sent: [`${pendingId}.webhook`],
      retrying: [],
      failed: [],
      discarded: [],
      nextDueInMs: null,
    });
    expect(await outbox.run()).toEqual({ sent: [], retrying: [], failed: [], discarded: [], nextDueInMs: null });
    expect([...receiver.accepted.entries()]).toEqual([[`${pendingId}:1`, 1]]);
    expect((await post(store, 2)).statusCode).toBe(201);
  } finally {
    await receiver.stop();
  }
});
