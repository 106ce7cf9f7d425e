/**
 * @jest-environment node
 */
import { csvCell, fieldColumns, leadsToCsv, toCsv } from "./csv";
import { leadRow } from "../delivery/states";
import type { LeadWithDeliveries } from "./store";
import type { LeadRecord } from "../types";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\nhere"'],
    ["a;b", '"a;b"'],
  ])("escapes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", " '=1"],
    ["\r=1", '"\n\'=1"'],
    [' "=1"', '" ""\'=1"""'],
  ])("defuses the formula %j as %j (the quote goes right before the sign)", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["a;=1+2", `"a;'=1+2"`],
    ["note, -2+3", `"note, '-2+3"`],
    ['x; "@SUM(A1)', `"x; ""'@SUM(A1)"`],
    ["Hello\n=cmd|' /C calc'!A0\nthanks", `"Hello\n'=cmd|' /C calc'!A0\nthanks"`],
    ["one\r\n -1", `"one\n '-1"`],
    // A tab is a space once stored, so a tab reader sees no new cell.
    ["a\t=1", "a =1"],
  ])("defuses a formula a semicolon, tab or line-by-line reader would see in %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("strips control and bidi-override characters", () => {
    expect(csvCell("Eve\u202E\u0000\u0007gpj.exe")).toBe("Evegpj.exe");
  });

  it("leaves a sign inside the text alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
  });
});

it("joins rows with CRLF", () => {
  expect(
    toCsv([
      ["a", "b"],
      ["c,d", "e"],
    ]),
  ).toBe('a,b\r\n"c,d",e\r\n');
});

it("lists each form's columns once, contact with its step-2 details", () => {
  expect(fieldColumns("contact")).toEqual([
    "name",
    "email",
    "company",
    "message",
    "callWindow",
    "timeZone",
    "interests",
    "budget",
    "timeline",
  ]);
  expect(fieldColumns()).toEqual([
    "footer_email",
    "name",
    "email",
    "company",
    "message",
    "callWindow",
    "timeZone",
    "interests",
    "budget",
    "timeline",
    "importSources",
    "importVolume",
    "destination",
    "yourName",
    "yourEmail",
    "referralName",
    "referralEmail",
    "referralCompany",
    "notes",
    "companyName",
    "founderName",
    "stage",
    "sectors",
    "pitch",
  ]);
});

const base: Omit<LeadRecord, "id" | "form" | "fields"> = {
  revision: 1,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
  details: null,
  meta: { source: null, page: null, campaign: null },
};
/** A webhook row that took one try, and a Slack one that failed for good after three. */
const NOW = new Date("2025-03-01T10:00:05.000Z");
const sent = (id: string) => ({ ...leadRow({ id, revision: 1 }, "webhook", NOW), state: "sent" as const, attempts: 1 });
const failedSlack = (id: string) => ({
  ...leadRow({ id, revision: 1 }, "slack", NOW),
  state: "failed" as const,
  attempts: 3,
  lastError: "HTTP_404: Slack answered 404 (channel_not_found)",
});

it("writes one row per lead, lists joined with '; ', campaign spelled as utm columns", () => {
  const records: LeadRecord[] = [
    {
      ...base,
      id: "1",
      form: "contact",
      fields: { name: "=cmd|' /C calc'!A0", email: "ada@example.com", company: "", message: 'Hi, "we"\nneed' },
      details: { interests: ["web", "ai"], budget: "not-sure", timeline: "asap" },
      meta: {
        source: null,
        page: "/contact-us/",
        campaign: { id: "7", medium: "cpc", name: "spring", source: "google", term: null, content: null, gclid: "g1" },
      },
    },
    { ...base, id: "2", form: "newsletter", fields: { footer_email: "b@example.com" } },
  ];
  const leads: LeadWithDeliveries[] = records.map((lead) => ({
    lead,
    rows: lead.id === "1" ? [sent("1"), failedSlack("1")] : [sent("2")],
  }));
  expect(leadsToCsv(leads, "contact")).toBe(
    "id,form,created_at,updated_at,delivery_status,delivery_attempts,delivery_error,deliveries,name,email,company,message,callWindow,timeZone," +
      "interests,budget,timeline,source,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,utm_id,gclid\r\n" +
      `1,contact,2025-03-01T10:00:00.000Z,2025-03-01T10:00:00.000Z,failed,4,HTTP_404: Slack answered 404 (channel_not_found),` +
      `"the webhook: sent after 1 try; Slack: failed after 3 tries (HTTP_404: Slack answered 404 (channel_not_found))",` +
      `'=cmd|' /C calc'!A0,ada@example.com,,` +
      `"Hi, ""we""\nneed",,,"web; ai",not-sure,asap,,/contact-us/,google,cpc,spring,,,7,g1\r\n`,
  );
  const all = leadsToCsv(leads).split("\r\n");
  expect(all).toHaveLength(4);
  expect(all[2].startsWith("2,newsletter,")).toBe(true);
  expect(all[2].split(",")).toHaveLength(all[0].split(",").length);
});
