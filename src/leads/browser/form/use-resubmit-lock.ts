import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A lock against repeated submissions: acquire() succeeds at most once per
 * `ms` milliseconds, and `locked` is true for `ms` after each success.
 */
export function useResubmitLock(ms: number) {
  const [locked, setLocked] = useState(false);
  const state = useRef<{ last: number; timer?: ReturnType<typeof setTimeout> }>({ last: Number.NEGATIVE_INFINITY });

  useEffect(() => {
    const current = state.current;
    return () => clearTimeout(current.timer);
  }, []);

  const acquire = useCallback((): boolean => {
    const now = Date.now();
    if (now - state.current.last < ms) return false;
    state.current.last = now;
    setLocked(true);
    clearTimeout(state.current.timer);
    state.current.timer = setTimeout(() => setLocked(false), ms);
    return true;
  }, [ms]);

  return { locked, acquire };
}
