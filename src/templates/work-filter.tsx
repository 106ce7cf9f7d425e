import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { PageHero } from "../sections/PageHero";
import { filtersOf } from "../sections/WorkFilters";
import { WorkClosingCta, WorkList } from "../sections/WorkList";
import type { WorkFilterKind } from "../lib/work-filters";
import { Static } from "../islands";

interface FilterContext {
  ids: string[];
  kind: WorkFilterKind;
  slug: string;
}

/** The filter a page shows, from its context's kind and slug. */
function filterOf(data: Queries.WorkFilterPageQuery, { kind, slug }: FilterContext) {
  const { industries, services } = filtersOf(data);
  return (kind === "industry" ? industries : services).find((filter) => filter.slug === slug) ?? null;
}

/** The case studies of one industry or one service (/our-work/industry/{slug}/, /our-work/service/{slug}/). */
export default function WorkFilterTemplate({
  data,
  pageContext,
}: PageProps<Queries.WorkFilterPageQuery, FilterContext>) {
  const filter = filterOf(data, pageContext);
  const name = filter?.name ?? pageContext.slug;
  const count = data.filtered.nodes.length;
  return (
    <>
      <PageHero
        eyebrow={pageContext.kind === "industry" ? "Our work · Industry" : "Our work · Service"}
        title={pageContext.kind === "industry" ? `Our work in ${name}` : `Our work: ${name}`}
        text={`${count} case ${count === 1 ? "study" : "studies"}, each with the problem, what we built and the numbers that changed for the client.`}
        workPage
      />
      <Static>
        <WorkList data={data} current={pageContext} items={data.filtered.nodes} />
      </Static>
      <WorkClosingCta />
    </>
  );
}

export const Head: HeadFC<Queries.WorkFilterPageQuery, FilterContext> = ({ data, pageContext, location }) => {
  const name = filterOf(data, pageContext)?.name ?? pageContext.slug;
  return (
    <Seo
      title={pageContext.kind === "industry" ? `${name} Case Studies` : `${name}: Case Studies`}
      description={`Case studies from Flatirons ${pageContext.kind === "industry" ? `in ${name}` : `with ${name}`}: the problem, what we designed and built, and the results.`}
      pathname={location.pathname}
      breadcrumb={name}
    />
  );
};

export const query = graphql`
  query WorkFilterPage($ids: [String!]!) {
    filtered: allCaseStudy(filter: { id: { in: $ids } }, sort: { order: ASC }) {
      nodes {
        ...CaseStudyCard
      }
    }
    ...WorkFilterData
  }
`;
