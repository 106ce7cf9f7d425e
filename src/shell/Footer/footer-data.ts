/** What the footer shows (content/site.json), shared by the footer and its static parts. */
export interface FooterLink {
  name: string;
  path: string;
}

export interface FooterData {
  headline: string;
  hipaa: { title: string; text: string };
  groups: ReadonlyArray<{ title: string; url?: string | null; links: ReadonlyArray<FooterLink> }>;
  social: ReadonlyArray<{ network: string; name: string; url: string }>;
  /** Partnership and recognition badges: who issued each, its listing and year (content/site.json). */
  logos: ReadonlyArray<{
    name: string;
    kind: string;
    issuer: string;
    url: string;
    year: number;
    image: { publicURL?: string | null } | null;
  }>;
  legal: ReadonlyArray<FooterLink>;
}
