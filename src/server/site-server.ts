/**
 * The production server for self-hosting (`npm start`, `npm run serve`): the
 * built site from public/ and the lead routes, on Fastify.
 *
 * - Static files served as the build compressed them (`<file>.br`, `<file>.gz`
 *   beside each text file, precompress.ts) for a browser that accepts them,
 *   never compressed again per request; with ETag, Last-Modified and Vary:
 *   Accept-Encoding; hashed bundles cached for a year, everything else
 *   revalidated. Files up to 512 KB from memory once read (static-files.ts),
 *   the rest through @fastify/static. Directory paths serve their index.html, a
 *   path without its trailing slash is redirected to it, a moved page's old
 *   address to where it is now (page-redirects.ts, the build's `_redirects`), a
 *   missing page gets 404.html with status 404.
 * - The lead routes enter lead capture through its one public module
 *   (src/leads/server): the handler reads its own body with its 64 KB limit and
 *   returns a reply, written here as it is; a declared length over the limit or
 *   a multipart body is refused before anything is read, closing the connection.
 * - A request's path is read once (request-path.ts: decoded, slashes merged, dot segments resolved) and
 *   its file, route and headers are all looked up by that one value; another spelling of a path that
 *   names a file or page is answered 301 (308 for other methods) to the canonical one.
 * - No single client can take it (connection-limits.ts): connections are counted in all and per client
 *   address, and closed past their header, request, idle and keep-alive times.
 * - Headers given as a table (header-rules.ts) are added to every answer that
 *   did not set them itself (a route's no-store, an outcome page's own policy);
 *   no X-Powered-By and no CORS headers (the site calls its own routes only).
 * - The other routes of lead capture (form token, consent records, the newsletter's confirmation link).
 * - The lead worker delivers stored leads to every destination set, when woken and every minute.
 * - GET /healthz (the process is up) and GET /readyz (the lead store answers; the outbox's lag), for a load balancer.
 * - Settings lead capture cannot use safely stop the server at start, each said in one sentence; what
 *   they leave out (no SMTP_URL, no LEADS_SECRET) is said at start.
 * - close() stops taking connections, finishes the requests under way (new
 *   ones get 503), stops the worker and closes the database pool.
 */
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import {
  BODY_MESSAGES,
  LEAD_FORMS,
  type LeadReply,
  type LeadWorker,
  MAX_LEAD_BODY_BYTES,
  SITE_ROUTES,
  answerMode,
  closeSharedLeadStores,
  explain,
  fileStoreAdvice,
  handleLeadRequest,
  leadForm,
  loadLeadsConfig,
  readiness,
  refused,
  reply as leadReply,
  startLeadWorker,
} from "../leads/server";
import { DEFAULT_REPORT_URI, cacheControlFor } from "../security/headers";
import { createCspReportHandler, loadCspReportConfig } from "../security/server/csp-report";
import { TIMEOUT_CHECK_MS, limitConnections, loadConnectionLimits } from "./connection-limits";
import { type HeaderRule, type HeadersFor, headersFromRules } from "./header-rules";
import { loadPageRedirects, pageRedirectFor } from "./page-redirects";
import { type RequestPath, isServed, movedTarget, readRequestPath } from "./request-path";
import { staticFiles } from "./static-files";

export interface SiteServerOptions {
  /** The built site (public/). */
  publicDir: string;
  /** Headers to add by path: a table in Gatsby's format, or a function. */
  headers?: readonly HeaderRule[] | HeadersFor;
  /** How often the lead worker runs besides when woken; 0 for only when woken (default one minute). */
  outboxIntervalMs?: number;
  /** The environment the connection limits are read from (connection-limits.ts; default the process's). */
  env?: NodeJS.ProcessEnv;
}

const LEAD_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const JSON_TYPE = "application/json; charset=utf-8";

const send = (reply: FastifyReply, { status, headers, body }: LeadReply) =>
  reply.code(status).headers(headers).send(body);

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** What follows the path in a request's URL (its query), kept on a redirect. */
const queryOf = (url: string): string => url.slice(pathOf(url).length);

/** What an unreadable path is answered as (the 404 page, or 400), for its headers. */
const UNREADABLE_PATH = "/404.html";
const UNREADABLE_MESSAGE = "This address cannot be read.";
const readPaths = new WeakMap<IncomingMessage, RequestPath>();
/** The request's path, read once (request-path.ts): every hook and handler uses this one value. */
function requestPathOf(request: FastifyRequest): RequestPath {
  let read = readPaths.get(request.raw);
  if (!read) {
    read = readRequestPath(pathOf(request.url));
    readPaths.set(request.raw, read);
  }
  return read;
}
/** The path the request's file, route and headers are looked up by. */
const sitePathOf = (request: FastifyRequest): string => {
  const read = requestPathOf(request);
  return read.kind === "unreadable" ? UNREADABLE_PATH : read.path;
};

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const leads = loadLeadsConfig(env);
  const connections = loadConnectionLimits(env);
  const problems = [...leads.problems, ...connections.problems];
  if (problems.length) throw new Error(problems.join("\n"));
  for (const notice of leads.notices) console.error(notice);
  const storeAdvice = leads.databaseUrl ? null : await fileStoreAdvice(leads.dir);
  if (storeAdvice) console.error(storeAdvice);
  console.log(connections.notice);
  const { limits } = connections;
  const publicDir = path.resolve(options.publicDir);
  const headersFor: HeadersFor =
    typeof options.headers === "function" ? options.headers : headersFromRules(options.headers ?? []);
  const app = Fastify({
    logger: false,
    return503OnClosing: true,
    // A slow client cannot hold a connection open for long (connection-limits.ts).
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    bodyLimit: MAX_LEAD_BODY_BYTES,
    // A path whose encoding is broken never reaches a hook: answered here, with the table's headers and without
    // repeating the path (Fastify's own answer quotes it).
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const body = JSON.stringify({ message: status === 414 ? "This address is too long." : UNREADABLE_MESSAGE });
      reply.raw.writeHead(status, {
        ...headersFor(UNREADABLE_PATH, status),
        "cache-control": "no-store",
        "content-type": JSON_TYPE,
        "content-length": Buffer.byteLength(body),
      });
      reply.raw.end(body);
    },
  });
  limitConnections(app.server, limits, leads.proxy);
  // No body parsing anywhere: multipart and every other type stay unread unless a route reads them itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
  const routeForms = new Map(LEAD_FORMS.map((form) => [leadForm(form).route, form]));
  const heldFile = staticFiles(publicDir);
  app.addHook("onRequest", async (request, reply) => {
    const read = requestPathOf(request);
    if (read.kind === "unreadable") {
      if (read.status === 404) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .code(400)
        .type(JSON_TYPE)
        .send(JSON.stringify({ message: UNREADABLE_MESSAGE }));
    }
    if (read.kind === "moved") {
      // Another spelling of a path: the visitor is sent to the one path its file and policy are looked up by.
      const target = await movedTarget(publicDir, read.path);
      if (!target) {
        reply.callNotFound();
        return reply;
      }
      const method = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
      return reply.redirect(`${target}${queryOf(request.url)}`, method);
    }
    const urlPath = read.path;
    if (!isServed(urlPath)) {
      reply.callNotFound();
      return reply;
    }
    const form = routeForms.get(urlPath);
    if (!form) {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const held = await heldFile(urlPath, request.headers);
      if (!held) return;
      await reply
        .code(held.status)
        .headers(held.headers)
        .send(held.body ?? undefined);
      return reply;
    }
    const type = request.headers["content-type"]?.toLowerCase() ?? "";
    const declared = Number(request.headers["content-length"]);
    const status = type.startsWith("multipart/")
      ? 415
      : Number.isFinite(declared) && declared > MAX_LEAD_BODY_BYTES
        ? 413
        : null;
    if (!status) return;
    const message = status === 415 ? BODY_MESSAGES.unsupportedType : BODY_MESSAGES.tooLarge(MAX_LEAD_BODY_BYTES);
    // Answered as the route answers it: JSON for a script, a page for a browser's own form post.
    await send(reply, leadReply(form, answerMode(request.headers), refused(status, message), request.headers));
    return reply;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const urlPath = sitePathOf(request);
    for (const [name, value] of Object.entries(headersFor(urlPath, reply.statusCode))) {
      // What a route set itself (its caching, an outcome page's own policy) stands.
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", cacheControlFor(urlPath));
    if (!urlPath.startsWith("/api/")) reply.header("vary", "Accept-Encoding");
    reply.removeHeader("x-powered-by");
    // Refused or never read: close the connection rather than receive the rest.
    const { headers, raw } = request;
    const announced = (headers["content-length"] && headers["content-length"] !== "0") || headers["transfer-encoding"];
    if (announced && !raw.readableEnded) reply.header("connection", "close");
    return payload;
  });

  for (const form of LEAD_FORMS) {
    app.route({
      method: [...LEAD_METHODS],
      url: leadForm(form).route,
      handler: async (request, reply) => send(reply, await handleLeadRequest(form, request.raw)),
    });
  }
  // The form token, consent records and the newsletter's confirmation link (src/leads/server/request/site-routes.ts).
  for (const [url, handle] of Object.entries(SITE_ROUTES)) {
    app.route({
      method: [...LEAD_METHODS],
      url,
      handler: async (request, reply) => send(reply, await handle(request.raw)),
    });
  }
  // For a load balancer: the process is up; the lead store answers (and how far behind its outbox is).
  app.get("/healthz", async (_request, reply) =>
    reply.code(200).type(JSON_TYPE).header("cache-control", "no-store").send('{"status":"up"}'),
  );
  app.get("/readyz", async (_request, reply) => {
    const { status, body } = await readiness(loadLeadsConfig());
    return reply.code(status).type(JSON_TYPE).header("cache-control", "no-store").send(JSON.stringify(body));
  });
  // Where the header table's policy asks browsers to send violation reports (src/api/csp-report.ts on a CDN host).
  const handleCspReport = createCspReportHandler(loadCspReportConfig());
  app.route({
    method: [...LEAD_METHODS],
    url: DEFAULT_REPORT_URI,
    handler: async (request, reply) => {
      await handleCspReport(request.raw, {
        status: (code) => reply.code(code),
        setHeader: (name, value) => reply.header(name, value),
        json: (body) => reply.type(JSON_TYPE).send(JSON.stringify(body)),
        end: () => reply.send(),
      });
      return reply;
    },
  });

  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: "/",
    index: ["index.html"],
    redirect: true,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    serveDotFiles: false,
  });

  const notFoundPage = existsSync(path.join(publicDir, "404.html"));
  const pageRedirects = loadPageRedirects(publicDir);
  app.setNotFoundHandler((request, reply) => {
    // A moved page's old address (page-redirects.ts): sent on before any 404, as the deploy host does.
    const moved =
      request.method === "GET" || request.method === "HEAD"
        ? pageRedirectFor(pageRedirects, sitePathOf(request))
        : null;
    if (moved) return reply.redirect(`${moved.to}${queryOf(request.url)}`, moved.status);
    if (sitePathOf(request).startsWith("/api/") || !notFoundPage) {
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
    if (status === 500) console.error(`${request.method} ${sitePathOf(request)} failed: ${explain(error)}`);
    if (status === 500 && !sitePathOf(request).startsWith("/api/") && existsSync(path.join(publicDir, "500.html"))) {
      return reply.code(500).sendFile("500.html");
    }
    return reply
      .code(status)
      .type(JSON_TYPE)
      .send(JSON.stringify({ message: "Something went wrong. Please try again later." }));
  });

  let worker: LeadWorker | null = null;
  app.addHook("onReady", async () => {
    worker = startLeadWorker({ intervalMs: options.outboxIntervalMs ?? 60_000, upkeep: true });
  });
  app.addHook("onClose", async () => {
    await worker?.stop();
    await closeSharedLeadStores();
  });
  return app;
}
