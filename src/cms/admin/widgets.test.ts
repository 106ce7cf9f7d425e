import { goesLiveNote } from "../../node/publishing-rules";
import { counterText, dayValidity, paragraphValidity, phoneLinesText } from "./widgets";

const today = new Date("2026-11-26T09:00:00Z");

describe("the day widget's rules (the build's: validate-content.ts)", () => {
  it("takes a day typed as the hint shows it, from the founding year to a year from today", () => {
    expect(dayValidity("2011-01-01", "Date", 2011, today)).toBe(true);
    expect(dayValidity("2027-11-26", "Date", 2011, today)).toBe(true);
  });

  it("refuses a day before the company was founded, or more than a year ahead, in the build's words", () => {
    expect(dayValidity("1901-02-02", "Date", 2011, today)).toEqual({
      error: {
        type: "CUSTOM",
        message:
          'Date is 1901-02-02, before 2011, the year the company was founded (content/site.json "foundedYear"): type the day the page is published, like 2026-11-26.',
      },
    });
    expect(dayValidity("2206-11-26", "Date", 2011, today)).toEqual({
      error: {
        type: "CUSTOM",
        message:
          "Date is 2206-11-26, more than a year from today (2026-11-26): type the day the page is published, like 2026-11-26.",
      },
    });
  });

  it("refuses a day that is not in the calendar; leaves an empty or mistyped one to the required rule and the pattern", () => {
    expect(dayValidity("2025-02-30", "Date", 2011, today)).toEqual({
      error: { type: "CUSTOM", message: 'Date must be a date like 2024-05-31, got "2025-02-30".' },
    });
    expect(dayValidity("", "Date", 2011, today)).toBe(true);
    expect(dayValidity("11/26/2026", "Date", 2011, today)).toBe(true);
  });

  it("without a founding year (site.json unreadable when the editor was built), still refuses the far future", () => {
    expect(dayValidity("1901-02-02", "Date", undefined, today)).toBe(true);
    expect(dayValidity("2206-11-26", "Date", undefined, today)).not.toBe(true);
  });
});

describe("the counter under a limited text", () => {
  it("counts as the validator does, without surrounding spaces", () => {
    expect(counterText("  Weekly releases  ", 170)).toBe("15 / 170");
    expect(counterText(undefined, 60)).toBe("0 / 60");
  });
});

describe("a hero paragraph under its field (the build's rules: schema-builder.ts)", () => {
  const HERO = {
    maxPhoneLines: 4,
    maxSentences: 2,
    sentencesReason: "so that the button below it stays on a phone's first screen",
  };
  const CAPITALS =
    "EVERY RELEASE WE SHIP GOES OUT ON A TUESDAY MORNING WITH A CHECKLIST, A ROLLBACK PLAN, A STATUS PAGE AND AN ENGINEER ON CALL FOR THE WHOLE WEEK THAT FOLLOWS IT.";

  it("counts its lines on a phone beside its characters", () => {
    expect(phoneLinesText("We design, build and run web apps.", 4)).toBe("1 of 4 lines on a phone");
    expect(phoneLinesText(CAPITALS, 4)).toBe("6 of 4 lines on a phone");
  });

  it("refuses one that runs to more lines than a phone's first screen allows, with the build's sentence", () => {
    expect(paragraphValidity(CAPITALS, "Description", HERO)).toEqual({
      error: {
        type: "CUSTOM",
        message:
          "Description runs to 6 lines on a 375px-wide phone; it may run to at most 4, so that the button below it stays on the first screen (about 156 characters fit; it has 160).",
      },
    });
  });

  it("refuses one with more sentences than allowed, and takes one within both rules", () => {
    expect(paragraphValidity("We build. We run. We answer the pager.", "Pitch", HERO)).toEqual({
      error: {
        type: "CUSTOM",
        message:
          "Pitch has 3 sentences; it may have at most 2, so that the button below it stays on a phone's first screen.",
      },
    });
    expect(paragraphValidity("We build web apps. We run them too.", "Pitch", HERO)).toBe(true);
    expect(paragraphValidity("", "Pitch", HERO)).toBe(true);
  });
});

describe("a post's date ahead of today", () => {
  it("says when the post goes live, and what it is until then; a date today or before says nothing", () => {
    expect(goesLiveNote("2027-03-01", today)).toBe(
      "Goes live on March 1, 2027, with the site's daily build that day. Until then it is not listed on the blog or the home page, not in the feed or the sitemap, and its address shows nothing.",
    );
    expect(goesLiveNote("2026-11-26", today)).toBeNull();
    expect(goesLiveNote("2025-01-15", today)).toBeNull();
    expect(goesLiveNote("", today)).toBeNull();
  });
});
