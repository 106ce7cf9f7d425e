import React from "react";
import styled from "styled-components";
import { Eyebrow, Lead } from "../components/Container";
import { fontSizes, space } from "../theme/tokens";

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

const Wrap = styled.div`
  margin-bottom: ${space.xl};
  h2 {
    font-size: ${fontSizes.xxl};
    max-width: 24ch;
  }
`;
