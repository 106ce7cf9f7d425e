/** @jest-environment node */
import net from "node:net";
import { NO_PROXY, loadLeadsConfig } from "../leads/server";
import { until } from "../../tests/support/poll";
import { limitConnections, loadConnectionLimits, openFileLimit } from "./connection-limits";

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63413                63413                processes
Max open files            4096                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe("the open-file limit", () => {
  it("is the soft limit of /proc/self/limits", () => {
    expect(openFileLimit(LIMITS)).toBe(4096);
    expect(openFileLimit(LIMITS.replace("4096 ", "unlimited "))).toBe(Number.MAX_SAFE_INTEGER);
    expect(openFileLimit("no such line")).toBeNull();
    expect(openFileLimit()).toBeGreaterThan(0);
  });
});

describe("loadConnectionLimits", () => {
  it("keeps the total below the open-file limit, with room for the server's own files, and says so", () => {
    expect(loadConnectionLimits({}, 20_000)).toEqual({
      limits: {
        maxConnections: 10_000,
        maxPerAddress: 256,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        idleTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5000,
      },
      problems: [],
      notice:
        "Connections: at most 10000 in all and 256 per client address (open-file limit 20000); " +
        "headers within 10 s, a request within 30 s, idle 30 s, keep-alive 5 s.",
    });
    expect(loadConnectionLimits({}, 1024).limits.maxConnections).toBe(768);
    expect(loadConnectionLimits({}, 256).limits.maxConnections).toBe(128);
    expect(loadConnectionLimits({}, null).notice).toContain("(the open-file limit could not be read)");
  });

  it("refuses to start with settings it cannot keep, one sentence each", () => {
    expect(loadConnectionLimits({ SERVER_MAX_CONNECTIONS: "5000" }, 4096).problems).toEqual([
      "SERVER_MAX_CONNECTIONS (5000) leaves too few of the 4096 files this process may open: set at most 3840, or raise the limit (ulimit -n, LimitNOFILE=)",
    ]);
    expect(
      loadConnectionLimits({ SERVER_MAX_CONNECTIONS_PER_ADDRESS: "many", SERVER_HEADERS_TIMEOUT_MS: "60000" }, 4096)
        .problems,
    ).toEqual([
      'SERVER_MAX_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1; got "many"',
      "SERVER_HEADERS_TIMEOUT_MS must not be longer than SERVER_REQUEST_TIMEOUT_MS",
    ]);
  });
});

describe("limitConnections", () => {
  const opened: net.Socket[] = [];
  let server: net.Server;
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Connections from `localAddress`, each resolving to whether the server still holds it after a moment. */
  async function holdFrom(localAddress: string, count: number): Promise<number> {
    const { port } = server.address() as net.AddressInfo;
    const sockets = Array.from({ length: count }, () => net.connect({ port, host: "127.0.0.1", localAddress }));
    opened.push(...sockets);
    const closed = new Set<net.Socket>();
    for (const socket of sockets) {
      socket.on("error", () => undefined);
      socket.on("close", () => closed.add(socket));
    }
    await Promise.all(
      sockets.map((socket) => new Promise((resolve) => socket.once("connect", resolve).once("close", resolve))),
    );
    await settled();
    return count - closed.size;
  }

  /** Until the server and the clients agree on which connections are open: each one kept or dropped. */
  async function settled(): Promise<void> {
    const serverHolds = () => new Promise<number>((resolve) => server.getConnections((_, held) => resolve(held)));
    await until(
      "the server to keep or drop each connection",
      async () => (await serverHolds()) === opened.filter((socket) => !socket.destroyed).length,
      4_000,
    );
  }

  async function listening(proxy = NO_PROXY): Promise<string[]> {
    const logged: string[] = [];
    server = net.createServer();
    limitConnections(server, { maxConnections: 12, maxPerAddress: 3 }, proxy, { error: (line) => logged.push(line) });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return logged;
  }

  it("holds at most the per-address count from one address, and the total from all", async () => {
    await listening();
    expect(await holdFrom("127.0.0.21", 10)).toBe(3);
    expect(await holdFrom("127.0.0.22", 2)).toBe(2);
    // Closing one makes room for one more from that address.
    opened[0].destroy();
    await settled();
    expect(await holdFrom("127.0.0.21", 2)).toBe(1);
  });

  it("counts a trusted proxy's connections in the total only", async () => {
    await listening(loadLeadsConfig({ LEADS_TRUSTED_PROXIES: "127.0.0.23" }).proxy);
    expect(await holdFrom("127.0.0.23", 15)).toBe(12);
  });
});
