import { campaignFromSearch, readCampaign, saveCampaignFromUrl } from "./campaign-attribution";

describe("campaign attribution", () => {
  beforeEach(() => window.localStorage.clear());

  it("maps the query string to the stored record shape", () => {
    expect(
      campaignFromSearch(
        "?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=mvp&utm_content=hero&utm_id=42&gclid=abc",
      ),
    ).toEqual({
      id: "42",
      medium: "email",
      name: "spring",
      source: "newsletter",
      term: "mvp",
      content: "hero",
      gclid: "abc",
    });
  });

  it.each(["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "utm_id", "gclid"])(
    "saves a record under analytics.campaign when only %s is present",
    (name) => {
      const saved = saveCampaignFromUrl(`?${name}=x&page=2`);
      expect(saved).not.toBeNull();
      const stored = JSON.parse(window.localStorage.getItem("analytics.campaign") ?? "null");
      expect(stored).toEqual(saved);
      expect(Object.values(stored).filter((value) => value === "x")).toHaveLength(1);
    },
  );

  it("leaves the saved record alone on a visit without campaign parameters", () => {
    saveCampaignFromUrl("?utm_source=linkedin&utm_campaign=launch");
    const before = window.localStorage.getItem("analytics.campaign");
    expect(saveCampaignFromUrl("?page=2&ref=footer")).toBeNull();
    expect(saveCampaignFromUrl("")).toBeNull();
    expect(window.localStorage.getItem("analytics.campaign")).toBe(before);
    expect(readCampaign()).toEqual({
      id: null,
      medium: null,
      name: "launch",
      source: "linkedin",
      term: null,
      content: null,
      gclid: null,
    });
  });

  it("replaces the record when a later visit carries a new campaign", () => {
    saveCampaignFromUrl("?utm_source=linkedin");
    saveCampaignFromUrl("?gclid=g-123");
    expect(readCampaign()).toEqual({
      id: null,
      medium: null,
      name: null,
      source: null,
      term: null,
      content: null,
      gclid: "g-123",
    });
  });

  it("reads null when nothing, or something unreadable, is stored", () => {
    expect(readCampaign()).toBeNull();
    window.localStorage.setItem("analytics.campaign", "{not json");
    expect(readCampaign()).toBeNull();
  });

  it("does not throw when storage refuses writes", () => {
    const storage = {
      setItem: () => {
        throw new DOMException("QuotaExceededError");
      },
      getItem: () => null,
    } as unknown as Storage;
    expect(saveCampaignFromUrl("?utm_source=x", storage)?.source).toBe("x");
  });
});
