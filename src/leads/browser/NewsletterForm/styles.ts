import styled, { css } from "styled-components";
import { Button } from "../../../components/Button";
import * as FormStyles from "../form/styles";
import { theme } from "../../../theme/tokens";

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
`;

export const Label = FormStyles.Label;

export const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: 100%;
  ${theme.media.tablet} {
    flex-direction: row;
    align-items: flex-start;
    width: auto;
  }
`;

/** The field with its message right under it. */
export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

/** The spec's sizes: a 300px field and a 188×48 button (full width on phones). */
export const Input = styled(FormStyles.Input)`
  ${css`
    ${theme.media.tablet} {
      width: ${theme.layout.newsletterInputWidth}px;
      height: ${theme.layout.newsletterButton.height}px;
    }
  `}
`;

export const Submit = styled(Button)`
  width: 100%;
  height: ${theme.layout.newsletterButton.height}px;
  ${css`
    ${theme.media.tablet} {
      width: ${theme.layout.newsletterButton.width}px;
    }
  `}
`;

export const Error = styled(FormStyles.ErrorText)`
  font-size: ${theme.fontSizes.sm};
`;
