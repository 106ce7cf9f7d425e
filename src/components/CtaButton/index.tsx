import React from "react";
import styled from "styled-components";
import { ButtonLink } from "../Button";

/**
 * The call-to-action that leads a visitor to get in touch. It links to the
 * contact page; the contact dialog and the copy experiment build on it.
 */
export function CtaButton({ label, size = "regular" }: { label: string; size?: "regular" | "large" }) {
  return size === "large" ? (
    <LargeCta to="/contact-us/">{label}</LargeCta>
  ) : (
    <ButtonLink to="/contact-us/">{label}</ButtonLink>
  );
}

/** The spec's 296×64 call-to-action. */
const LargeCta = styled(ButtonLink)`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.ctaButton.width}px;
  height: ${({ theme }) => theme.layout.ctaButton.height}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
