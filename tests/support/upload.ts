/**
 * A large request body sent over a raw socket, the way a browser or a script would upload it: the head,
 * then `total` bytes in 1 MB writes (starting with `opening` and ending with `closing`, for a well-formed
 * multipart body), stopping early when the server closes the connection. With `untilClosed`, resolves
 * only once the server has closed it (the answer is then complete).
 */
import { once } from "node:events";
import net from "node:net";

export const MB = 1024 * 1024;

export interface Upload {
  /** What the server answered so far (latin1). */
  readonly answer: string;
  /** Bytes of body written before the server closed, or all of them. */
  readonly sent: number;
  readonly closed: boolean;
  destroy(): void;
}

export async function upload(
  port: number,
  head: string,
  total: number,
  {
    opening = Buffer.alloc(0),
    closing = Buffer.alloc(0),
    untilClosed = false,
  }: { opening?: Buffer; closing?: Buffer; untilClosed?: boolean } = {},
): Promise<Upload> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const state = { answer: "", sent: 0, closed: false };
  socket.on("data", (chunk: Buffer) => (state.answer += chunk.toString("latin1")));
  socket.on("error", () => (state.closed = true));
  socket.on("close", () => (state.closed = true));
  const drainedOrClosed = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        socket.off("drain", done);
        socket.off("close", done);
        resolve();
      };
      socket.once("drain", done);
      socket.once("close", done);
    });
  const write = async (bytes: Buffer) => {
    if (state.closed) return;
    const flushed = socket.write(bytes);
    state.sent += bytes.length;
    if (!flushed) await drainedOrClosed();
  };
  socket.write(head);
  await write(opening);
  const chunk = Buffer.alloc(MB, 0x61);
  const filler = total - opening.length - closing.length;
  for (let written = 0; written < filler && !state.closed; written += MB) {
    await write(written + MB <= filler ? chunk : chunk.subarray(0, filler - written));
  }
  await write(closing);
  if (untilClosed && !state.closed) await once(socket, "close");
  return {
    get answer() {
      return state.answer;
    },
    get sent() {
      return state.sent;
    },
    get closed() {
      return state.closed;
    },
    destroy: () => socket.destroy(),
  };
}
