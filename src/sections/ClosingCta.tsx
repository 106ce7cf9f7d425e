import React from "react";
import styled from "styled-components";
import { Container } from "../components/Container";
import { CtaButton } from "../components/CtaButton";

/** The last block of a page: one more invitation to get in touch. */
export function ClosingCta({ title, text, ctaLabel }: { title: string; text: string; ctaLabel?: string | null }) {
  return (
    <Block aria-labelledby="closing-cta">
      <Container>
        <Panel>
          <h2 id="closing-cta">{title}</h2>
          <p>{text}</p>
          <CtaButton label={ctaLabel || "Let's work together"} placement="page" size="large" />
        </Panel>
      </Container>
    </Block>
  );
}

const Block = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero}, ${({ theme }) => theme.gradients.panel};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lift};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    max-width: 22ch;
    text-wrap: balance;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 40rem;
    margin: 0 auto ${({ theme }) => theme.space.xl};
  }
  /* The 296×64 call-to-action keeps its label on one line: a longer label widens it instead. */
  & > a,
  & > button {
    width: auto;
    min-width: min(${({ theme }) => theme.layout.ctaButton.width}px, 100%);
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.xxl};
  }
`;
