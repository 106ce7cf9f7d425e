import React from "react";
import { graphql, Link } from "gatsby";
import styled from "styled-components";
import { type WorkFilter, type WorkFilterKind, WORK_PATH, workFilters } from "../lib/work-filters";
import { PillList, pill } from "./card-parts";
import { foldedOnPhones } from "../theme/mixins";
import { borders, colors, fonts, fontSizes, layout, media, space } from "../theme/tokens";

export type WorkFilterData = Queries.WorkFilterDataFragment;

/** The filters the case studies make (src/lib/work-filters.ts), from the query's lists. */
export const filtersOf = (data: WorkFilterData) => workFilters(data.workCases.nodes, data.workPages.nodes);

/**
 * The case studies' filters: every industry and every service, each a link to its own pre-built page, with
 * the number of case studies in it; the one shown is marked. Plain links: they work before and without a
 * script.
 */
export function WorkFilters({
  filters,
  current,
}: {
  filters: ReturnType<typeof workFilters>;
  current?: { kind: WorkFilterKind; slug: string } | null;
}) {
  const isCurrent = (filter: WorkFilter) => current?.kind === filter.kind && current.slug === filter.slug;
  // Folded on a phone (foldedOnPhones), unless it holds the filter shown.
  const group = (title: string, items: WorkFilter[]) => (
    <Group open={items.some(isCurrent) || undefined}>
      <summary>
        <h3>
          {title} <span aria-hidden="true">{items.length}</span>
        </h3>
      </summary>
      <PillList>
        {items.map((filter) => (
          <li key={filter.path}>
            <Link to={filter.path} aria-current={isCurrent(filter) ? "page" : undefined}>
              {filter.name} <span aria-hidden="true">{filter.ids.length}</span>
              <span className="visually-hidden">
                , {filter.ids.length} case {filter.ids.length === 1 ? "study" : "studies"}
              </span>
            </Link>
          </li>
        ))}
      </PillList>
    </Group>
  );
  return (
    <Filters aria-label="Filter the case studies">
      <h2 className="visually-hidden">Filter the case studies</h2>
      <All>
        <Link to={WORK_PATH} aria-current={current ? undefined : "page"}>
          All case studies
        </Link>
      </All>
      {group("By industry", filters.industries)}
      {group("By service", filters.services)}
    </Filters>
  );
}

export const query = graphql`
  fragment WorkFilterData on Query {
    workCases: allCaseStudy(sort: { order: ASC }) {
      nodes {
        id
        industry
        sections {
          type
          links {
            path
          }
        }
      }
    }
    workPages: allServicePage {
      nodes {
        path
        name
        kind
      }
    }
  }
`;

const Filters = styled.nav`
  display: grid;
  gap: ${space.md};
  ${media.mobileOnly} {
    gap: 0;
  }
  margin-bottom: ${space.xl};
  padding-bottom: ${space.lg};
  border-bottom: ${borders.hairline} solid ${colors.border};
  a {
    ${pill}
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${layout.touchTarget}px;
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.accent};
  }
  a[aria-current="page"] {
    border-color: ${colors.accent};
    background: ${colors.accent};
    color: ${colors.onAccent};
  }
  a span[aria-hidden="true"] {
    color: inherit;
    opacity: 0.7;
    font-variant-numeric: tabular-nums;
  }
`;

const All = styled.p`
  margin: 0;
`;

const Group = styled.details`
  ${foldedOnPhones}
  ${media.mobileOnly} {
    border-bottom: ${borders.hairline} solid ${colors.border};
    &[open] ul {
      padding-bottom: ${space.md};
    }
  }
  ${media.desktop} {
    display: grid;
    grid-template-columns: 9rem minmax(0, 1fr);
    align-items: baseline;
    &::details-content {
      display: contents;
    }
  }
  h3 {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.textMuted};
  }
  h3 span {
    opacity: 0.7;
  }
`;
