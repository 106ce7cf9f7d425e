/**
 * Every lead reaches a person exactly once, on one server or many: production servers (`npm run serve`)
 * sharing one store, one of them with its clock a minute ahead (tests/support/skewed-clock.mjs, preloaded),
 * `npm run leads:retry` run beside them as a scheduler would, and receivers that answer slowly: an SMTP
 * server (the sales inbox and the confirmation e-mails), a webhook and a Slack incoming webhook, each
 * counting what it took from a sender still there to hear the answer. On PostgreSQL either server is also
 * killed (-9) in the middle of its sends. Then an SMTP relay slower than a try's deadline: nothing goes
 * twice, every try counts and is said, and once the relay answers in time each e-mail goes once. Last, a
 * webhook that answers 500 to every try: the delivery fails for good and the team gets one alert.
 *
 *   npm run test:integration -- lead-delivery      (after `npm run build:test`)
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { DeliveryRow, Destination } from "../../src/leads/server/delivery/states";
import { MailReceiver } from "../support/mail-receiver";
import { openPgLeadStore } from "../../src/leads/server/store/pg-store";
import { SlackReceiver, slackProblem } from "../support/slack-receiver";
import { type LeadStore, createFileLeadStore } from "../../src/leads/server/store/store";
import { WebhookReceiver } from "../support/webhook-receiver";
import { freePortIn } from "../support/free-port";
import { createTestDatabase } from "../support/postgres-cluster";
import { until } from "../support/poll";
import { ROOT, type ServerProcess, postJson, startSiteServer } from "../support/site-server-process";

const run = promisify(execFile);
const SKEWED = {
  NODE_OPTIONS: `--import=${path.join(ROOT, "tests/support/skewed-clock.mjs")}`,
  CLOCK_SKEW_MS: "60000",
};
const HOOK_SECRET = "whsec-lead-delivery";
const SALES = "sales@flatirons.test";
const ONCALL = "oncall@flatirons.test";
const SITE = "https://www.flatirons.test";
/** An outcome recorded this long after a receiver took a request may be lost to a kill -9 (at least once). */
const KILL_WINDOW_MS = 300;

describe.each(["PostgreSQL", "files"] as const)("%s store", (kind) => {
  const kills = kind === "PostgreSQL";
  let dir: string;
  let store: LeadStore;
  let env: NodeJS.ProcessEnv;
  let mail: MailReceiver;
  let hook: WebhookReceiver;
  let slack: SlackReceiver;
  const servers: Record<"a" | "b", ServerProcess | null> = { a: null, b: null };
  let output = "";
  const killedAt: number[] = [];
  /** Arrivals more than once, each explained (printed: how often a run meets the at-least-once cases). */
  const atLeastOnce: string[] = [];
  /** Every lead posted: its id, form, the revision it ends with, and who sent it. */
  const leads: Array<{ id: string; form: "contact" | "newsletter"; revision: number; name: string }> = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "lead-delivery-"));
    mail = await new MailReceiver().start();
    hook = await new WebhookReceiver(HOOK_SECRET).start();
    slack = await new SlackReceiver().start();
    mail.delayMs = 150;
    hook.mode = "slow";
    hook.slowMs = 1500;
    slack.delayMs = 300;
    const databaseUrl = kind === "files" ? "" : await createTestDatabase("lead_delivery");
    env = {
      LEADS_DIR: dir,
      DATABASE_URL: databaseUrl,
      LEADS_SECRET: "integration-delivery-secret",
      SITE_URL: SITE,
      SMTP_URL: mail.url,
      LEADS_NOTIFY_EMAIL: SALES,
      LEADS_ALERT_EMAIL: ONCALL,
      LEADS_SLACK_WEBHOOK_URL: slack.url,
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: HOOK_SECRET,
      LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
      // One try's deadline (room for the receivers' delays on a busy machine), its lease, and quick retries:
      // the cases below in seconds, not minutes.
      LEADS_WEBHOOK_TIMEOUT_MS: "4000",
      LEADS_DELIVERY_LEASE_MS: "6000",
      LEADS_WEBHOOK_BACKOFF_MS: "200",
      LEADS_WEBHOOK_MAX_ATTEMPTS: "10",
      LEADS_OUTBOX_INTERVAL_MS: "300",
      LEADS_RATE_LIMIT_MAX: "1000",
      CSP_REPORTS_DIR: path.join(dir, "csp-reports"),
    };
    store = databaseUrl ? await openPgLeadStore(databaseUrl) : createFileLeadStore(dir);
  });

  afterAll(async () => {
    for (const name of ["a", "b"] as const) await stop(name, "SIGKILL");
    await store?.close();
    await mail.stop();
    await hook.stop();
    await slack.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function start(name: "a" | "b") {
    const port = await freePortIn(process.env.SERVER_TEST_PORTS);
    servers[name] = await startSiteServer(port, { ...env, ...(name === "b" ? SKEWED : {}) });
  }
  async function stop(name: "a" | "b", signal: NodeJS.Signals) {
    const server = servers[name];
    servers[name] = null;
    if (!server) return;
    if (signal === "SIGKILL") killedAt.push(performance.now());
    output += server.output();
    await server.kill(signal);
  }
  const said = () => output + (servers.a?.output() ?? "") + (servers.b?.output() ?? "");

  async function contact(on: "a" | "b", index: number) {
    const res = await postJson(servers[on]!.base, "/api/contact", {
      name: `Ada ${kind} ${index}`,
      email: `ada-${index}@example.com`,
      company: "",
      message: `Project ${index}: an app.`,
      intent: "estimate",
      page: "/contact-us/",
    });
    expect(res.status).toBe(201);
    leads.push({ id: String(res.json().id), form: "contact", revision: 1, name: `Ada ${kind} ${index}` });
  }
  async function signup(on: "a" | "b", email: string) {
    const res = await postJson(servers[on]!.base, "/api/newsletter", { footer_email: email, page: "/" });
    expect(res.status).toBe(201);
    leads.push({ id: String(res.json().id), form: "newsletter", revision: 1, name: email });
  }
  async function stepTwo(on: "a" | "b", lead: (typeof leads)[number]) {
    const res = await postJson(servers[on]!.base, "/api/contact", {
      id: lead.id,
      interests: ["web"],
      budget: "not-sure",
      timeline: "asap",
    });
    expect(res.status).toBe(200);
    lead.revision = 2;
  }
  const pending = async () => (await store.listDeliveries(["pending", "erasing"])).length;

  /** Kills a server while a try of its is under way at the slow webhook. */
  async function killMidSend(name: "a" | "b") {
    await until("a try under way at the webhook", async () => hook.inFlight > 0, 60_000);
    await stop(name, "SIGKILL");
  }

  /** `leads:retry` every second and a half until told to stop, as a scheduler runs it (what it prints joins `output`). */
  function retryBeside(): { stop(): Promise<void> } {
    let running = true;
    const loop = (async () => {
      while (running) {
        const result = await run(process.execPath, ["--import", "tsx", "scripts/leads-retry.ts"], {
          cwd: ROOT,
          env: { ...process.env, ...env },
        }).catch((error: { stdout: string; stderr: string }) => error);
        output += `${result.stdout}${result.stderr}`;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    })();
    return {
      stop: async () => {
        running = false;
        await loop;
      },
    };
  }

  /**
   * How many times each thing arrived at its receiver: once, but for the cases the README calls at least
   * once, which repeat the same key: the sender was killed (-9) about when the receiver took it, or the
   * receiver's answer came after the try's deadline (the try is logged as cut, and tried again).
   */
  async function expectOnce(what: Destination, arrivals: Map<string, number[]>, expected: string[]) {
    const counts = expected.map((key) => [key, arrivals.get(key)?.length ?? 0]);
    expect([what, counts.filter(([, count]) => count === 0)]).toEqual([what, []]);
    for (const [key, times] of arrivals) {
      if (times.length < 2) continue;
      const lostToKill = killedAt.some((kill) => Math.abs(kill - times[0]) < KILL_WINDOW_MS);
      const row = (await store.deliveriesOf(/[0-9a-f-]{36}/.exec(key)![0])).find((entry) => entry.destination === what);
      const cut = row?.log.some((entry) => entry.outcome?.startsWith("ETIMEDOUT: no complete answer")) ?? false;
      atLeastOnce.push(
        `${what} ${key}: ${times.length} (${lostToKill ? "killed" : cut ? "answered after the deadline" : "?"})`,
      );
      const explained = lostToKill || cut ? true : { times, killedAt, log: row?.log };
      expect([what, key, times.length, explained]).toEqual([what, key, times.length, true]);
    }
  }
  const group = <T>(items: T[], keyOf: (item: T) => string, timeOf: (item: T) => number) => {
    const map = new Map<string, number[]>();
    for (const item of items) map.set(keyOf(item), [...(map.get(keyOf(item)) ?? []), timeOf(item)]);
    return map;
  };

  it(`every destination gets every lead once: ${kills ? "either server killed mid-send, " : ""}two servers, one clock a minute ahead, leads:retry beside, slow receivers`, async () => {
    if (kills) {
      // Server A alone, killed while its tries wait at the webhook: they counted, and another takes them later.
      await start("a");
      for (let index = 0; index < 4; index += 1) await contact("a", index);
      await killMidSend("a");
      // Server B alone (a minute ahead), killed the same way.
      await start("b");
      await contact("b", 4);
      await signup("b", `reader-${kind}-0@example.com`);
      await killMidSend("b");
    }
    await Promise.all([start("a"), start("b")]);
    const retry = retryBeside();
    try {
      for (let index = 10; index < 14; index += 1) await contact(index % 2 ? "a" : "b", index);
      await signup("a", `reader-${kind}-1@example.com`);
      await signup("b", `reader-${kind}-2@example.com`);
      for (const [index, lead] of leads
        .filter((entry) => entry.form === "contact")
        .slice(0, 3)
        .entries()) {
        await stepTwo(index % 2 ? "a" : "b", lead);
      }
      await until("nothing left to deliver", async () => (await pending()) === 0, 120_000);
    } finally {
      await retry.stop();
    }

    const contacts = leads.filter((lead) => lead.form === "contact");
    const signups = leads.filter((lead) => lead.form === "newsletter");
    // The sales inbox: each contact lead's last revision once (an earlier one at most once), read back.
    const notified = mail.messages.filter((message) => message.to === SALES);
    await expectOnce(
      "notify",
      group(
        notified,
        (message) => message.messageId,
        (message) => message.at,
      ),
      contacts.map((lead) => `<${lead.id}.${lead.revision}.notify@www.flatirons.test>`),
    );
    const revised = contacts[0];
    const last = notified.find((message) => message.messageId === `<${revised.id}.2.notify@www.flatirons.test>`)!;
    const index = revised.name.split(" ").at(-1);
    expect(last).toMatchObject({
      subject: `Contact request updated from ${revised.name} (ada-${index}@example.com)`,
      replyTo: `"${revised.name}" <ada-${index}@example.com>`,
      html: false,
    });
    expect(last.text).toContain(`\nName: ${revised.name}\n`);
    expect(last.text).toContain(`\nHow can we help?: Project ${index}: an app.\n`);
    expect(last.text).toContain("\nBudget: Not sure yet\n");
    expect(last.text).toContain("\nIntent: an estimate (estimate)\n");
    expect(last.text).toContain(`\nPage: ${SITE}/contact-us/\n`);
    // The confirmation e-mails: one per signup.
    await expectOnce(
      "confirmation",
      group(
        mail.messages.filter((message) => message.to.startsWith("reader-")),
        (message) => message.messageId,
        (message) => message.at,
      ),
      signups.map((lead) => `<${lead.id}.confirmation@www.flatirons.test>`),
    );
    // Slack: each in the shape Slack takes, each contact lead's last revision once.
    expect(slack.refused).toEqual([]);
    for (const message of slack.posted) expect(slackProblem({ text: message.text, blocks: message.blocks })).toBeNull();
    const slackKey = (message: { blocks?: unknown[] }) =>
      /Lead (\S+), revision (\d)/.exec(JSON.stringify(message.blocks))!.slice(1, 3).join(":");
    await expectOnce(
      "slack",
      group(slack.posted, slackKey, (message) => message.at),
      contacts.map((lead) => `${lead.id}:${lead.revision}`),
    );
    // The webhook: each contact lead's last revision once, by its key; signups unconfirmed: none.
    await expectOnce(
      "webhook",
      hook.acceptedAt,
      contacts.map((lead) => `${lead.id}:${lead.revision}`),
    );
    expect([...hook.accepted.keys()].filter((key) => signups.some((lead) => key.startsWith(lead.id)))).toEqual([]);
    expect(hook.unsigned).toBe(0);
    // What a killed sender left half-done reached nobody; its key was taken once later (or the lead's newer revision).
    for (const key of hook.abandoned.keys()) {
      const lead = leads.find((entry) => key.startsWith(entry.id))!;
      expect([key, hook.accepted.get(key) ?? hook.accepted.get(`${lead.id}:${lead.revision}`)]).toEqual([key, 1]);
    }
    if (kills) expect(hook.abandoned.size).toBeGreaterThan(0);

    // Every try counted: a row's log holds each try it began (a receiver sees at most those).
    const rows = (await Promise.all(leads.map((lead) => store.deliveriesOf(lead.id)))).flat();
    expect(rows.filter((row) => row.state !== "sent").map((row) => [row.id, row.state])).toEqual([]);
    for (const row of rows.filter((entry) => entry.destination === "webhook")) {
      const key = (revision: number) => `${row.leadId}:${revision}`;
      const seen = [1, 2].reduce(
        (sum, revision) => sum + (hook.accepted.get(key(revision)) ?? 0) + (hook.abandoned.get(key(revision)) ?? 0),
        0,
      );
      expect([row.id, row.log.length >= seen]).toEqual([row.id, true]);
    }
    if (kills) {
      // The killed servers' tries: counted, and said to have ended without an outcome.
      expect(
        rows.some((row: DeliveryRow) =>
          row.log.some((entry) => entry.outcome === "no outcome came back within the lease"),
        ),
      ).toBe(true);
    }
    // Nothing failed: no alert.
    expect(mail.messages.filter((message) => message.to === ONCALL)).toEqual([]);
    if (atLeastOnce.length) console.log(`At least once (${kind}):\n${atLeastOnce.join("\n")}`);

    // For a load balancer: up, and ready with the outbox's lag.
    const healthz = await fetch(`${servers.b!.base}/healthz`);
    expect([healthz.status, await healthz.json()]).toEqual([200, { status: "up" }]);
    const readyz = await fetch(`${servers.a!.base}/readyz`);
    expect([readyz.status, await readyz.json()]).toEqual([
      200,
      { ready: true, store: kind === "files" ? "files" : "postgresql", outbox: { due: 0, lagSeconds: 0 } },
    ]);
  }, 300_000);

  it("an erasure while the lead's webhook try is under way waits for it, then tells the webhook, signed", async () => {
    await contact("a", 20);
    const { id } = leads.at(-1)!;
    await until("its webhook try under way", async () => (hook.tries.get(id) ?? 0) > 0 && hook.inFlight > 0, 60_000);
    const erased = await run(
      process.execPath,
      ["--import", "tsx", "scripts/leads-subject.ts", "--email", "ada-20@example.com", "--erase"],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
      },
    );
    expect(erased.stdout).toMatch(
      new RegExp(
        `- lead ${id} \\(contact, \\S+; delivered to .*the webhook on \\S+.*; a signed lead\\.erased event is queued for the webhook; erase it from .*by hand\\)`,
      ),
    );
    expect(hook.accepted.get(`${id}:1`)).toBe(1);
    await until(
      "the erasure told to the webhook",
      async () => (hook.accepted.get(`${id}:erased`) ?? 0) > 0,
      30_000,
    ).catch(async (error: unknown) => {
      console.log(
        said(),
        await store.listDeliveries(["pending", "sent", "failed"]),
        [...hook.tries],
        [...hook.abandoned],
        erased.stdout,
      );
      throw error;
    });
    expect(hook.accepted.get(`${id}:erased`)).toBe(1);
    expect(hook.payloads.at(-1)).toEqual({
      text: `Lead ${id} was erased at its owner's request: erase it here too`,
      event: "lead.erased",
      lead: { id, form: "contact" },
    });
    expect(await store.get(id)).toBeNull();
    expect(await store.deliveriesOf(id)).toEqual([]);
  }, 120_000);

  it("an SMTP relay slower than a try's deadline: no e-mail twice, every try counted and said; once it answers in time, each goes once", async () => {
    // Each answer after 3 s: every step within a step's timeout (4 s), the whole exchange (12 s) past a lease.
    mail.delayMs = 3000;
    const retry = retryBeside();
    const slow: string[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        await signup(index % 2 ? "a" : "b", `slow-${kind}-${index}@example.com`);
        slow.push(leads.at(-1)!.id);
      }
      const rowsOf = async () => Promise.all(slow.map(async (id) => (await store.deliveriesOf(id))[0]));
      await until("three tries of each", async () => (await rowsOf()).every((row) => row.attempts >= 3), 60_000);
      const received = [...mail.messages, ...mail.abandoned].filter((message) => message.to.startsWith(`slow-${kind}`));
      expect(received).toEqual([]);
      for (const row of await rowsOf()) {
        expect(row).toMatchObject({ state: "pending", lastError: "ETIMEDOUT: no complete answer within 4000 ms" });
        expect(said()).toContain(`Confirmation e-mail try 1 of 10 for lead ${row.leadId} failed: ETIMEDOUT`);
      }
      mail.delayMs = 0;
      await until("the e-mails sent", async () => (await rowsOf()).every((row) => row.state === "sent"), 60_000);
    } finally {
      await retry.stop();
    }
    for (const [index] of slow.entries()) {
      expect(mail.messages.filter((message) => message.to === `slow-${kind}-${index}@example.com`)).toHaveLength(1);
    }
  }, 180_000);

  it("a delivery that fails for good, with two servers and leads:retry each able to find it, raises one alert", async () => {
    // Three tries in all; the webhook answers 500 to every one.
    env = { ...env, LEADS_WEBHOOK_MAX_ATTEMPTS: "3" };
    await Promise.all([stop("a", "SIGTERM"), stop("b", "SIGTERM")]);
    await Promise.all([start("a"), start("b")]);
    hook.mode = "error";
    const retry = retryBeside();
    let id = "";
    try {
      await contact("b", 30);
      id = leads.at(-1)!.id;
      const rowsOf = async () => store.deliveriesOf(id);
      await until(
        "the webhook failed for good, the others sent",
        async () => (await rowsOf()).every((row) => row.state === (row.destination === "webhook" ? "failed" : "sent")),
        60_000,
      );
      await until("the alert sent", async () => mail.messages.some((message) => message.to === ONCALL), 30_000);
      // More passes of both servers and of leads:retry find the failed row: nothing more is said.
      const passes = (said().match(/ failed in all\./g) ?? []).length;
      await until(
        "two more leads:retry runs",
        async () => (said().match(/ failed in all\./g) ?? []).length >= passes + 2,
      );
      expect(await rowsOf()).toEqual(
        expect.arrayContaining([expect.objectContaining({ destination: "webhook", state: "failed", attempts: 3 })]),
      );
    } finally {
      await retry.stop();
      hook.mode = "slow";
    }
    const alerts = mail.messages.filter((message) => message.to === ONCALL);
    expect(alerts.map((message) => [message.subject, message.messageId])).toEqual([
      ["[www.flatirons.test] Lead delivery failed: the webhook", `<alert.failed.${id}.webhook@www.flatirons.test>`],
    ]);
    expect(alerts[0].text).toContain(
      `the delivery of lead ${id} to the webhook failed for good after 3 tries: HTTP_500: the webhook answered 500.`,
    );
    const line = `Lead delivery alert: the delivery of lead ${id} to the webhook failed for good after 3 tries`;
    expect(said().split(line).length - 1).toBe(1);
    // The lead still reached the sales inbox and Slack, once each.
    expect(mail.messages.filter((message) => message.messageId === `<${id}.1.notify@www.flatirons.test>`)).toHaveLength(
      1,
    );
    expect(
      slack.posted.filter((message) => JSON.stringify(message.blocks).includes(`Lead ${id}, revision 1`)),
    ).toHaveLength(1);
  }, 120_000);
});
