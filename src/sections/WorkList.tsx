import React from "react";
import { Container, Section } from "../components/Container";
import type { WorkFilterKind } from "../lib/work-filters";
import { CaseStudyCards, type CaseStudyCardData } from "./CaseStudyCards";
import { ClosingCta } from "./ClosingCta";
import { type WorkFilterData, WorkFilters, filtersOf } from "./WorkFilters";

/**
 * The case studies under the filters: the body of /our-work/ (`current` unset) and of each filtered
 * list, /our-work/industry/…/ and /our-work/service/…/.
 */
export function WorkList({
  data,
  current,
  items,
}: {
  data: WorkFilterData;
  current?: { kind: WorkFilterKind; slug: string };
  items: ReadonlyArray<CaseStudyCardData>;
}) {
  return (
    <Section>
      <Container>
        <WorkFilters filters={filtersOf(data)} current={current} />
        <h2 className="visually-hidden">Case studies</h2>
        <CaseStudyCards items={items} />
      </Container>
    </Section>
  );
}

/** The last block of every list of case studies. */
export function WorkClosingCta() {
  return (
    <ClosingCta
      title="Your product could be next"
      text="Tell us about the product you want to build or rescue. We will share relevant work and the team we would put on it."
    />
  );
}
