/**
 * Slow connections from one client address, as a flood would open them (slowloris): each sends the start of
 * a request and then one more header line every few seconds, never finishing it. On loopback a test picks
 * the address it comes from (127.0.0.2, 127.0.0.3…: Linux routes all of 127.0.0.0/8 to this machine).
 */
import net from "node:net";

export interface FloodOptions {
  port: number;
  /** The client address the connections come from. */
  localAddress: string;
  /** Connections opened in all. */
  total: number;
  /** At most this many open at once (the flood's own open-file limit). */
  concurrent: number;
  /** How often a held connection sends another header line. */
  trickleMs?: number;
}

export interface Flood {
  /** Connections opened so far. */
  opened(): number;
  /** Connections open now (connected and not closed by the server). */
  held(): number;
  /** The most held at once. */
  mostHeld(): number;
  /** Resolves once every connection was opened; then stop() closes what is held. */
  done: Promise<void>;
  stop(): void;
}

export function startFlood({ port, localAddress, total, concurrent, trickleMs = 2000 }: FloodOptions): Flood {
  let opened = 0;
  let held = 0;
  let mostHeld = 0;
  let stopped = false;
  const sockets = new Set<net.Socket>();
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));

  const openOne = () => {
    if (stopped || opened >= total) {
      finish();
      return;
    }
    opened += 1;
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    sockets.add(socket);
    let connected = false;
    let trickle: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      connected = true;
      held += 1;
      mostHeld = Math.max(mostHeld, held);
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
      trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), trickleMs);
    });
    socket.on("error", () => undefined);
    socket.on("data", () => undefined);
    socket.on("close", () => {
      clearInterval(trickle);
      sockets.delete(socket);
      if (connected) held -= 1;
      // The server closed it (or it never connected): the flood opens another in its place.
      setImmediate(openOne);
    });
  };
  for (let index = 0; index < concurrent; index += 1) openOne();

  return {
    opened: () => opened,
    held: () => held,
    mostHeld: () => mostHeld,
    done,
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}
