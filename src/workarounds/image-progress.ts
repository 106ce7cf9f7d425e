/**
 * Workaround: a build says how far its image work has come and how long it has left.
 *
 * Gatsby shows the progress of its jobs (gatsby-plugin-sharp's resized images, by far the longest step of a
 * first build) only as a bar in an interactive terminal; anywhere else (CI, a log file, an editor's task
 * runner) the build was silent for minutes until "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 293 s".
 * Gatsby announces each job on its internal event emitter (the `emitter` its node APIs receive, marked "do not
 * use unless you absolutely must"): `CREATE_JOB_V2` with the job (one picture, `args.operations` the files
 * made from it) and `END_JOB_V2` when it is done. This counts them and prints a line every 15 s while
 * some are left: files made, of how many, and the time left at the rate so far.
 *
 * Guarded by `image-progress.test.ts` (the events as Gatsby 5 dispatches them, the lines). Remove it when
 * Gatsby reports job progress outside a terminal.
 */

/** The part of Gatsby's job actions this reads. */
export interface JobAction {
  payload?: {
    job?: { contentDigest?: string; name?: string; args?: { operations?: unknown[] } };
    jobContentDigest?: string;
  };
}

export interface JobEmitter {
  on(event: "CREATE_JOB_V2" | "END_JOB_V2", listener: (action: JobAction) => void): unknown;
}

/** How often a line is printed while image work is left. */
export const PROGRESS_INTERVAL_MS = 15_000;

/** "1 min 05 s", "42 s". */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/**
 * The line for `done` of `total` files after `elapsedMs`: the time left at the rate so far, once a twentieth
 * of the files (and at least one) are made; before that the rate says nothing yet.
 */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const head = `Images: ${done} of ${total} files made in ${duration(elapsedMs)}`;
  if (done >= total) return head;
  if (done === 0 || done < total / 20) return `${head}; working out the time left`;
  return `${head}; about ${duration((elapsedMs / done) * (total - done))} left`;
}

/** Counts image jobs from Gatsby's events and prints progress through `info` while any are unfinished. */
export function watchImageJobs(
  emitter: JobEmitter,
  info: (line: string) => void,
  { intervalMs = PROGRESS_INTERVAL_MS, now = Date.now } = {},
): { line: () => string | null } {
  const pending = new Map<string, number>();
  let total = 0;
  let done = 0;
  let startedAt = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const line = () => (total ? progressLine(done, total, now() - startedAt) : null);
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  emitter.on("CREATE_JOB_V2", ({ payload }) => {
    const job = payload?.job;
    if (!job?.contentDigest || job.name !== "IMAGE_PROCESSING" || pending.has(job.contentDigest)) return;
    const files = Math.max(1, job.args?.operations?.length ?? 1);
    if (!pending.size && done >= total) {
      // A new round of work (a first build has one; develop starts one per page it builds).
      total = 0;
      done = 0;
      startedAt = now();
    }
    pending.set(job.contentDigest, files);
    total += files;
    if (!timer) {
      timer = setInterval(() => info(line() ?? ""), intervalMs);
      timer.unref?.();
    }
  });

  emitter.on("END_JOB_V2", ({ payload }) => {
    const digest = payload?.jobContentDigest;
    const files = digest ? pending.get(digest) : undefined;
    if (files === undefined || !digest) return;
    pending.delete(digest);
    done += files;
    if (!pending.size) stop();
  });

  return { line };
}
