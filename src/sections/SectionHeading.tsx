import React from "react";
import styled from "styled-components";
import { Container, Eyebrow, Lead, Section } from "../components/Container";
import { fontSizes, space, headingMeasure } from "../theme/tokens";

/** The <h2> that opens a content section, with an optional eyebrow and lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
}) {
  return (
    <Wrap>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id}>{title}</h2>
      {lead ? <Lead>{lead}</Lead> : null}
    </Wrap>
  );
}

/** A content section named by the heading that opens it (the heading's id labels the section). */
export function TitledSection({
  id,
  tone,
  children,
  ...heading
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: "plain" | "raised";
  /** The section's one block under its heading. */
  children: React.ReactElement;
}) {
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeading id={id} {...heading} />
        {children}
      </Container>
    </Section>
  );
}

const Wrap = styled.div`
  margin-bottom: ${space.xl};
  h2 {
    font-size: ${fontSizes.xxl};
    max-width: ${headingMeasure(24)};
  }
`;
