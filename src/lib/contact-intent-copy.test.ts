import { contactIntentView } from "./contact-intent-copy";

describe("contact intents", () => {
  it("open the dialog with a heading and a first line that say what happens next", () => {
    expect(contactIntentView({ intent: "call" })).toEqual({
      heading: "Schedule a call",
      lead: "Tell us a little about your project. A senior engineer replies within one business day with times for a 30-minute call.",
      interests: [],
    });
    expect(contactIntentView({ intent: "estimate" }).heading).toBe("Request an estimate");
    expect(contactIntentView({ intent: "generic" }).heading).toBe("Let's work together");
  });

  it("offer Fuse to a visitor who asked for a Fuse demo, whatever the page's own interest", () => {
    expect(contactIntentView({ intent: "fuse-demo", interest: "web" })).toMatchObject({
      heading: "Book a Fuse demo",
      interests: ["fuse"],
    });
  });

  it("preselect the page's interest when the intent has none, and only a real one", () => {
    expect(contactIntentView({ intent: "estimate", interest: "mvp" }).interests).toEqual(["mvp"]);
    expect(contactIntentView({ intent: "call", interest: "crypto" }).interests).toEqual([]);
    expect(contactIntentView({ intent: "call", interest: null }).interests).toEqual([]);
  });

  it("name the city of a city meeting, and read well without one", () => {
    expect(contactIntentView({ intent: "city-meeting", place: "Denver" }).heading).toBe("Plan a meeting in Denver");
    expect(contactIntentView({ intent: "city-meeting" }).heading).toBe("Plan a meeting");
  });
});
