import { callWindowOptions, resolveCallWindow, withCallWindow } from "./call-window";

describe("call-back windows", () => {
  // Friday 6 June 2025, 23:30 in New York: already Saturday in Berlin.
  const now = new Date("2025-06-07T03:30:00Z");

  it("count business days from the visitor's own today, skipping the weekend", () => {
    expect(callWindowOptions("America/New_York", now).map((option) => option.label)).toEqual([
      "Mon 9 Jun, morning (9:00–12:00)",
      "Mon 9 Jun, afternoon (13:00–17:00)",
      "Tue 10 Jun, morning (9:00–12:00)",
      "Tue 10 Jun, afternoon (13:00–17:00)",
      "Wed 11 Jun, morning (9:00–12:00)",
      "Wed 11 Jun, afternoon (13:00–17:00)",
    ]);
    expect(callWindowOptions("Asia/Tokyo", new Date("2025-06-05T16:00:00Z"))[0].label).toBe(
      "Mon 9 Jun, morning (9:00–12:00)",
    );
  });

  it("resolve on the server to the day the visitor saw, in their time zone", () => {
    expect(resolveCallWindow("day-3-afternoon", "Europe/Berlin", now)).toBe(
      "Wednesday 11 June 2025, afternoon (13:00–17:00, Europe/Berlin)",
    );
    expect(resolveCallWindow("day-1-morning", undefined, now)).toBe(
      "Monday 9 June 2025, morning (9:00–12:00, America/Denver)",
    );
    expect(resolveCallWindow("", "Europe/Berlin", now)).toBe("");
  });

  it("leave a form without the field alone", () => {
    const values = { footer_email: "ada@example.com" };
    expect(withCallWindow(values, now)).toBe(values);
  });
});
