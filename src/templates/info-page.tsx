import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { Container } from "../components/Container";
import { Prose } from "../components/Prose";
import { borders, colors, fontSizes, gradients, space } from "../theme/tokens";
import { Static } from "../islands";

/** Informational pages from content/pages/*.mdx (privacy policy, terms of service). */
export default function InfoPageTemplate({ data, children }: PageProps<Queries.InfoPageTemplateQuery>) {
  if (!data.mdx) return null;
  return (
    <Wrap>
      <Container $narrow>
        <Static>
          <h1>{data.mdx.frontmatter.title}</h1>
          <Updated>
            Last updated <time dateTime={data.mdx.frontmatter.isoDate}>{data.mdx.frontmatter.date}</time>
          </Updated>
          <Prose>{children}</Prose>
        </Static>
      </Container>
    </Wrap>
  );
}

export const Head: HeadFC<Queries.InfoPageTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.mdx?.frontmatter.seoTitle ?? data.mdx?.frontmatter.title ?? ""}
    breadcrumb={data.mdx?.frontmatter.title}
    description={data.mdx?.frontmatter.description ?? ""}
    pathname={location.pathname}
  />
);

const Wrap = styled.article`
  padding: ${space.xxl} 0 ${space.section};
  background: ${gradients.hero};
  background-repeat: no-repeat;
  h1 {
    font-size: ${fontSizes.title};
  }
`;

const Updated = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  padding-bottom: ${space.lg};
  margin-bottom: ${space.xl};
  border-bottom: ${borders.hairline} solid ${colors.border};
`;

export const query = graphql`
  query InfoPageTemplate($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        seoTitle
        description
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
