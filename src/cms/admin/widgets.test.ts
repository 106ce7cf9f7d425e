import { counterText, dayValidity } from "./widgets";

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
