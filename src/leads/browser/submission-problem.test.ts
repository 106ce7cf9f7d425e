import { submissionProblem } from "./submit-lead";

const failed = (
  status: number,
  {
    retryAfterSeconds,
    ...answer
  }: { errors?: Record<string, string>; message?: string; retryAfterSeconds?: number } = {},
) => [status, answer, retryAfterSeconds] as const;

describe("submissionProblem", () => {
  it("puts a 400's field messages under the fields", () => {
    expect(submissionProblem(...failed(400, { errors: { email: "Invalid email" } }))).toEqual({
      fieldErrors: { email: "Invalid email" },
      message: "Something went wrong. Please try again later.",
      unexpected: false,
    });
  });

  it("says how long to wait on a 429, a minute without Retry-After", () => {
    expect(submissionProblem(...failed(429, { retryAfterSeconds: 42 }))).toEqual({
      fieldErrors: null,
      message: "Too many submissions. Please try again in 42 seconds.",
      unexpected: false,
    });
    expect(submissionProblem(...failed(429, { retryAfterSeconds: 1 })).message).toBe(
      "Too many submissions. Please try again in 1 second.",
    );
    expect(submissionProblem(...failed(429)).message).toBe("Too many submissions. Please try again in 60 seconds.");
  });

  it("shows the server's sentence for a contact request it no longer knows (404)", () => {
    const message = "This contact request was not found. Please start again.";
    expect(submissionProblem(...failed(404, { message }))).toEqual({ fieldErrors: null, message, unexpected: false });
  });

  it.each([
    ["a server error", failed(500)],
    ["a lost connection", failed(0)],
    ["a 400 without field messages", failed(400, { message: "Malformed JSON." })],
    ["a 413", failed(413, { message: "The request body is larger than 64 KB." })],
  ])("says 'Something went wrong. Please try again later.' for %s", (_, failure) => {
    expect(submissionProblem(...failure)).toEqual({
      fieldErrors: null,
      message: "Something went wrong. Please try again later.",
      unexpected: true,
    });
  });
});
