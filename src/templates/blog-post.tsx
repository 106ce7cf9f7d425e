import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo, toSocialImage } from "../components/Seo";
import { blogPostingJsonLd } from "../lib/page-structured-data";
import { Container, Eyebrow, Lead } from "../components/Container";
import { heroLead } from "../theme/mixins";
import { MDXProvider } from "@mdx-js/react";
import { Prose } from "../components/Prose";
import { POST_COMPONENTS } from "../components/Chart";
import { NewsletterSignup } from "../shell/NewsletterSignup";
import { Avatar } from "../components/Avatar";
import { Picture, PicturePreload } from "../components/Picture";
import { PillList, pill } from "../sections/card-parts";
import { borders, colors, fonts, fontSizes, gradients, media, motion, radii, space } from "../theme/tokens";
import { ClosingCta } from "../sections/ClosingCta";
import { Static } from "../islands";

/** A blog post at /blog/{slug}/: the MDX body with its author, date, reading time, tags and neighbours. */
export default function BlogPostTemplate({ data, children }: PageProps<Queries.BlogPostTemplateQuery>) {
  const post = data.post;
  if (!post) return null;
  const cover = post.frontmatter.cover?.childImageSharp?.gatsbyImageData;
  return (
    <Article>
      <Container $narrow>
        <Static>
          <header>
            <Eyebrow>
              <Link to="/blog/">Blog</Link>
            </Eyebrow>
            <h1>{post.frontmatter.title}</h1>
            <PostLead data-hero-lead="">{post.frontmatter.description}</PostLead>
            <Byline>
              <Avatar name={post.frontmatter.author ?? ""} />
              <span>
                <strong>{post.frontmatter.author}</strong>
                <span>
                  <time dateTime={post.frontmatter.isoDate}>{post.frontmatter.date}</time>
                  <span aria-hidden="true"> · </span>
                  {post.fields.readingMinutes} min read
                </span>
              </span>
            </Byline>
          </header>
          {cover ? <Cover image={cover} alt={post.frontmatter.coverAlt ?? ""} loading="eager" /> : null}
          <Prose>
            <MDXProvider components={POST_COMPONENTS}>{children}</MDXProvider>
          </Prose>
          {post.frontmatter.tags?.length ? (
            <Tags aria-label="Tags">
              {post.frontmatter.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </Tags>
          ) : null}
        </Static>
        <NewsletterSignup variant="post" />
        <Static>
          <Neighbours aria-label="More posts">
            {data.newer ? (
              <Link to={data.newer.fields.path} rel="prev">
                <small>← Newer post</small>
                {data.newer.frontmatter.title}
              </Link>
            ) : (
              <span />
            )}
            {data.older ? (
              <Link to={data.older.fields.path} rel="next">
                <small>Older post →</small>
                {data.older.frontmatter.title}
              </Link>
            ) : null}
          </Neighbours>
        </Static>
      </Container>
      <ClosingCta
        title="Have a product like this in mind?"
        text="Flatirons designs, builds and runs web and mobile software. Tell us what you are working on, and a senior engineer will reply within one business day."
      />
    </Article>
  );
}

export const Head: HeadFC<Queries.BlogPostTemplateQuery> = ({ data, location }) => {
  const post = data.post?.frontmatter;
  const image = toSocialImage(post?.cover?.childImageSharp?.social, post?.coverAlt);
  const cover = post?.cover?.childImageSharp?.gatsbyImageData;
  return (
    <>
      {/* The cover is the phone's largest paint: requested before the fonts and scripts. */}
      {cover ? <PicturePreload image={cover} /> : null}
      <Seo
        title={post?.seoTitle ?? post?.title ?? ""}
        breadcrumb={post?.title}
        description={post?.description ?? ""}
        pathname={location.pathname}
        type="article"
        image={image}
        jsonLd={(site) =>
          post
            ? [
                blogPostingJsonLd(site, {
                  title: post.title,
                  description: post.description,
                  path: location.pathname,
                  datePublished: post.isoDate,
                  author: post.author ?? "Flatirons",
                  image: image?.src,
                  tags: post.tags,
                }),
              ]
            : []
        }
      >
        {post ? <meta property="article:published_time" content={post.isoDate} /> : null}
      </Seo>
    </>
  );
};

const Article = styled.article`
  padding: ${space.xxl} 0 ${space.section};
  background: ${gradients.hero};
  background-repeat: no-repeat;
  h1 {
    font-size: ${fontSizes.title};
    text-wrap: balance;
  }
  ${Eyebrow} a {
    color: inherit;
    text-decoration: none;
  }
  ${Eyebrow} a:hover {
    text-decoration: underline;
  }
`;

const Cover = styled(Picture)`
  border-radius: ${radii.lg};
  border: ${borders.hairline} solid ${colors.border};
  margin: ${space.xl} 0;
`;

const Byline = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  margin: 0;
  & > span:last-child {
    display: grid;
  }
  strong {
    color: ${colors.text};
  }
`;

const Tags = styled(PillList)`
  margin: ${space.xl} 0;
  li {
    ${pill}
    color: ${colors.textMuted};
  }
  li::before {
    content: "#";
    color: ${colors.highlight};
    margin-right: ${space.xs};
  }
`;

const Neighbours = styled.nav`
  display: grid;
  gap: ${space.md};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: block;
    padding: ${space.lg};
    border: ${borders.hairline} solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.text};
    font-family: ${fonts.heading};
    font-weight: 600;
    text-decoration: none;
    transition: border-color ${motion.fast};
  }
  a[rel="next"] {
    text-align: right;
  }
  a:hover {
    border-color: ${colors.accent};
  }
  small {
    display: block;
    color: ${colors.highlight};
    font-family: ${fonts.body};
    font-weight: 500;
    margin-bottom: ${space.xs};
  }
`;

export const query = graphql`
  query BlogPostTemplate($id: String!, $newerId: String, $olderId: String) {
    post: mdx(id: { eq: $id }) {
      fields {
        readingMinutes
      }
      frontmatter {
        title
        seoTitle
        description
        author
        tags
        coverAlt
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        cover {
          childImageSharp {
            gatsbyImageData(width: 880, formats: [AUTO, AVIF], outputPixelDensities: [0.5, 1, 2], placeholder: NONE)
            ...SocialImage
          }
        }
      }
    }
    newer: mdx(id: { eq: $newerId }) {
      fields {
        path
      }
      frontmatter {
        title
      }
    }
    older: mdx(id: { eq: $olderId }) {
      fields {
        path
      }
      frontmatter {
        title
      }
    }
  }
`;

/** The post's description under its title: a hero lead, four lines at most on a phone (schema.ts). */
const PostLead = styled(Lead)`
  ${heroLead}
`;
