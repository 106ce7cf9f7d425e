/**
 * A webhook receiver on 127.0.0.1 for outbox and route tests: it verifies each
 * request's signature and counts what it accepted per Idempotency-Key (lead id
 * and revision). Its mode says how it answers: "ok" 204, "error" 500,
 * "down" cuts the connection, "slow" answers 204 after `slowMs`, "redirect" 307 to `redirectTo`.
 * A request whose sender has gone by the time it would be answered (its try cut at its deadline, its
 * process killed) is not accepted: it counts in `abandoned` (a receiver that acts before it answers must
 * drop the repeat that follows by its Idempotency-Key).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhookSignature } from "../../src/leads/server/delivery/webhook-signature";

export type ReceiverMode = "ok" | "error" | "down" | "slow" | "redirect";

export class WebhookReceiver {
  mode: ReceiverMode = "ok";
  slowMs = 300;
  redirectTo = "";
  /** The Idempotency-Key of every request, in the order they came. */
  readonly keys: string[] = [];
  /** Accepted deliveries per Idempotency-Key. */
  readonly accepted = new Map<string, number>();
  /** Requests per lead id, whatever the answer. */
  readonly tries = new Map<string, number>();
  /** Requests per Idempotency-Key whose sender went away before its answer. */
  readonly abandoned = new Map<string, number>();
  /** When each accepted request was answered (performance.now()), per Idempotency-Key. */
  readonly acceptedAt = new Map<string, number[]>();
  /** Requests received and not yet answered. */
  inFlight = 0;
  /** The payload of every accepted delivery, in order. */
  readonly payloads: unknown[] = [];
  unsigned = 0;
  url = "";
  private readonly server: http.Server;

  constructor(private readonly secret: string | null) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => void this.answer(req, res, Buffer.concat(chunks)));
    });
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const payload = JSON.parse(body.toString("utf8")) as { lead: { id: string } };
    this.tries.set(payload.lead.id, (this.tries.get(payload.lead.id) ?? 0) + 1);
    this.keys.push(String(req.headers["idempotency-key"]));
    if (this.secret) {
      const header = (name: string) => req.headers[name] as string | undefined;
      const trusted = verifyWebhookSignature({
        secret: this.secret,
        body,
        timestamp: header("x-leads-timestamp"),
        signature: header("x-leads-signature"),
      });
      if (!trusted) {
        this.unsigned += 1;
        res.writeHead(401).end();
        return;
      }
    }
    const mode = this.mode;
    if (mode === "down") {
      req.socket.destroy();
      return;
    }
    if (mode === "redirect") {
      res.writeHead(307, { Location: this.redirectTo }).end();
      return;
    }
    if (mode === "error") {
      res.writeHead(500).end();
      return;
    }
    if (mode === "slow") {
      this.inFlight += 1;
      await new Promise((resolve) => setTimeout(resolve, this.slowMs));
      this.inFlight -= 1;
    }
    const key = String(req.headers["idempotency-key"]);
    if (req.socket.destroyed) {
      this.abandoned.set(key, (this.abandoned.get(key) ?? 0) + 1);
      return;
    }
    this.accepted.set(key, (this.accepted.get(key) ?? 0) + 1);
    this.acceptedAt.set(key, [...(this.acceptedAt.get(key) ?? []), performance.now()]);
    this.payloads.push(payload);
    res.writeHead(204).end();
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
