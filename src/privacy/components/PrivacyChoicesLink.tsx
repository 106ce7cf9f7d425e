import React from "react";
import { openPrivacyDialog } from "../dialog-state";
import { PRIVACY_CHOICES_LABEL, PRIVACY_POLICY_PATH } from "../policy";
import { loadPrivacyDialog } from "./load-dialog";
import styled from "styled-components";
import { colors } from "../../theme/tokens";
import { useClientRendered } from "../../islands";

// Here, not in ./styles: the footer renders it on every page; the dialog's and banner's styles load with them.
/** A button that reads as the footer's legal links (underlined, left-aligned when it wraps). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  color: ${colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${colors.text};
  }
`;

/**
 * The footer's "Your privacy choices": a link to the privacy policy in the
 * server HTML (without JavaScript nothing tracks, and the policy explains the
 * choices), a button that opens the privacy dialog once the page runs.
 */
export function PrivacyChoicesLink() {
  const interactive = useClientRendered();
  if (!interactive) return <a href={PRIVACY_POLICY_PATH}>{PRIVACY_CHOICES_LABEL}</a>;
  return (
    <LinkButton
      type="button"
      aria-haspopup="dialog"
      // Warming the dialog's code: a failure here is the dialog's to handle when it opens (PrivacyHost).
      onPointerEnter={() => loadPrivacyDialog().catch(() => undefined)}
      onFocus={() => loadPrivacyDialog().catch(() => undefined)}
      onClick={(event) => openPrivacyDialog(event.currentTarget)}
    >
      {PRIVACY_CHOICES_LABEL}
    </LinkButton>
  );
}
