import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { POST_CARD_SIZES, PostCards, toPostCard } from "../sections/PostCards";
import { PicturePreload } from "../components/Picture";
import { blogListPath } from "../node/page-paths";
import { borders, colors, layout, radii, space } from "../theme/tokens";
import { Static } from "../islands";

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
      <Static>
        <Section>
          <Container>
            <h2 className="visually-hidden">Posts</h2>
            <PostCards posts={data.allMdx.nodes.map(toPostCard)} featureFirst={currentPage === 1} firstOnFirstScreen />
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
      </Static>
    </>
  );
}

export const Head: HeadFC<Queries.BlogListTemplateQuery, BlogListContext> = ({ data, location, pageContext }) => {
  // The first cover is the phone's largest paint: requested before the fonts and scripts.
  const firstCover = data.allMdx.nodes[0] ? toPostCard(data.allMdx.nodes[0]).cover : null;
  return (
    <>
      {firstCover ? <PicturePreload image={firstCover} sizes={POST_CARD_SIZES} /> : null}
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
    </>
  );
};

const Pagination = styled.nav`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.md};
  margin-top: ${space.xl};
  color: ${colors.textMuted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.touchTarget}px;
    padding: 0 ${space.lg};
    border-radius: ${radii.pill};
    border: ${borders.rule} solid ${colors.accent};
    color: ${colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.accentHover};
    color: ${colors.accentHover};
  }
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
        ...PostCard
      }
    }
  }
`;
