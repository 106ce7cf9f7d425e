/** Helpers for component tests: a recording stand-in for window.analytics. */

export type TrackCall = [event: string, properties?: Record<string, unknown>, options?: unknown];

/** Installs a recording window.analytics and returns its track mock. */
export function recordAnalytics() {
  const track = jest.fn<unknown, TrackCall>();
  window.analytics = { track, page: jest.fn(), identify: jest.fn() };
  return track;
}

/** The context every analytics call carries, for a page at `path` with no saved campaign. */
export const contextAt = (path: string) => ({ context: { campaign: null, entry_point: path } });
