/**
 * How many connections the production server holds, and for how long, so that no single client can take
 * it: about 20,000 slow connections from one address once held every file descriptor the process had, and
 * every other visitor's request was reset for most of a minute.
 *
 * - In all, at most SERVER_MAX_CONNECTIONS, which must leave room below the process's open-file limit
 *   (read from /proc/self/limits; Node raises the soft limit to the hard one as it starts) for the files,
 *   database connections and outbound requests the server opens itself: the default is 10,000, or less when
 *   the limit asks for it. Past it, a new connection is closed at once.
 * - From one client address (an IPv6 address's /64), at most SERVER_MAX_CONNECTIONS_PER_ADDRESS (default
 *   256: a browser opens six to a site, an office behind one address some dozens): past it, closed at once.
 *   A trusted proxy's connections (LEADS_TRUSTED_PROXIES) carry every visitor behind it, so they count in the
 *   total only; the proxy limits each visitor (src/server/README.md says what it should do).
 * - A connection sends its request's headers within SERVER_HEADERS_TIMEOUT_MS (10 s) and its whole request
 *   within SERVER_REQUEST_TIMEOUT_MS (30 s), is closed after SERVER_IDLE_TIMEOUT_MS (30 s) with nothing
 *   sent either way, and waits SERVER_KEEP_ALIVE_TIMEOUT_MS (5 s) for the next request; Node checks every
 *   second (the default is every 30 s).
 *
 * A refused connection is closed unread: a client that opens more than its share learns nothing else.
 * The refusals are counted and logged once a minute, without addresses.
 */
import { readFileSync } from "node:fs";
import type { Server, Socket } from "node:net";
import { type Env, type ProxySettings, fromTrustedProxy, normalizeAddress, rateLimitSubject } from "../leads/server";

export interface ConnectionLimits {
  /** Connections held at once, in all. */
  maxConnections: number;
  /** Connections held at once from one client address (an IPv6 /64); a trusted proxy's are not counted here. */
  maxPerAddress: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_MAX_CONNECTIONS = 10_000;
export const DEFAULT_MAX_PER_ADDRESS = 256;
/** File descriptors kept for the server's own files, database pool, outbound requests and logs. */
export const RESERVED_FILES = 256;
/** How often Node closes connections past their header or request time. */
export const TIMEOUT_CHECK_MS = 1000;

/** The process's open-file limit (soft), from /proc/self/limits; null where it cannot be read. */
export function openFileLimit(limitsText?: string): number | null {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync("/proc/self/limits", "utf8");
    } catch {
      return null;
    }
  }
  const soft = /^Max open files\s+(\d+|unlimited)\s/m.exec(text)?.[1];
  if (soft === undefined) return null;
  return soft === "unlimited" ? Number.MAX_SAFE_INTEGER : Number(soft);
}

/** The most connections `openFiles` leaves room for: all but the reserve, or half of a small limit. */
export function connectionsAllowedBy(openFiles: number): number {
  return Math.max(Math.floor(openFiles / 2), openFiles - RESERVED_FILES);
}

export interface LoadedLimits {
  limits: ConnectionLimits;
  /** Settings the server cannot start with, one sentence each. */
  problems: string[];
  /** What the server says at start: the limits it keeps and the open-file limit they come from. */
  notice: string;
}

export function loadConnectionLimits(env: Env, openFiles: number | null = openFileLimit()): LoadedLimits {
  const problems: string[] = [];
  const allowed = openFiles === null ? DEFAULT_MAX_CONNECTIONS : connectionsAllowedBy(openFiles);
  const setting = (name: string, fallback: number, min: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min) return value;
    problems.push(`${name} must be a whole number of at least ${min}; got "${raw}"`);
    return fallback;
  };
  const maxConnections = setting("SERVER_MAX_CONNECTIONS", Math.min(DEFAULT_MAX_CONNECTIONS, allowed), 1);
  if (openFiles !== null && maxConnections > allowed) {
    problems.push(
      `SERVER_MAX_CONNECTIONS (${maxConnections}) leaves too few of the ${openFiles} files this process may open: ` +
        `set at most ${allowed}, or raise the limit (ulimit -n, LimitNOFILE=)`,
    );
  }
  const maxPerAddress = setting("SERVER_MAX_CONNECTIONS_PER_ADDRESS", DEFAULT_MAX_PER_ADDRESS, 1);
  const limits: ConnectionLimits = {
    maxConnections,
    maxPerAddress: Math.min(maxPerAddress, maxConnections),
    headersTimeoutMs: setting("SERVER_HEADERS_TIMEOUT_MS", 10_000, 1000),
    requestTimeoutMs: setting("SERVER_REQUEST_TIMEOUT_MS", 30_000, 1000),
    idleTimeoutMs: setting("SERVER_IDLE_TIMEOUT_MS", 30_000, 1000),
    keepAliveTimeoutMs: setting("SERVER_KEEP_ALIVE_TIMEOUT_MS", 5000, 1000),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    problems.push("SERVER_HEADERS_TIMEOUT_MS must not be longer than SERVER_REQUEST_TIMEOUT_MS");
  }
  const files = openFiles === null ? "the open-file limit could not be read" : `open-file limit ${openFiles}`;
  const notice =
    `Connections: at most ${limits.maxConnections} in all and ${limits.maxPerAddress} per client address (${files}); ` +
    `headers within ${limits.headersTimeoutMs / 1000} s, a request within ${limits.requestTimeoutMs / 1000} s, ` +
    `idle ${limits.idleTimeoutMs / 1000} s, keep-alive ${limits.keepAliveTimeoutMs / 1000} s.`;
  return { limits, problems, notice };
}

/** Refusals are told at most this often. */
const REPORT_EVERY_MS = 60_000;

/**
 * Keeps `server` within the limits' connection counts (the timeouts are the HTTP server's own options):
 * a connection past either count is closed before anything is read from it.
 */
export function limitConnections(
  server: Server,
  limits: Pick<ConnectionLimits, "maxConnections" | "maxPerAddress">,
  proxy: ProxySettings,
  log: Pick<Console, "error"> = console,
): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  const refused = { perAddress: 0, inAll: 0 };
  let reporting: NodeJS.Timeout | null = null;
  const report = () => {
    reporting ??= setTimeout(() => {
      reporting = null;
      log.error(
        `Connections refused in the last minute: ${refused.perAddress} over ${limits.maxPerAddress} from one address, ` +
          `${refused.inAll} over ${limits.maxConnections} in all`,
      );
      refused.perAddress = 0;
      refused.inAll = 0;
    }, REPORT_EVERY_MS).unref();
  };
  // Node closes a connection past maxConnections itself, and says so here.
  server.on("drop", () => {
    refused.inAll += 1;
    report();
  });
  server.prependListener("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || fromTrustedProxy({ headers: {}, socket }, proxy)) return;
    const key = rateLimitSubject(normalizeAddress(address));
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxPerAddress) {
      refused.perAddress += 1;
      report();
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
