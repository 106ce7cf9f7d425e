import {
  NEWSLETTER_RESUBMIT_LOCK_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
  newsletterSource,
  subscribeToNewsletter,
} from "./newsletter";
import { SUBMIT_FAILURE } from "./form-feedback";
import { LeadSubmissionError } from "./lead-submission";
import { fakeLeadApi, fakeLeadId } from "../testing/lead-api";

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

  it("posts the cleaned address and its source to /api/newsletter and resolves with the stored signup", async () => {
    window.history.replaceState(null, "", "/blog/hello/");
    const api = fakeLeadApi();
    try {
      await expect(subscribeToNewsletter("  Jane@Example.COM ", "blog_post")).resolves.toEqual({
        email: "Jane@example.com",
        source: "blog_post",
        id: fakeLeadId(1),
      });
      expect(api.requests).toEqual([
        {
          url: "/api/newsletter",
          method: "POST",
          body: { page: "/blog/hello/", footer_email: "Jane@example.com", source: "blog_post", homepage_url: "" },
        },
      ]);
    } finally {
      api.restore();
    }
  });

  it("rejects with the route's answer when the signup was not stored", async () => {
    const api = fakeLeadApi();
    api.answerNext({ status: 503, body: { message: "Service Unavailable" } });
    try {
      const attempt = subscribeToNewsletter("jane@example.com", "footer", { honeypot: "" });
      await expect(attempt).rejects.toBeInstanceOf(LeadSubmissionError);
      await expect(attempt).rejects.toMatchObject({
        failure: { ok: false, status: 503, message: "Something went wrong. Please try again later." },
      });
    } finally {
      api.restore();
    }
  });
});
