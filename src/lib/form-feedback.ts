import { SUBMIT_FAILURE_MESSAGE } from "./lead-forms";

/** What a visitor sees when a form could not be sent: an empty code and one sentence. */
export const SUBMIT_FAILURE = {
  code: "",
  message: SUBMIT_FAILURE_MESSAGE,
} as const;
