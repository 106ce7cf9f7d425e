import { buildDay, isoDay, liveOn, longDay } from "../publishing-rules";

describe("the day a build publishes for", () => {
  it("is today, or the day BUILD_DAY sets (the tests' clock); a mistyped one stops the build", () => {
    expect(isoDay(buildDay({}))).toBe(isoDay(new Date()));
    expect(isoDay(buildDay({ BUILD_DAY: "2026-05-31" }))).toBe("2026-05-31");
    expect(() => buildDay({ BUILD_DAY: "31/05/2026" })).toThrow(
      'BUILD_DAY must be a day like 2026-05-31, got "31/05/2026"',
    );
  });

  it("publishes a post from its date on, and not the day before", () => {
    const day = buildDay({ BUILD_DAY: "2026-05-31" });
    expect(liveOn("2026-05-31", day)).toBe(true);
    expect(liveOn("2025-01-15", day)).toBe(true);
    expect(liveOn("2026-06-01", day)).toBe(false);
    expect(longDay("2027-03-01")).toBe("March 1, 2027");
  });
});
