import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { blogListPath } from "../node/page-paths";

interface BlogListContext {
  currentPage: number;
  pageCount: number;
}

/** The blog list, newest first, 12 posts a page: /blog/, /blog/page/2/… */
export default function BlogListTemplate({
  data,
  pageContext,
}: PageProps<Queries.BlogListTemplateQuery, BlogListContext>) {
  const { currentPage, pageCount } = pageContext;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title={currentPage === 1 ? "Notes on building software" : `Notes on building software, page ${currentPage}`}
        text="Product, design and engineering lessons from the Flatirons team: what worked, what did not, and what we would do again."
      />
      <Section>
        <Container>
          <Posts>
            {data.allMdx.nodes.map((post) => {
              const cover = post.frontmatter.cover?.childImageSharp?.gatsbyImageData;
              return (
                <li key={post.fields.path}>
                  {cover ? <GatsbyImage image={cover} alt={post.frontmatter.coverAlt ?? ""} /> : null}
                  <div>
                    <p className="meta">
                      <time dateTime={post.frontmatter.isoDate}>{post.frontmatter.date}</time> ·{" "}
                      {post.fields.readingMinutes} min read
                    </p>
                    <h2>
                      <Link to={post.fields.path}>{post.frontmatter.title}</Link>
                    </h2>
                    <p>{post.frontmatter.description}</p>
                  </div>
                </li>
              );
            })}
          </Posts>
          {pageCount > 1 ? (
            <Pagination aria-label="Blog pages">
              {currentPage > 1 ? <Link to={blogListPath(currentPage - 1)}>Newer posts</Link> : <span />}
              <span>
                Page {currentPage} of {pageCount}
              </span>
              {currentPage < pageCount ? <Link to={blogListPath(currentPage + 1)}>Older posts</Link> : <span />}
            </Pagination>
          ) : null}
        </Container>
      </Section>
    </>
  );
}

export const Head: HeadFC<Queries.BlogListTemplateQuery, BlogListContext> = ({ location, pageContext }) => (
  <Seo
    title={
      pageContext.currentPage > 1
        ? `Blog, page ${pageContext.currentPage}`
        : "Blog: software design and development insights"
    }
    description={
      pageContext.currentPage > 1
        ? `Page ${pageContext.currentPage} of the Flatirons blog: more notes on product strategy, design and engineering.`
        : "Articles from the Flatirons team on product strategy, UX design, mobile and web engineering, AI features and running software teams."
    }
    pathname={location.pathname}
    breadcrumb={pageContext.currentPage > 1 ? `Page ${pageContext.currentPage}` : "Blog"}
  />
);

const Posts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    position: relative;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:hover,
  li:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  li > div {
    padding: ${({ theme }) => theme.space.lg};
  }
  .gatsby-image-wrapper {
    aspect-ratio: 16 / 9;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .meta {
    color: ${({ theme }) => theme.colors.highlight};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Pagination = styled.nav`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const query = graphql`
  query BlogListTemplate($limit: Int!, $skip: Int!) {
    allMdx(
      filter: { fields: { kind: { eq: "blog" } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      limit: $limit
      skip: $skip
    ) {
      nodes {
        fields {
          path
          readingMinutes
        }
        frontmatter {
          title
          description
          coverAlt
          date(formatString: "MMMM D, YYYY")
          isoDate: date(formatString: "YYYY-MM-DD")
          cover {
            childImageSharp {
              gatsbyImageData(width: 560, aspectRatio: 1.78, formats: [AUTO, WEBP, AVIF], placeholder: BLURRED)
            }
          }
        }
      }
    }
  }
`;
