/**
 * Campaign attribution: the utm parameters (and gclid) of the visit that
 * brought someone here, kept in localStorage under "analytics.campaign".
 */
export const CAMPAIGN_STORAGE_KEY = "analytics.campaign";

/** Query parameters whose presence means "this visit came from a campaign". */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "utm_id",
  "gclid",
] as const;

export interface Campaign {
  id: string | null;
  medium: string | null;
  name: string | null;
  source: string | null;
  term: string | null;
  content: string | null;
  gclid: string | null;
}

/** The campaign in a query string, or null when it carries none of the campaign parameters. */
export function campaignFromSearch(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  if (!CAMPAIGN_PARAMS.some((name) => params.get(name))) return null;
  return {
    id: params.get("utm_id"),
    medium: params.get("utm_medium"),
    name: params.get("utm_campaign"),
    source: params.get("utm_source"),
    term: params.get("utm_term"),
    content: params.get("utm_content"),
    gclid: params.get("gclid"),
  };
}

/** Saves the campaign of this page's query string, if it has one; otherwise leaves the saved record alone. */
export function saveCampaignFromUrl(
  search: string,
  storage: Storage | undefined = safeLocalStorage(),
): Campaign | null {
  const campaign = campaignFromSearch(search);
  if (campaign && storage) {
    try {
      storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
    } catch {
      // Storage full or blocked: attribution is best-effort.
    }
  }
  return campaign;
}

export function readCampaign(storage: Storage | undefined = safeLocalStorage()): Campaign | null {
  try {
    const raw = storage?.getItem(CAMPAIGN_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as Campaign) : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
