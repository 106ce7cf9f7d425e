import { loadChunk } from "./load-chunk";

const chunkError = (attempt: number) =>
  Object.assign(new Error(`Loading chunk 42 failed. (${attempt})`), { name: "ChunkLoadError" });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("loadChunk", () => {
  it("loads once when the first attempt works", async () => {
    const load = jest.fn().mockResolvedValue("module");
    await expect(loadChunk(load)).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries once, a second later, when the first attempt fails", async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockResolvedValueOnce("module");
    const result = loadChunk(load);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up after the retry, with the retry's error", async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockRejectedValueOnce(chunkError(2));
    const result = loadChunk(load, { retryDelayMs: 50 });
    const settled = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled).toEqual(chunkError(2));
    expect(((await settled) as Error).message).toBe("Loading chunk 42 failed. (2)");
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
