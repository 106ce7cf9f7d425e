/**
 * Search and sharing plugins: the sitemap, the blog's RSS feed and the web app
 * manifest (favicon and app icons). gatsby-config spreads SEO_PLUGINS into its list.
 */
import type { PluginRef } from "gatsby";
import { THANK_YOU_PATHS } from "../leads";
import { colors } from "../theme/tokens";

/**
 * Pages that exist but must not be indexed: error pages (404 is excluded by the
 * plugin itself) and the forms' thank-you pages.
 */
export const SITEMAP_EXCLUDES = ["/500/", "/500.html", ...THANK_YOU_PATHS];

export const FEED_PATH = "/rss.xml";

export interface FeedPost {
  fields: { path: string };
  frontmatter: { title: string; description: string; date: string; author: string; tags: ReadonlyArray<string> };
}

export interface FeedItem {
  title: string;
  description: string;
  date: string;
  url: string;
  guid: string;
  author: string;
  categories: string[];
}

/** One RSS item per blog post, newest first, with absolute links. */
export function feedItems(siteUrl: string, posts: ReadonlyArray<FeedPost>): FeedItem[] {
  const origin = siteUrl.replace(/\/+$/, "");
  return [...posts]
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date))
    .map((post) => {
      const url = `${origin}${post.fields.path}`;
      return {
        title: post.frontmatter.title,
        description: post.frontmatter.description,
        date: post.frontmatter.date,
        url,
        guid: url,
        author: post.frontmatter.author,
        categories: [...post.frontmatter.tags],
      };
    });
}

interface FeedQuery {
  query: {
    site: { siteMetadata: { siteUrl: string } };
    allMdx: { nodes: FeedPost[] };
  };
}

export const SEO_PLUGINS: PluginRef[] = [
  {
    resolve: "gatsby-plugin-sitemap",
    options: {
      excludes: SITEMAP_EXCLUDES,
      // Only the address: search engines ignore changefreq and priority.
      serialize: ({ path }: { path: string }) => ({ url: path }),
    },
  },
  {
    resolve: "gatsby-plugin-feed",
    options: {
      feeds: [
        {
          title: "Flatirons blog",
          description: "Product, design and engineering notes from the Flatirons team.",
          output: FEED_PATH,
          // The <link rel="alternate"> to the feed goes on the blog's pages.
          match: "^/blog/",
          query: `{
            allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
              nodes {
                fields { path }
                frontmatter { title description author tags date(formatString: "YYYY-MM-DD") }
              }
            }
          }`,
          serialize: ({ query }: FeedQuery) => feedItems(query.site.siteMetadata.siteUrl, query.allMdx.nodes),
        },
      ],
    },
  },
  {
    resolve: "gatsby-plugin-manifest",
    options: {
      name: "Flatirons",
      short_name: "Flatirons",
      description: "Custom software design and development for startups and enterprises.",
      lang: "en",
      start_url: "/",
      display: "minimal-ui",
      background_color: colors.navy,
      theme_color: colors.navy,
      // The Seo head component already sets theme-color on every page.
      theme_color_in_head: false,
      icon: "src/images/flatirons-icon.svg",
    },
  },
];
