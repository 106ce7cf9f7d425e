/** What a visitor sees when a form could not be sent: an empty code and one sentence. */
export const SUBMIT_FAILURE = {
  code: "",
  message: "Something went wrong. Please try again later.",
} as const;
