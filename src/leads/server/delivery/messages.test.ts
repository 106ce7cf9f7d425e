/**
 * @jest-environment node
 *
 * What the team reads of a lead: the sales inbox's e-mail and the Slack message, every field by its label
 * from the form's record, in the shape each takes (Slack's checked against its documented limits).
 */
import { LEAD_FORM_RECORDS } from "../../shared/lead-forms";
import { slackProblem } from "../../../../tests/support/slack-receiver";
import { leadRecord } from "../../../../tests/support/leads/fakes";
import type { LeadRecord } from "../types";
import { labelledFields } from "./lead-fields";
import { notifyMail } from "./notify-mail";
import { SLACK_LIMITS, slackMessage } from "./slack";

const SITE = { publicUrl: "https://www.flatirons.test" };
const contact = (overrides: Partial<LeadRecord> = {}) =>
  leadRecord({
    id: "5b2f8e1c-7d3a-4f6b-9c0e-1a2b3c4d5e6f",
    form: "contact",
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    fields: { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "We need an app.\nFor iOS first." },
    meta: {
      source: null,
      page: "/services/mobile/",
      campaign: { source: "google", medium: "cpc", name: "spring", term: null, content: null, id: null, gclid: null },
      intent: "estimate",
    },
    ...overrides,
  });

describe("the sales inbox's e-mail", () => {
  it("is plain text: every field by its label, the intent, page and campaign; Reply-To the visitor", () => {
    expect(notifyMail(contact(), SITE, "sales@flatirons.test")).toEqual({
      to: "sales@flatirons.test",
      subject: "Contact request from Ada Lovelace (ada@example.com)",
      replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
      messageId: "<5b2f8e1c-7d3a-4f6b-9c0e-1a2b3c4d5e6f.1.notify@www.flatirons.test>",
      text: [
        "Contact request from Ada Lovelace (ada@example.com), received 2025-03-01 at 10:00 UTC.",
        "Reply to this e-mail to answer them.",
        "",
        "Name: Ada Lovelace",
        "Email: ada@example.com",
        "Company: (not given)",
        "How can we help?:",
        "  We need an app.",
        "  For iOS first.",
        "",
        "Intent: an estimate (estimate)",
        "Page: https://www.flatirons.test/services/mobile/",
        "Campaign: source google, medium cpc, name spring",
        "Lead: 5b2f8e1c-7d3a-4f6b-9c0e-1a2b3c4d5e6f, revision 1",
      ].join("\n"),
    });
  });

  it("names step 2's details by their options' labels, once they are sent", () => {
    const revised = contact({
      revision: 2,
      updatedAt: "2025-03-01T10:02:00.000Z",
      details: { interests: ["web", "mobile"], budget: "50k-150k", timeline: "1-3-months" },
    });
    const { subject, text } = notifyMail(revised, SITE, "sales@flatirons.test");
    expect(subject).toBe("Contact request updated from Ada Lovelace (ada@example.com)");
    expect(text).toContain("updated 2025-03-01 at 10:02 UTC.");
    expect(text).toContain("\nBudget: $50k – $150k\nTimeline: In 1–3 months\n");
    expect(text).toMatch(/\nWhat can we help with\?: [^\n]+, [^\n]+\n/);
  });

  it("reads a field added to a form's record without more code", () => {
    const record = LEAD_FORM_RECORDS.referral as unknown as {
      rules: Record<string, unknown>;
      labels: Record<string, string>;
    };
    const rules = { ...record.rules };
    const labels = { ...record.labels };
    try {
      record.rules.callBack = { kind: "text", maxLength: 40, required: false, minLength: 2 };
      record.labels.callBack = "Best time to call";
      const lead = leadRecord({
        form: "referral",
        fields: {
          yourName: "Grace",
          yourEmail: "grace@example.com",
          referralName: "Ada",
          referralEmail: "ada@example.com",
          referralCompany: "Engines Ltd",
          notes: "",
          callBack: "Tuesday morning",
        },
      });
      expect(notifyMail(lead, SITE, "sales@flatirons.test").text).toContain("\nBest time to call: Tuesday morning\n");
      expect(JSON.stringify(slackMessage(lead, SITE))).toContain("*Best time to call*\\nTuesday morning");
    } finally {
      record.rules = rules;
      record.labels = labels;
    }
  });
});

describe("the Slack message", () => {
  it("is what Slack documents for an incoming webhook: text, a header, a section per field, a context line", () => {
    const message = slackMessage(contact(), SITE);
    expect(slackProblem(message)).toBeNull();
    expect(message.text).toBe("Contact request from Ada Lovelace (ada@example.com)");
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "Contact request from Ada Lovelace (ada@example.com)", emoji: false },
    });
    expect(message.blocks.slice(1, -1)).toEqual(
      labelledFields(contact()).map((field) => ({
        type: "section",
        text: { type: "mrkdwn", text: `*${field.label}*\n${field.text || "(not given)"}` },
      })),
    );
    expect(message.blocks.at(-1)).toEqual({
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: "Intent: estimate · Page: https://www.flatirons.test/services/mobile/ · Campaign: source google, medium cpc, name spring · Lead 5b2f8e1c-7d3a-4f6b-9c0e-1a2b3c4d5e6f, revision 1",
        },
      ],
    });
  });

  it("cannot mention or link (@channel, <url|text>), and stays within Slack's limits however long the text", () => {
    const loud = contact({
      fields: {
        name: "<!channel> Eve & co ".repeat(20),
        email: "eve@example.com",
        company: "<https://evil.example|Flatirons>",
        message: "😀".repeat(5000),
      },
    });
    const message = slackMessage(loud, SITE);
    expect(slackProblem(message)).toBeNull();
    // What Slack reads as markup (the notification text, mrkdwn); a header is plain text, never parsed.
    const read = [
      message.text,
      ...message.blocks.flatMap((block) =>
        block.type === "section"
          ? [block.text.text]
          : block.type === "context"
            ? block.elements.map((e) => e.text)
            : [],
      ),
    ].join("\n");
    expect(read).not.toContain("<");
    expect(read).toContain("&lt;!channel&gt; Eve &amp; co");
    expect(read).toContain("&lt;https://evil.example|Flatirons&gt;");
    expect([...(message.blocks[0] as { text: { text: string } }).text.text].length).toBe(SLACK_LIMITS.header);
  });

  it("the site's old webhook body is not one Slack takes", () => {
    expect(slackProblem({ text: "Contact request", event: "lead.created", lead: { id: "x" } })).toBe(
      "invalid_payload: unknown fields event, lead",
    );
  });
});
