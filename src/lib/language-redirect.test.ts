import { LANGUAGE_STORAGE_KEY, languageRedirectTarget, redirectToPreferredLanguage } from "./language-redirect";

const page = { pathname: "/about-us/", search: "?utm_source=x", hash: "#team" };
const multilingual = { languages: ["en", "de", "es"], defaultLanguage: "en" };

describe("language-prefix redirect", () => {
  beforeEach(() => window.localStorage.clear());

  it("is inactive on this site, which has one language", () => {
    expect(languageRedirectTarget(page, "de")).toBeNull();
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "de");
    expect(redirectToPreferredLanguage()).toBe(false);
  });

  it("with several languages, sends a stored preference to the prefixed page, keeping search and hash", () => {
    expect(languageRedirectTarget(page, "de", multilingual)).toBe("/de/about-us/?utm_source=x#team");
    expect(languageRedirectTarget({ pathname: "/", search: "", hash: "" }, "es", multilingual)).toBe("/es/");
  });

  it("with several languages, stays put for the default, unknown or missing preferences and prefixed paths", () => {
    expect(languageRedirectTarget(page, "en", multilingual)).toBeNull();
    expect(languageRedirectTarget(page, "fr", multilingual)).toBeNull();
    expect(languageRedirectTarget(page, null, multilingual)).toBeNull();
    expect(languageRedirectTarget({ ...page, pathname: "/de/about-us/" }, "de", multilingual)).toBeNull();
    expect(languageRedirectTarget({ ...page, pathname: "/es/about-us/" }, "de", multilingual)).toBeNull();
  });

  it("reads the preference from localStorage when the site has several languages", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "de");
    window.history.replaceState(null, "", "/about-us/");
    // jsdom cannot navigate: the redirect is observed as the replace() call.
    const replace = jest.fn();
    const original = window.location;
    Object.defineProperty(window, "location", {
      configurable: true,
      value: { ...original, pathname: "/about-us/", search: "", hash: "", replace },
    });
    try {
      expect(redirectToPreferredLanguage(multilingual)).toBe(true);
      expect(replace).toHaveBeenCalledWith("/de/about-us/");
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: original });
    }
  });
});
