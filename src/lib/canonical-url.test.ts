import { canonicalUrl, currentCanonicalUrl } from "./canonical-url";

describe("canonical URL", () => {
  it("joins the site URL and the path, then search and hash", () => {
    expect(canonicalUrl("https://flatirons.com", "/about-us/")).toBe("https://flatirons.com/about-us/");
    expect(canonicalUrl("https://flatirons.com/", "/blog/", "?page=2", "#latest")).toBe(
      "https://flatirons.com/blog/?page=2#latest",
    );
  });

  it("takes the search and hash of the current location in the browser", () => {
    window.history.replaceState(null, "", "/services/web-development/?utm_source=x#faq");
    expect(currentCanonicalUrl("https://flatirons.com", "/services/web-development/")).toBe(
      "https://flatirons.com/services/web-development/?utm_source=x#faq",
    );
    window.history.replaceState(null, "", "/");
    expect(currentCanonicalUrl("https://flatirons.com", "/")).toBe("https://flatirons.com/");
  });
});
