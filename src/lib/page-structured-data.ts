/**
 * schema.org JSON-LD for some kinds of page: Service (service, technology,
 * industry and city pages), BlogPosting, FAQPage. Given to the Seo head
 * component by those pages' templates; the builders every page needs are in
 * ./structured-data.ts.
 */
import { absoluteUrl, organizationRef, type JsonLd, type SiteIdentity } from "./structured-data";

export interface ServiceInput {
  name: string;
  description: string;
  path: string;
  /** City a service-area page serves. */
  city?: string | null;
}

export function serviceJsonLd(site: SiteIdentity, service: ServiceInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(site.siteUrl, service.path),
    provider: organizationRef(site),
    areaServed: service.city ? { "@type": "City", name: service.city } : { "@type": "Country", name: "United States" },
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  /** ISO date: 2026-02-17. */
  datePublished: string;
  dateModified?: string | null;
  author: string;
  /** Site path or absolute URL of the cover image. */
  image?: string | null;
  tags?: ReadonlyArray<string> | null;
}

export function blogPostingJsonLd(site: SiteIdentity, post: BlogPostingInput): JsonLd {
  const url = absoluteUrl(site.siteUrl, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: { "@type": "Person", name: post.author },
    publisher: organizationRef(site),
    ...(post.image ? { image: [absoluteUrl(site.siteUrl, post.image)] } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
