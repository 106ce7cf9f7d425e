import React from "react";
import styled from "styled-components";
import { Container } from "../components/Container";
import { CtaButton } from "../components/CtaButton";

/** The last block of a page: one more invitation to get in touch. */
export function ClosingCta({ title, text, ctaLabel }: { title: string; text: string; ctaLabel?: string | null }) {
  return (
    <Block>
      <Container>
        <Panel>
          <h2>{title}</h2>
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
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 40rem;
    margin: 0 auto ${({ theme }) => theme.space.xl};
  }
`;
