/**
 * One hard deadline for a whole try to any destination (LEADS_WEBHOOK_TIMEOUT_MS): the connection, the
 * exchange and the answer all within it. At the deadline the try's signal is aborted (its connection is
 * destroyed) and the try is a timeout, whatever it might still have answered: the outcome recorded is the
 * one decided by then, and the lease (longer than the deadline) is still held when it is recorded.
 */
import { explain, timeoutError } from "../explain";
import type { Attempt } from "./states";

export async function withDeadline(
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<Attempt>,
): Promise<Attempt> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(timeoutError("no complete answer", timeoutMs));
      resolve({ ok: false, retryable: true, error: explain(timeoutError("no complete answer", timeoutMs)) });
    }, timeoutMs);
  });
  const sent = send(controller.signal).catch((error: unknown): Attempt => ({
    ok: false,
    retryable: true,
    error: explain(error),
  }));
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}
