import {
  NEWSLETTER_RESUBMIT_LOCK_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
  newsletterSource,
  subscribeToNewsletter,
} from "./newsletter";
import { SUBMIT_FAILURE } from "./form-feedback";

describe("newsletter", () => {
  it("uses the specification's constants and messages", () => {
    expect(NEWSLETTER_RESUBMIT_LOCK_MS).toBe(2000);
    expect(NEWSLETTER_SUCCESS_MESSAGE).toBe("Thank you for subscribing to our newsletter!");
    expect(SUBMIT_FAILURE).toEqual({ code: "", message: "Something went wrong. Please try again later." });
  });

  it.each([
    ["/blog/", "blog_post"],
    ["/blog/how-to-build-an-mvp/", "blog_post"],
    ["/blog", "footer"],
    ["/", "footer"],
    ["/services/web-development/", "footer"],
    ["/blogging-tips/", "footer"],
  ])("source of a signup on %s is %s", (path, source) => {
    expect(newsletterSource(path)).toBe(source);
  });

  it("subscribes without a network call and resolves with the cleaned address", async () => {
    const fetchSpy = jest.fn();
    const original = global.fetch;
    global.fetch = fetchSpy;
    try {
      await expect(subscribeToNewsletter("  Jane@Example.COM ", "blog_post")).resolves.toEqual({
        email: "Jane@example.com",
        source: "blog_post",
      });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      global.fetch = original;
    }
  });
});
