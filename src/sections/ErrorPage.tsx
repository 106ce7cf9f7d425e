import React from "react";
import styled from "styled-components";
import { Container } from "../components/Container";
import { ButtonLink } from "../components/Button";
import { colors, fonts, fontSizes, space, headingMeasure } from "../theme/tokens";

/** The 404 and 500 pages: what happened and a way home. */
export function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <Wrap>
      <Container $narrow>
        <Code aria-hidden="true">{code}</Code>
        <h1>{title}</h1>
        <p>{text}</p>
        <Actions>
          <ButtonLink to="/">Back to the home page</ButtonLink>
          <ButtonLink to="/services/" $variant="secondary">
            Browse services
          </ButtonLink>
        </Actions>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${space.section} 0;
  text-align: center;
  h1 {
    font-size: ${fontSizes.xxl};
  }
  p {
    color: ${colors.textMuted};
  }
`;

const Code = styled.p`
  && {
    font-family: ${fonts.heading};
    font-size: clamp(4rem, 14vw, 9rem);
    font-weight: 700;
    line-height: 1;
    /* Three figures wide in the heading face and set from the left: centred by its box, not by its text's
       width, so the figures stay put when the web font replaces its fallback. */
    font-variant-numeric: tabular-nums;
    width: ${headingMeasure(3)};
    text-align: left;
    margin: 0 auto;
    background: linear-gradient(135deg, ${colors.accent}, ${colors.highlight});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  justify-content: center;
  margin-top: ${space.xl};
`;
