/**
 * The production server for self-hosting (`npm start`, `npm run serve`): the
 * built site from public/ and the lead routes, on Fastify.
 *
 * - Static files through @fastify/static, compressed by @fastify/compress
 *   (brotli or gzip), with ETag and Last-Modified; hashed bundles cached for a
 *   year, everything else revalidated (cache-control.ts). Directory paths serve
 *   their index.html, a path without its trailing slash is redirected to it, a
 *   missing page gets 404.html with status 404.
 * - The lead routes call the same handler as the Gatsby Functions
 *   (handleLeadRequest), loaded once with the server. No body is parsed by the
 *   framework: the handler reads its own with its 64 KB limit; a declared
 *   length over it is refused before anything is read and multipart is
 *   refused outright, both closing the connection so nothing more is received.
 * - Headers given as a table (header-rules.ts) are added to every answer; the
 *   server adds no X-Powered-By and no CORS headers (the site calls its own routes only).
 * - With a webhook configured, the outbox worker runs every minute.
 * - close() stops taking connections, finishes the requests under way (new
 *   ones get 503), stops the worker and closes the database pool.
 */
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import { LEAD_FORMS, LEAD_ROUTES, MAX_LEAD_BODY_BYTES } from "../leads/shared/lead-forms";
import type { LeadResponse } from "../leads/server/handler";
import { handleLeadRequest } from "../leads/server/lead-route";
import { closeSharedLeadStores } from "../leads/server/open-store";
import { type OutboxWorker, startOutboxWorker } from "../leads/server/outbox-worker";
import { BODY_MESSAGES } from "../leads/server/request-body";
import { DEFAULT_REPORT_URI, cacheControlFor } from "../security/headers";
import { createCspReportHandler, loadCspReportConfig } from "../security/server/csp-report";
import { answerMode, backPath } from "../leads/server/form-post";
import { OUTCOME_TITLES, renderOutcomePage } from "../leads/server/outcome-page";
import { type HeaderRule, type HeadersFor, headersFromRules } from "./header-rules";

export interface SiteServerOptions {
  /** The built site (public/). */
  publicDir: string;
  /** Headers to add by path: a table in Gatsby's format, or a function. */
  headers?: readonly HeaderRule[] | HeadersFor;
  /** How often the outbox worker runs; 0 to not run it (default one minute). */
  outboxIntervalMs?: number;
}

const LEAD_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A body refused before it is read, answered as the lead routes answer it (src/leads/server/answer.ts):
 * JSON for a script, an HTML page with the same status for a browser's own form post.
 */
function refuseBody(request: FastifyRequest, reply: FastifyReply, status: 413 | 415, message: string): void {
  reply.code(status);
  if (answerMode(request.headers) === "json") {
    reply.type(JSON_TYPE).send(JSON.stringify({ message }));
    return;
  }
  const form = LEAD_FORMS.find((name) => pathOf(request.url) === LEAD_ROUTES[name]);
  const back = form ? backPath(form, request.headers) : "/";
  reply.type("text/html; charset=utf-8").send(renderOutcomePage({ title: OUTCOME_TITLES.failed, text: message, back }));
}

/** The Express-like response the lead handler writes to, over Fastify's reply. */
function leadResponse(reply: FastifyReply): LeadResponse {
  const res: LeadResponse = {
    status(code) {
      reply.code(code);
      return res;
    },
    setHeader(name, value) {
      reply.header(name, value);
    },
    json(body) {
      reply.type(JSON_TYPE).send(JSON.stringify(body));
      return res;
    },
    send(body) {
      reply.send(body);
      return res;
    },
  };
  return res;
}

/** True when the request announced a body that nothing has read. */
function hasUnreadBody(request: FastifyRequest): boolean {
  const { headers, raw } = request;
  const announced = (headers["content-length"] && headers["content-length"] !== "0") || headers["transfer-encoding"];
  return Boolean(announced) && !raw.readableEnded;
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const publicDir = path.resolve(options.publicDir);
  const headersFor: HeadersFor =
    typeof options.headers === "function" ? options.headers : headersFromRules(options.headers ?? []);

  const app = Fastify({
    logger: false,
    return503OnClosing: true,
    // A slow client cannot hold a connection open forever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    bodyLimit: MAX_LEAD_BODY_BYTES,
  });

  // No body parsing anywhere: multipart and every other type stay unread unless a route reads them itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  app.addHook("onRequest", async (request, reply) => {
    const type = request.headers["content-type"]?.toLowerCase() ?? "";
    const declared = Number(request.headers["content-length"]);
    if (type.startsWith("multipart/")) refuseBody(request, reply, 415, BODY_MESSAGES.unsupportedType);
    else if (Number.isFinite(declared) && declared > MAX_LEAD_BODY_BYTES)
      refuseBody(request, reply, 413, BODY_MESSAGES.tooLarge(MAX_LEAD_BODY_BYTES));
    return reply.sent ? reply : undefined;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const urlPath = pathOf(request.url);
    const routeSetCaching = reply.hasHeader("cache-control");
    for (const [name, value] of Object.entries(headersFor(urlPath, reply.statusCode))) {
      // A route's own caching (the lead routes' no-store) stands.
      if (name.toLowerCase() === "cache-control" && routeSetCaching) continue;
      reply.header(name, value);
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", cacheControlFor(urlPath));
    reply.removeHeader("x-powered-by");
    // Refused or never read: close the connection rather than receive the rest.
    if (hasUnreadBody(request)) reply.header("connection", "close");
    return payload;
  });

  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  for (const form of LEAD_FORMS) {
    app.route({
      method: [...LEAD_METHODS],
      url: LEAD_ROUTES[form],
      handler: async (request, reply) => {
        await handleLeadRequest(form, request.raw, leadResponse(reply));
        return reply;
      },
    });
  }

  // Where the header table's policy asks browsers to send violation reports (src/api/csp-report.ts on a CDN host).
  const handleCspReport = createCspReportHandler(loadCspReportConfig());
  app.route({
    method: [...LEAD_METHODS],
    url: DEFAULT_REPORT_URI,
    handler: async (request, reply) => {
      await handleCspReport(request.raw, { ...leadResponse(reply), end: () => reply.send() });
      return reply;
    },
  });

  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: "/",
    index: ["index.html"],
    redirect: true,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    serveDotFiles: false,
  });

  const notFoundPage = existsSync(path.join(publicDir, "404.html"));
  app.setNotFoundHandler((request, reply) => {
    if (pathOf(request.url).startsWith("/api/") || !notFoundPage) {
      return reply
        .code(404)
        .type(JSON_TYPE)
        .send(JSON.stringify({ message: "Not found." }));
    }
    return reply.code(404).sendFile("404.html");
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // Never the request's content: only where and what kind of error.
    if (status === 500)
      console.error(`${request.method} ${pathOf(request.url)} failed: ${error.name} (${error.code ?? "no code"})`);
    if (status === 500 && !pathOf(request.url).startsWith("/api/") && existsSync(path.join(publicDir, "500.html"))) {
      return reply.code(500).sendFile("500.html");
    }
    return reply
      .code(status)
      .type(JSON_TYPE)
      .send(JSON.stringify({ message: "Something went wrong. Please try again later." }));
  });

  const intervalMs = options.outboxIntervalMs ?? 60_000;
  let worker: OutboxWorker | null = null;
  app.addHook("onReady", async () => {
    if (intervalMs > 0) worker = startOutboxWorker(intervalMs);
  });
  app.addHook("onClose", async () => {
    await worker?.stop();
    await closeSharedLeadStores();
  });
  return app;
}
