import {
  NEWSLETTER_RESUBMIT_LOCK_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
  THANK_YOU_PAGES,
  newsletterSource,
} from "./lead-forms";
import { SUBMIT_FAILURE } from "../browser/submit-lead";

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
});

it("every thank-you page is a page of its own with a trailing slash", () => {
  const pages = Object.values(THANK_YOU_PAGES);
  expect(new Set(pages).size).toBe(4);
  for (const page of pages) expect(page).toMatch(/^\/[a-z-]+\/thank-you\/$/);
});
