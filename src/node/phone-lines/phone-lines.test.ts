import { lineCount, phoneLines, textWidth } from ".";

describe("lines on a phone", () => {
  it("measures with the body font's own widths at the lead's size: 17px in a 335px line", () => {
    // Inter: "m" is wider than "i", and a space is narrower than either.
    expect(textWidth("mmmm", 17)).toBeGreaterThan(textWidth("iiii", 17));
    expect(textWidth(" ", 17)).toBeLessThan(textWidth("i", 17) * 2);
    expect(textWidth("ab", 20)).toBeCloseTo((textWidth("ab", 10) * 20) / 10, 6);
  });

  it("breaks between words when the next word does not fit", () => {
    const word = "abcd";
    const width = textWidth(word, 10);
    const space = textWidth(" ", 10);
    // Two words fit exactly; the third goes to a second line.
    expect(lineCount("abcd abcd", { fontSize: 10, width: 2 * width + space })).toBe(1);
    expect(lineCount("abcd abcd abcd", { fontSize: 10, width: 2 * width + space })).toBe(2);
    expect(lineCount("abcd abcd abcd", { fontSize: 10, width: 2 * width + space - 0.01 })).toBe(3);
  });

  it("may break after a hyphen or a dash, as browsers do, and keeps a word wider than the line on its own", () => {
    const half = textWidth("front-", 10);
    expect(lineCount("front-end", { fontSize: 10, width: half + 1 })).toBe(2);
    expect(lineCount("front end", { fontSize: 10, width: half + 1 })).toBe(2);
    expect(lineCount("supercalifragilistic", { fontSize: 10, width: 20 })).toBe(1);
    expect(lineCount("   ", { fontSize: 10, width: 20 })).toBe(0);
  });

  it("counts a hero lead as Chromium sets it at 375px", () => {
    // Measured in Chromium with the site's Inter subset at 17px in a 335px box: 4 and 6 lines.
    expect(
      phoneLines(
        "Money software has two audiences: customers who expect instant transactions, and auditors and banks who expect evidence. We build for both.",
      ),
    ).toBe(4);
    expect(
      phoneLines(
        "Denver's economy is broader than its reputation: aerospace, energy, telecom, health systems and construction. Each needs software that fits how it really operates, from field apps for well-site technicians to seed-to-sale tracking.",
      ),
    ).toBe(6);
  });
});
