/**
 * A lead posted to a Slack incoming webhook (LEADS_SLACK_WEBHOOK_URL) in the shape Slack documents for
 * one (api.slack.com/messaging/webhooks, Block Kit): `text`, the notification's words, and `blocks`: a
 * header (plain text, at most 150 characters), a section per field (mrkdwn, at most 3000), and a context
 * line (intent, page, campaign, lead id); at most 50 blocks. Submitted text is escaped (& < >), so it can
 * neither link nor mention (@channel). Slack answers 200 `ok`; anything else is a failed try.
 */
import type { LeadsConfig, SlackConfig } from "../config";
import { explain } from "../explain";
import { postOutbound } from "../outbound";
import type { LeadRecord } from "../types";
import { campaignLine, labelledFields, leadSummary } from "./lead-fields";
import type { Attempt } from "./states";

type TextObject = { type: "plain_text"; text: string; emoji?: boolean } | { type: "mrkdwn"; text: string };
export type SlackBlock =
  | { type: "header"; text: TextObject & { type: "plain_text" } }
  | { type: "section"; text: TextObject }
  | { type: "context"; elements: TextObject[] };

export interface SlackMessage {
  text: string;
  blocks: SlackBlock[];
}

/** Slack's documented limits. */
export const SLACK_LIMITS = { header: 150, section: 3000, contextElement: 3000, blocks: 50, text: 40_000 } as const;

/** Slack reads <…> as links and mentions; these three escapes make submitted text plain. */
export function escapeSlackText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Cut to `max` characters, whole code points, with an ellipsis when cut. */
function clip(value: string, max: number): string {
  const chars = [...value];
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join("")}…`;
}

export function slackMessage(lead: LeadRecord, config: Pick<LeadsConfig, "publicUrl">): SlackMessage {
  const summary = leadSummary(lead);
  const fields = labelledFields(lead).map((field): SlackBlock => ({
    type: "section",
    text: {
      type: "mrkdwn",
      text: clip(`*${field.label}*\n${escapeSlackText(field.text || "(not given)")}`, SLACK_LIMITS.section),
    },
  }));
  const context = [
    lead.meta.intent ? `Intent: ${lead.meta.intent}` : null,
    lead.meta.page ? `Page: ${config.publicUrl}${lead.meta.page}` : null,
    campaignLine(lead) ? `Campaign: ${campaignLine(lead)}` : null,
    `Lead ${lead.id}, revision ${lead.revision}`,
  ].filter((line) => line !== null);
  return {
    text: clip(escapeSlackText(summary), SLACK_LIMITS.text),
    blocks: [
      { type: "header", text: { type: "plain_text", text: clip(summary, SLACK_LIMITS.header), emoji: false } },
      ...fields.slice(0, SLACK_LIMITS.blocks - 2),
      {
        type: "context",
        elements: [{ type: "mrkdwn", text: clip(escapeSlackText(context.join(" · ")), SLACK_LIMITS.contextElement) }],
      },
    ],
  };
}

/** Posts one revision of a lead to Slack; never throws. */
export async function sendToSlack(
  lead: LeadRecord,
  slack: SlackConfig,
  config: Pick<LeadsConfig, "publicUrl">,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Attempt> {
  try {
    const { status, text } = await postOutbound(new URL(slack.url), {
      headers: { "Content-Type": "application/json; charset=utf-8", "User-Agent": "flatirons-website-leads/1" },
      body: JSON.stringify(slackMessage(lead, config)),
      timeoutMs,
      allowPrivate: slack.allowPrivate,
      signal,
    });
    if (status === 200) return { ok: true };
    // Slack says why in a word (invalid_payload, channel_is_archived…): 4xx will not change, 429 and 5xx may.
    const reason = /^[a-z_]{1,60}$/.test(text.trim()) ? ` (${text.trim()})` : "";
    return {
      ok: false,
      retryable: status === 429 || status >= 500 || status < 200,
      error: `HTTP_${status}: Slack answered ${status}${reason}`,
    };
  } catch (error) {
    return { ok: false, retryable: true, error: explain(error) };
  }
}
