import styled from "styled-components";
import { borders, colors, fontSizes, media, space } from "../../../theme/tokens";

/**
 * The form's area: its min-height is set from the tallest step shown (see the dialog). The form's buttons
 * stay at the panel's foot while the fields scroll under them, so the step's button is in view on a short
 * phone (375×667) too; they reach over the panel's padding like its head.
 */
export const Body = styled.div`
  display: grid;
  align-content: start;
  &[hidden] {
    display: none;
  }
  [data-form-actions] {
    position: sticky;
    bottom: -${space.lg};
    z-index: 1;
    margin: 0 -${space.lg} -${space.lg};
    padding: ${space.md} ${space.lg};
    border-top: ${borders.hairline} solid ${colors.border};
    background: ${colors.navy};
    ${media.tablet} {
      bottom: -${space.xl};
      margin: 0 -${space.xl} -${space.xl};
      padding: ${space.md} ${space.xl};
    }
  }
`;

/** The person who answers, under the dialog's head. */
export const Person = styled.div`
  margin-bottom: ${space.lg};
`;

/** "Rather pick a time yourself?" and its button, above the form. */
export const Booking = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.md};
  margin: 0 0 ${space.lg};
  padding-bottom: ${space.lg};
  border-bottom: ${borders.hairline} solid ${colors.border};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** The scheduler: its frame fills the panel's width, tall enough for a month and a day's times. */
export const Scheduler = styled.div`
  display: grid;
  gap: ${space.md};
  iframe {
    display: block;
    width: 100%;
    height: min(70vh, 42rem);
    border: ${borders.hairline} solid ${colors.border};
    border-radius: 12px;
    background: ${colors.text};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;
