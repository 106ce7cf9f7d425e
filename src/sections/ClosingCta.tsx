import React from "react";
import styled from "styled-components";
import { graphql } from "gatsby";
import { Container } from "../components/Container";
import { CtaButton } from "../shell/CtaButton";
import { asContactIntent } from "../lib/contact-intents";
import {
  borders,
  colors,
  fontSizes,
  gradients,
  layout,
  media,
  radii,
  shadows,
  space,
  headingMeasure,
} from "../theme/tokens";
import { renderedWhenNear } from "../theme/mixins";

/** A page's closing call-to-action in content (the content model's ClosingCta). */
export const closingCtaWordsFragment = graphql`
  fragment ClosingCtaWords on ClosingCta {
    title
    text
    ctaLabel
    ctaIntent
  }
`;

/**
 * The last block of a page: one more invitation to get in touch (or `action`, the page's own next
 * step, such as applying to the fund).
 */
export function ClosingCta({
  title,
  text,
  ctaLabel,
  ctaIntent,
  interest,
  place,
  action,
}: {
  title: string;
  text: string;
  ctaLabel?: string | null;
  /** What the call-to-action promises (content's `ctaIntent`); generic when none is given. */
  ctaIntent?: string | null;
  interest?: string | null;
  place?: string | null;
  action?: React.ReactNode;
}) {
  return (
    <Block aria-labelledby="closing-cta">
      <Container>
        <Panel>
          <h2 id="closing-cta">{title}</h2>
          <p>{text}</p>
          {action ?? (
            <CtaButton
              label={ctaLabel || "Let's work together"}
              placement="page"
              size="large"
              intent={asContactIntent(ctaIntent)}
              interest={interest}
              place={place}
            />
          )}
        </Panel>
      </Container>
    </Block>
  );
}

/*
 * The section before the band already ends in a section's padding: a second one on top would leave
 * an empty gap of up to 240px, so the band adds only a little.
 */
const Block = styled.section`
  padding: ${space.xl} 0 ${space.section};
  ${renderedWhenNear}
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: ${space.xxl} ${space.lg};
  border-radius: ${radii.lg};
  background: ${gradients.hero}, ${gradients.panel};
  border: ${borders.hairline} solid ${colors.border};
  box-shadow: ${shadows.lift};
  h2 {
    font-size: ${fontSizes.xxl};
    max-width: ${headingMeasure(22)};
    text-wrap: balance;
  }
  p {
    color: ${colors.textMuted};
    font-size: ${fontSizes.lg};
    max-width: 40rem;
    margin: 0 auto ${space.xl};
  }
  /* The 296×64 call-to-action keeps its label on one line: a longer label widens it instead. */
  & > a,
  & > button {
    width: auto;
    min-width: min(${layout.ctaButton.width}px, 100%);
    max-width: 100%;
    padding: 0 ${space.lg};
    font-size: ${fontSizes.md};
    white-space: nowrap;
  }
  ${media.desktop} {
    padding: ${space.section} ${space.xxl};
  }
`;
