/**
 * A Slack incoming webhook as a test double: it takes a message only in the shape Slack documents for one
 * (api.slack.com/messaging/webhooks; Block Kit's header, section and context blocks and their limits) and
 * answers as Slack does, 200 `ok`, or 400 `invalid_payload` / `invalid_blocks` with nothing posted. With
 * `delayMs` it answers that much later; a message whose sender has gone by then is not posted (`abandoned`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const TOP_LEVEL = new Set(["text", "blocks", "mrkdwn", "unfurl_links", "unfurl_media", "thread_ts"]);
const isText = (value: unknown, type?: string) =>
  typeof value === "object" &&
  value !== null &&
  ((value as { type?: unknown }).type === "plain_text" || (value as { type?: unknown }).type === "mrkdwn") &&
  (!type || (value as { type: string }).type === type) &&
  typeof (value as { text?: unknown }).text === "string" &&
  (value as { text: string }).text.length > 0;
const length = (value: unknown) => [...(value as { text: string }).text].length;

/** Why Slack would refuse `body` ("invalid_payload", "invalid_blocks: …"), or null when it takes it. */
export function slackProblem(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "invalid_payload";
  const message = body as Record<string, unknown>;
  const unknown = Object.keys(message).filter((key) => !TOP_LEVEL.has(key));
  if (unknown.length) return `invalid_payload: unknown fields ${unknown.join(", ")}`;
  if (typeof message.text !== "string" || !message.text) return "invalid_payload: no text";
  if (message.blocks === undefined) return null;
  if (!Array.isArray(message.blocks) || message.blocks.length === 0 || message.blocks.length > 50) {
    return "invalid_blocks: 1 to 50 blocks";
  }
  for (const [index, block] of (message.blocks as Array<Record<string, unknown>>).entries()) {
    const where = `invalid_blocks: block ${index}`;
    if (block.type === "header") {
      if (!isText(block.text, "plain_text") || length(block.text) > 150)
        return `${where}: a header is plain text of 1 to 150 characters`;
    } else if (block.type === "section") {
      const fields = block.fields as unknown[] | undefined;
      if (block.text === undefined && fields === undefined) return `${where}: a section needs text or fields`;
      if (block.text !== undefined && (!isText(block.text) || length(block.text) > 3000))
        return `${where}: text of 1 to 3000 characters`;
      if (
        fields !== undefined &&
        (!Array.isArray(fields) || fields.length > 10 || fields.some((field) => !isText(field) || length(field) > 2000))
      ) {
        return `${where}: at most 10 fields of 1 to 2000 characters`;
      }
    } else if (block.type === "context") {
      const elements = block.elements as unknown[];
      if (
        !Array.isArray(elements) ||
        elements.length === 0 ||
        elements.length > 10 ||
        elements.some((e) => !isText(e) || length(e) > 3000)
      ) {
        return `${where}: 1 to 10 text elements`;
      }
    } else if (block.type !== "divider") return `${where}: unknown type ${String(block.type)}`;
  }
  return null;
}

export class SlackReceiver {
  /** Every message Slack would have posted, in order, with when (performance.now()). */
  readonly posted: Array<{ text: string; blocks?: unknown[]; at: number }> = [];
  /** Every refusal, with its reason. */
  readonly refused: string[] = [];
  /** Messages whose sender went away before they were answered. */
  readonly abandoned: Array<{ text: string; blocks?: unknown[] }> = [];
  delayMs = 0;
  url = "";
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = undefined;
      }
      const problem = req.headers["content-type"]?.startsWith("application/json")
        ? slackProblem(body)
        : "invalid_payload";
      if (problem) {
        this.refused.push(problem);
        res.writeHead(400, { "content-type": "text/plain" }).end(problem.split(":")[0]);
        return;
      }
      if (req.socket.destroyed) {
        this.abandoned.push(body as { text: string });
        return;
      }
      this.posted.push({ ...(body as { text: string; blocks?: unknown[] }), at: performance.now() });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/services/T000/B000/test`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
