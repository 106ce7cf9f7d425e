import styled, { css } from "styled-components";
import { colors, fontSizes, media, radii, space } from "../../../theme/tokens";

/** Fields keep room for their message below (Help), so the gap between them can stay small. */
export const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

/** Two columns from tablet width up (name beside email…). */
export const Row = styled.div`
  display: grid;
  gap: ${space.md} ${space.lg};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${space.xs};
  align-content: start;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${fontSizes.sm};
  color: ${colors.text};
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${colors.textMuted};
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background-color: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};
  line-height: 1.4;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
  &::placeholder {
    color: ${colors.textMuted};
    opacity: 0.75;
  }
  &:hover {
    border-color: ${colors.accent};
  }
  &:focus {
    border-color: ${colors.accent};
    background-color: ${colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 9rem;
  resize: vertical;
`;

/** A native select, restyled, with a chevron drawn in the theme's muted text colour. */
export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: ${space.xl};
  background-image: ${`url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='14' height='9' viewBox='0 0 14 9'><path d='M1 1l6 6 6-6' fill='none' stroke='${colors.textMuted}' stroke-width='2'/></svg>`,
  )}")`};
  background-repeat: no-repeat;
  background-position: right ${space.md} center;
  option {
    background: ${colors.surface};
    color: ${colors.text};
  }
`;

/** A line of help under a control, before its message. */
export const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  line-height: 1.4;
`;

/** Under a field: the error on the left, the length counter on the right. */
export const Help = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 1.4em;
  font-size: ${fontSizes.sm};
  line-height: 1.4;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: 500;
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0 0 0 auto;
  color: ${({ $over }) => ($over ? colors.error : colors.textMuted)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A fieldset without the browser's frame; its legend sits above the fields like a label. */
const bareFieldset = css`
  display: grid;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
  }
`;

/** A multi-select's group of checkboxes. */
export const Fieldset = styled.fieldset`
  ${bareFieldset}
  gap: ${space.sm};
  legend {
    margin-bottom: ${space.sm};
    font-weight: 600;
    font-size: ${fontSizes.sm};
  }
`;

export const Choices = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${({ $invalid }) => ($invalid ? colors.error : colors.border)};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    font-size: ${fontSizes.sm};
    cursor: pointer;
    transition:
      border-color 0.15s ease,
      background-color 0.15s ease;
  }
  label:hover {
    border-color: ${colors.accent};
  }
  label:has(input:checked) {
    border-color: ${colors.accent};
    background: ${colors.surfaceRaised};
  }
  /* The box itself, drawn with the theme (the browser's own is a grey square on the dark panel). */
  input {
    flex: none;
    display: inline-grid;
    place-content: center;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    appearance: none;
    border: 2px solid ${colors.textMuted};
    border-radius: ${radii.xs};
    background: ${colors.navyDeep};
    cursor: pointer;
    transition:
      background-color 0.15s ease,
      border-color 0.15s ease;
  }
  input::before {
    content: "";
    width: 0.7rem;
    height: 0.7rem;
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
    background: ${colors.onAccent};
    transform: scale(0);
    transition: transform 0.12s ease-in-out;
  }
  input:checked {
    border-color: ${colors.accent};
    background: ${colors.accent};
  }
  input:checked::before {
    transform: scale(1);
  }
  input[aria-invalid="true"] {
    border-color: ${colors.error};
  }
  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    input {
      appearance: auto;
    }
  }
`;

/** A titled group of fields ("About you"). */
export const Group = styled.fieldset`
  ${bareFieldset}
  gap: ${space.md};
  legend {
    margin-bottom: ${space.md};
    color: ${colors.highlight};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;

/** A form's buttons; marked `data-form-actions`, so that a dialog can keep them in view at its foot. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
`;

/** A panel that holds a form on a page. */
export const Panel = styled.div`
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.navyDeep};
  ${media.tablet} {
    padding: ${space.xl};
  }
`;

export const StepLabel = styled.p`
  margin: 0;
  color: ${colors.highlight};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const FormTitle = styled.h3`
  font-size: ${fontSizes.xl};
  margin: 0;
  &:focus {
    outline: none;
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

/** What happens after a form is sent, in order. */
export const NextSteps = styled.ol`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding-left: 1.25rem;
  color: ${colors.textMuted};
  li::marker {
    color: ${colors.highlight};
    font-weight: 600;
  }
`;

/** Cloudflare Turnstile's place in a form (only with its site key), and its question in opt-in mode. */
export const Turnstile = styled.div`
  display: grid;
  gap: ${space.sm};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  p {
    margin: 0;
  }
  button {
    justify-self: start;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: transparent;
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
  }
`;
