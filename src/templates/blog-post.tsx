import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import styled from "styled-components";
import { Seo, toSocialImage } from "../components/Seo";
import { blogPostingJsonLd } from "../lib/structured-data";
import { Container, Eyebrow } from "../components/Container";
import { Prose } from "../components/Prose";
import { NewsletterSignup } from "../components/NewsletterSignup";

/** A blog post at /blog/{slug}/: the MDX body with its author, date, reading time, tags and neighbours. */
export default function BlogPostTemplate({ data, children }: PageProps<Queries.BlogPostTemplateQuery>) {
  const post = data.post;
  if (!post) return null;
  const cover = post.frontmatter.cover?.childImageSharp?.gatsbyImageData;
  return (
    <Article>
      <Container $narrow>
        <header>
          <Eyebrow>Blog</Eyebrow>
          <h1>{post.frontmatter.title}</h1>
          <Byline>
            <span>{post.frontmatter.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.frontmatter.isoDate}>{post.frontmatter.date}</time>
            <span aria-hidden="true">·</span>
            <span>{post.fields.readingMinutes} min read</span>
          </Byline>
        </header>
        {cover ? (
          <GatsbyImage image={cover} alt={post.frontmatter.coverAlt ?? ""} loading="eager" className="cover" />
        ) : null}
        <Prose>{children}</Prose>
        {post.frontmatter.tags?.length ? (
          <Tags aria-label="Tags">
            {post.frontmatter.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        ) : null}
        <NewsletterSignup variant="post" />
        <Neighbours aria-label="More posts">
          {data.newer ? (
            <Link to={data.newer.fields.path} rel="prev">
              <small>Newer post</small>
              {data.newer.frontmatter.title}
            </Link>
          ) : (
            <span />
          )}
          {data.older ? (
            <Link to={data.older.fields.path} rel="next">
              <small>Older post</small>
              {data.older.frontmatter.title}
            </Link>
          ) : null}
        </Neighbours>
      </Container>
    </Article>
  );
}

export const Head: HeadFC<Queries.BlogPostTemplateQuery> = ({ data, location }) => {
  const post = data.post?.frontmatter;
  const image = toSocialImage(post?.cover?.childImageSharp?.social, post?.coverAlt);
  return (
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
  );
};

const Article = styled.article`
  padding: ${({ theme }) => theme.space.xxl} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  .cover {
    border-radius: ${({ theme }) => theme.radii.lg};
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.xl} 0;
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Neighbours = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[rel="next"] {
    text-align: right;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.highlight};
    margin-bottom: ${({ theme }) => theme.space.xs};
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
            gatsbyImageData(width: 880, formats: [AUTO, WEBP, AVIF], placeholder: BLURRED)
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
