/**
 * Content as the templates' queries return it: a content file's JSON or frontmatter shaped like the
 * GraphQL result its template reads. The CMS previews render the site's own templates with it, and
 * the unit tests render every content file the same way. Images come from `image`: real files in the
 * editor, a stand-in in tests.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface TitledText {
  title: string;
  text: string;
}
export interface CtaJson {
  title: string;
  text: string;
  ctaLabel?: string;
  ctaIntent?: string;
}
export interface ImageJson {
  src?: string;
  alt: string;
  caption?: string;
  kind?: string;
  capture?: string;
}
export interface ServiceJson {
  name: string;
  seo: { title: string; description: string };
  hero: { title: string; pitch: string; ctaLabel?: string; ctaIntent?: string };
  interest?: string;
  whatWeDo: { title: string; items: TitledText[] };
  process: { title: string; steps: TitledText[] };
  caseStudies?: string[];
  faq: Array<{ question: string; answer: string }>;
  closingCta: CtaJson;
  city?: { name: string; region: string; timeZone: string; industries: string[] };
}
export interface CaseStudyJson {
  slug: string;
  name: string;
  industry: string;
  summary: string;
  seo: { title: string; description: string };
  cover: ImageJson;
  productLinks?: Array<{ kind: string; url: string }>;
  results?: {
    title: string;
    items: Array<{ value: string; label: string }>;
    cta: { text: string; ctaLabel?: string; ctaIntent?: string };
  };
  sections: Array<{
    type: string;
    eyebrow?: string;
    title?: string;
    text?: string;
    columns?: number;
    quote?: string;
    author?: string;
    role?: string;
    company?: string;
    photo?: string;
    profileUrl?: string;
    source?: { label: string; url?: string };
    image?: ImageJson;
    images?: ImageJson[];
    items?: TitledText[];
    links?: Array<{ name: string; path: string }>;
  }>;
}
export interface AlternativeJson {
  slug: string;
  competitor: string;
  summary: string;
  seo: { title: string; description: string };
  hero: { title: string; pitch: string };
  comparison: { title: string; rows: Array<{ feature: string; fuse: string; competitor: string }> };
  reasons: TitledText[];
  faq: Array<{ question: string; answer: string }>;
  closingCta: CtaJson;
}
export interface MdxFrontmatter {
  title: string;
  description: string;
  date: string | Date;
  author?: string;
  tags?: string[];
  cover?: string;
  coverAlt?: string;
}

/** A File node with the image data templates read (`src.childImageSharp.gatsbyImageData`). */
export interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData };
}

export interface ShapeOptions {
  /** The image a content field names (a path relative to the content file). */
  image: (src: string | undefined) => ImageFile;
  /** The case studies a page may link to, as cards. */
  caseStudyCards: Queries.CaseStudyCardFragment[];
}

/** One image as gatsbyImageData: a single file, no other formats (the editor shows what was uploaded). */
export function singleImage(src: string, width = 1200, height = 750): ImageFile {
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width,
        height,
        images: { fallback: { src, srcSet: src ? `${src} ${width}w` : "", sizes: "100vw" }, sources: [] },
      },
    },
  };
}

export const isoDate = (date: string | Date | undefined) =>
  (date instanceof Date ? date.toISOString() : (date ?? "")).slice(0, 10);
export const cta = (value: CtaJson) => ({
  title: value.title,
  text: value.text,
  ctaLabel: value.ctaLabel ?? null,
  ctaIntent: value.ctaIntent ?? null,
});

export function caseStudyCard(data: CaseStudyJson, path: string, options: Pick<ShapeOptions, "image">) {
  return {
    slug: data.slug,
    name: data.name,
    summary: data.summary,
    industry: data.industry,
    path,
    results: { items: data.results?.items ?? [] },
    cover: { alt: data.cover?.alt ?? "", src: options.image(data.cover?.src) },
  } satisfies Queries.CaseStudyCardFragment;
}

export function servicePage(
  data: ServiceJson,
  page: { kind: string; path: string },
  options: ShapeOptions,
): Queries.ServicePageViewFragment {
  return {
    kind: page.kind,
    name: data.name,
    path: page.path,
    seo: data.seo,
    hero: {
      title: data.hero.title,
      pitch: data.hero.pitch,
      ctaLabel: data.hero.ctaLabel ?? null,
      ctaIntent: data.hero.ctaIntent ?? null,
    },
    interest: data.interest ?? null,
    whatWeDo: data.whatWeDo,
    process: data.process,
    caseStudies: (data.caseStudies ?? []).flatMap((slug) => {
      const card = options.caseStudyCards.find((item) => item.slug === slug);
      return card ? [card] : [];
    }),
    faq: data.faq,
    closingCta: cta(data.closingCta),
    city: data.city ?? null,
  };
}

/** A case study's picture as its template reads it: the file (as is, for a capture) and what it shows. */
function workImage(image: ImageJson, options: Pick<ShapeOptions, "image">) {
  const capture = image.capture ? options.image(image.capture) : null;
  return {
    alt: image.alt,
    caption: image.caption ?? null,
    kind: image.kind ?? null,
    capture: capture ? { publicURL: capture.childImageSharp.gatsbyImageData.images.fallback?.src ?? null } : null,
    src: options.image(image.src),
  };
}

export function caseStudy(data: CaseStudyJson, path: string, options: ShapeOptions): Queries.CaseStudyTemplateQuery {
  return {
    caseStudy: {
      name: data.name,
      seo: data.seo,
      cover: { alt: data.cover?.alt ?? "", src: { childImageSharp: { social: null } } },
      productLinks: data.productLinks ?? null,
      results: {
        title: data.results?.title ?? "",
        items: data.results?.items ?? [],
        cta: {
          text: data.results?.cta?.text ?? "",
          ctaLabel: data.results?.cta?.ctaLabel ?? null,
          ctaIntent: data.results?.cta?.ctaIntent ?? null,
        },
      },
      sections: (data.sections ?? []).map((section) => ({
        type: section.type,
        eyebrow: section.eyebrow ?? null,
        title: section.title ?? null,
        text: section.text ?? null,
        columns: section.columns ?? null,
        quote: section.quote ?? null,
        author: section.author ?? null,
        role: section.role ?? null,
        company: section.company ?? null,
        photo: section.photo ? options.image(section.photo) : null,
        profileUrl: section.profileUrl ?? null,
        source: section.source ? { label: section.source.label, url: section.source.url ?? null } : null,
        image: section.image ? workImage(section.image, options) : null,
        images: section.images ? section.images.map((image) => workImage(image, options)) : null,
        items: section.items ?? null,
        links: section.links ?? null,
      })),
    },
    others: { nodes: options.caseStudyCards.filter((card) => card.path !== path) },
  };
}

export function alternative(data: AlternativeJson): Queries.AlternativeTemplateQuery {
  return { alternative: { ...data, closingCta: cta(data.closingCta) } };
}

export function blogPost(
  data: MdxFrontmatter,
  readingMinutes: number,
  options: Pick<ShapeOptions, "image">,
): Queries.BlogPostTemplateQuery {
  const cover = options.image(data.cover);
  return {
    post: {
      fields: { readingMinutes },
      frontmatter: {
        title: data.title,
        seoTitle: null,
        description: data.description,
        author: data.author ?? null,
        tags: data.tags ?? null,
        coverAlt: data.coverAlt ?? null,
        date: isoDate(data.date),
        isoDate: isoDate(data.date),
        cover: { childImageSharp: { ...cover.childImageSharp, social: null } },
      },
    },
    newer: null,
    older: null,
  };
}

export function infoPage(data: MdxFrontmatter): Queries.InfoPageTemplateQuery {
  return {
    mdx: {
      frontmatter: {
        title: data.title,
        seoTitle: null,
        description: data.description,
        date: isoDate(data.date),
        isoDate: isoDate(data.date),
      },
    },
  };
}
