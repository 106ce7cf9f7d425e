/**
 * @jest-environment node
 */
import { EventEmitter } from "node:events";
import { duration, progressLine, watchImageJobs } from "./image-progress";

/** A job as Gatsby 5 dispatches it (redux/actions/internal.js createJobV2FromInternalJob). */
const created = (digest: string, files: number, name = "IMAGE_PROCESSING") => ({
  type: "CREATE_JOB_V2",
  payload: { job: { id: `job-${digest}`, contentDigest: digest, name, args: { operations: Array(files).fill({}) } } },
  plugin: { name: "gatsby-plugin-sharp" },
});
const ended = (digest: string) => ({ type: "END_JOB_V2", payload: { jobContentDigest: digest, result: {} } });

describe("the image progress line", () => {
  it("says files made of how many, in how long, and the time left at the rate so far", () => {
    expect(progressLine(120, 600, 60_000)).toBe("Images: 120 of 600 files made in 1 min 00 s; about 4 min 00 s left");
    expect(progressLine(20, 600, 15_000)).toBe("Images: 20 of 600 files made in 15 s; working out the time left");
    expect(progressLine(0, 10, 15_000)).toBe("Images: 0 of 10 files made in 15 s; working out the time left");
    expect(progressLine(10, 10, 95_400)).toBe("Images: 10 of 10 files made in 1 min 35 s");
    expect(duration(3_599_600)).toBe("60 min 00 s");
  });
});

describe("watching Gatsby's jobs", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("prints a line every interval while image jobs are unfinished, and stops when they are done", () => {
    const emitter = new EventEmitter();
    const lines: string[] = [];
    let clock = 0;
    watchImageJobs(emitter, (line) => lines.push(line), { intervalMs: 15_000, now: () => clock });
    emitter.emit("CREATE_JOB_V2", created("a", 6));
    emitter.emit("CREATE_JOB_V2", created("b", 4));
    emitter.emit("CREATE_JOB_V2", created("a", 6)); // the same job asked for again: counted once
    emitter.emit("CREATE_JOB_V2", created("c", 3, "GENERATE_MANIFEST")); // another kind of job
    clock = 15_000;
    jest.advanceTimersByTime(15_000);
    emitter.emit("END_JOB_V2", ended("a"));
    clock = 30_000;
    jest.advanceTimersByTime(15_000);
    emitter.emit("END_JOB_V2", ended("b"));
    clock = 60_000;
    jest.advanceTimersByTime(30_000);
    expect(lines).toEqual([
      "Images: 0 of 10 files made in 15 s; working out the time left",
      "Images: 6 of 10 files made in 30 s; about 20 s left",
    ]);
  });

  it("starts counting afresh for work that comes after the last was done", () => {
    const emitter = new EventEmitter();
    let clock = 0;
    const watch = watchImageJobs(emitter, () => undefined, { now: () => clock });
    expect(watch.line()).toBeNull();
    emitter.emit("CREATE_JOB_V2", created("a", 2));
    emitter.emit("END_JOB_V2", ended("a"));
    clock = 100_000;
    emitter.emit("CREATE_JOB_V2", created("b", 5));
    clock = 110_000;
    expect(watch.line()).toBe("Images: 0 of 5 files made in 10 s; working out the time left");
  });
});
