import { useCallback, useState } from "react";
import { SUBMIT_FAILURE } from "../../lib/form-feedback";
import { notify } from "../../lib/notify";

export type SubmissionResult<R> = { ok: true; value: R } | { ok: false };

/**
 * Runs a form's send function. On failure it shows the error toast and keeps
 * `failed` set (for the inline error) until the next attempt; the form keeps
 * every value, since nothing here resets it.
 */
export function useSubmission() {
  const [failed, setFailed] = useState(false);
  const run = useCallback(async <R>(send: () => Promise<R>): Promise<SubmissionResult<R>> => {
    setFailed(false);
    try {
      return { ok: true, value: await send() };
    } catch (error) {
      console.error("Form submission failed", error);
      setFailed(true);
      notify(SUBMIT_FAILURE.message, "error");
      return { ok: false };
    }
  }, []);
  return { failed, run };
}
