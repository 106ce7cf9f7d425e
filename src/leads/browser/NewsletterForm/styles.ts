import styled, { css } from "styled-components";
import { Button } from "../../../components/Button";
import * as FormStyles from "../form/styles";
import { fontSizes, layout, media, space } from "../../../theme/tokens";

export const Form = styled.form`
  display: grid;
  gap: ${space.xs};
  justify-items: start;
`;

export const Label = FormStyles.Label;

export const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: 100%;
  ${media.tablet} {
    flex-direction: row;
    align-items: flex-start;
    width: auto;
  }
`;

/** The field with its message right under it. */
export const Field = styled.div`
  display: grid;
  gap: ${space.xs};
`;

/** The spec's sizes: a 300px field and a 188×48 button (full width on phones). */
export const Input = styled(FormStyles.Input)`
  ${css`
    ${media.tablet} {
      width: ${layout.newsletterInputWidth}px;
      height: ${layout.newsletterButton.height}px;
    }
  `}
`;

export const Submit = styled(Button)`
  width: 100%;
  height: ${layout.newsletterButton.height}px;
  ${css`
    ${media.tablet} {
      width: ${layout.newsletterButton.width}px;
    }
  `}
`;

export const Error = styled(FormStyles.ErrorText)`
  font-size: ${fontSizes.sm};
`;
