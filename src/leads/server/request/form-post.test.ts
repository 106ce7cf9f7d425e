/**
 * @jest-environment node
 */
import { acceptQuality, answerMode, outcomeLocation, readOutcome, refererPath, withFormPostContext } from "./form-post";

describe("answerMode", () => {
  it.each([
    [{ "content-type": "application/json", accept: "text/html" }, "json"],
    [{ "content-type": "application/json" }, "json"],
    [{ "content-type": "application/x-www-form-urlencoded" }, "page"],
    [{ "content-type": "application/x-www-form-urlencoded; charset=UTF-8", accept: "*/*" }, "page"],
    [{ "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, "json"],
    [{ "content-type": "multipart/form-data; boundary=x", accept: "text/html,*/*;q=0.8" }, "page"],
    [{ "content-type": "text/plain", accept: "*/*" }, "json"],
    [{ "content-type": "text/plain", accept: "application/json, text/html;q=0.9" }, "json"],
    [{}, "json"],
  ])("%j → %s", (headers, mode) => {
    expect(answerMode(headers)).toBe(mode);
  });

  it("reads q-values, preferring the most specific range", () => {
    expect(acceptQuality("text/html;q=0.5, */*", "text/html")).toBe(0.5);
    expect(acceptQuality("text/*;q=0.3, */*;q=0.9", "text/html")).toBe(0.3);
    expect(acceptQuality("image/png", "application/json")).toBe(0);
    expect(acceptQuality(undefined, "text/html")).toBe(0);
  });
});

describe("outcome addresses", () => {
  it("round-trip field codes without values", () => {
    const location = outcomeLocation("contact", {
      kind: "invalid",
      problems: { email: "invalid", interests: "required" },
    });
    expect(location).toBe("/api/contact?outcome=invalid&email=invalid&interests=required");
    expect(readOutcome("contact", new URLSearchParams(location.split("?")[1]))).toEqual({
      kind: "invalid",
      problems: { email: "invalid", interests: "required" },
    });
  });

  it("reads only known outcomes", () => {
    const read = (form: "newsletter" | "contact", query: string) => readOutcome(form, new URLSearchParams(query));
    expect(read("newsletter", "outcome=wait&seconds=42")).toEqual({ kind: "wait", seconds: 42 });
    expect(read("newsletter", "outcome=wait&seconds=4.5")).toBeNull();
    expect(read("newsletter", "outcome=failed")).toEqual({ kind: "failed" });
    expect(read("newsletter", "outcome=not-found")).toBeNull();
    expect(read("contact", "outcome=not-found")).toEqual({ kind: "not-found" });
    expect(read("newsletter", "outcome=invalid&email=invalid")).toBeNull();
    expect(read("newsletter", "footer_email=invalid")).toBeNull();
  });
});

describe("form post context", () => {
  const headers = { host: "flatirons.test", referer: "http://flatirons.test/blog/post/?email=ada%40example.com" };

  it("takes the page from a same-host Referer, path only", () => {
    expect(refererPath(headers)).toBe("/blog/post/");
    expect(refererPath({ ...headers, referer: "http://evil.example/blog/post/" })).toBeNull();
    expect(refererPath({ referer: headers.referer })).toBeNull();
    expect(refererPath({ ...headers, referer: "not a url" })).toBeNull();
  });

  it("adds page and newsletter source; the body's own values win", () => {
    expect(withFormPostContext("newsletter", { footer_email: "a@b.co" }, headers)).toEqual({
      page: "/blog/post/",
      source: "blog_post",
      footer_email: "a@b.co",
    });
    expect(withFormPostContext("referral", { page: "/x/" }, headers)).toEqual({ page: "/x/" });
    expect(withFormPostContext("newsletter", {}, {})).toEqual({ source: "footer" });
  });
});
