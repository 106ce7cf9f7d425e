/** Ports on 127.0.0.1 for servers the tests start. */
import net from "node:net";

/** A port the system has just found free. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The first free port of "from-to" (e.g. "9310-9319"), or one the system picks when no range is given. */
export async function freePortIn(range: string | undefined): Promise<number> {
  const bounds = range?.match(/^(\d+)-(\d+)$/);
  if (!bounds) return freePort();
  for (let port = Number(bounds[1]); port <= Number(bounds[2]); port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${range}`);
}
