/**
 * Prices and timelines in agreement with content/site.json "engagements" (the pricing page): a page that
 * gives an engagement another duration or price, or a price that belongs to no engagement, stops the
 * build with the file, the field and the field of site.json it disagrees with.
 */
import fs from "node:fs";
import path from "node:path";
import { validateContent } from "../validate-content";
import { pricingProblems } from "../pricing-rules";
import type { ProofRecord } from "../proof-rules";

const ROOT = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const engagements = {
  title: "Engagements and pricing",
  items: [
    { name: "Discovery sprint", price: "$12k–$20k", duration: "1–2 weeks", alsoCalled: ["discovery"] },
    { name: "Startup MVP", price: "$60k–$120k", duration: "6 weeks", alsoCalled: ["MVP"] },
    { name: "Dedicated team", price: "$25k–$60k a month", duration: "Month to month" },
  ],
};
const site: ProofRecord = { kind: "site", file: "content/site.json", data: { engagements }, path: null };
const page = (data: Record<string, unknown>, kind = "service"): ProofRecord => ({
  kind,
  file: `content/services/x.json`,
  data,
  path: "/services/x/",
});
const messages = (...records: ProofRecord[]) =>
  pricingProblems([site, ...records]).map(({ file, problem }) => `${file}: "${problem.field}" ${problem.message}`);

describe("the rule that keeps timelines and prices in agreement", () => {
  it("stops the build on the custom software page's discovery of two to four weeks (the pricing page says 1–2)", () => {
    const service = read("content/services/custom-software-development.json").replace(
      /One to two weeks at a fixed fee/,
      "Two to four weeks at a fixed fee",
    );
    expect(service).toContain("Two to four weeks at a fixed fee");
    const files = [
      { file: "content/site.json", text: read("content/site.json") },
      { file: "content/services/custom-software-development.json", text: service },
    ];
    const { errors } = validateContent(files, { imageExists: () => true });
    expect(errors.filter((error) => error.includes(" gives the "))).toEqual([
      'content/services/custom-software-development.json: "process.steps[0].text" gives the discovery sprint "Two to four weeks", but content/site.json "engagements.items[0].duration" says 1–2 weeks; state the time given there, or leave it out (the pricing page shows it)',
    ]);
  });

  it("reads a duration named in the sentence, before it or right after it, and refuses one outside the range", () => {
    expect(
      messages(
        page({
          faq: [
            {
              question: "How are engagements structured?",
              answer: "Most start with a discovery phase lasting two to four weeks.",
            },
            { question: "How long?", answer: "A three-week discovery sets the plan." },
            {
              question: "How long is an MVP?",
              answer: "Our MVPs ship in six weeks, and a 1–2 week discovery comes first.",
            },
          ],
        }),
      ),
    ).toEqual([
      'content/services/x.json: "faq[0].answer" gives the discovery sprint "two to four weeks", but content/site.json "engagements.items[0].duration" says 1–2 weeks; state the time given there, or leave it out (the pricing page shows it)',
      'content/services/x.json: "faq[1].answer" gives the discovery sprint "three-week", but content/site.json "engagements.items[0].duration" says 1–2 weeks; state the time given there, or leave it out (the pricing page shows it)',
    ]);
  });

  it("reads a block's title or question as what its text is about", () => {
    expect(
      messages(
        page({
          process: { title: "How we work", steps: [{ title: "Discovery", text: "Three weeks of interviews." }] },
          faq: [
            {
              question: "How long does it take to build an IoT MVP?",
              answer: "It usually takes three to five months.",
            },
          ],
        }),
      ),
    ).toEqual([
      'content/services/x.json: "process.steps[0].text" gives the discovery sprint "Three weeks", but content/site.json "engagements.items[0].duration" says 1–2 weeks; state the time given there, or leave it out (the pricing page shows it)',
      'content/services/x.json: "faq[0].answer" gives the startup MVP "three to five months", but content/site.json "engagements.items[1].duration" says 6 weeks; state the time given there, or leave it out (the pricing page shows it)',
    ]);
  });

  it("leaves alone what follows an engagement, a rhythm, and durations that agree", () => {
    expect(
      messages(
        page({
          summary: "A first release usually takes eight to sixteen weeks after discovery.",
          whatWeDo: {
            items: [
              {
                title: "Discovery sprint",
                text: "Two weeks of interviews, then two-week sprints and a demo every two weeks.",
              },
              { title: "MVP", text: "Scoped and built in six weeks." },
            ],
          },
          seo: { title: "Startup MVP Development in Six Weeks", description: "Most six-week MVPs cost $60k to $120k." },
        }),
      ),
    ).toEqual([]);
  });

  it("refuses a price outside the engagement's range, a monthly price for a fixed one, and a price of no engagement", () => {
    expect(
      messages(
        page({
          faq: [
            { question: "What does an MVP cost?", answer: "Most MVPs cost $40k to $90k." },
            { question: "And a team?", answer: "A dedicated team runs $25k–$60k a month. An MVP is $60k a month." },
            { question: "What does a redesign cost?", answer: "Usually about $30k." },
          ],
        }),
        page({ description: "How to price a startup MVP: the $60k–$120k range explained." }, "blog"),
      ),
    ).toEqual([
      'content/services/x.json: "faq[0].answer" gives the startup MVP a price of "$40k to $90k", but content/site.json "engagements.items[1].price" says $60k–$120k; state the range given there, or leave it out (the pricing page shows it)',
      'content/services/x.json: "faq[1].answer" gives the startup MVP a price of "$60k a month", but content/site.json "engagements.items[1].price" says $60k–$120k; state the range given there, or leave it out (the pricing page shows it)',
      'content/services/x.json: "faq[2].answer" states a price ("$30k") that belongs to no engagement; prices live in content/site.json "engagements", where the pricing page shows them: name the engagement it is for, or leave the price out',
    ]);
  });

  it("leaves a client's quote and a case study's story to their sources", () => {
    const study: ProofRecord = {
      kind: "case-study",
      file: "content/case-studies/x.json",
      data: { sections: [{ type: "goal", text: "They needed an MVP in five months for $300k." }] },
      path: "/our-work/x/",
    };
    expect(messages(study, page({ testimonial: { quote: "Our MVP took three months and $200k." } }))).toEqual([]);
  });
});
