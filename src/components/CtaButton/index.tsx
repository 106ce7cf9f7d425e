import React, { useSyncExternalStore } from "react";
import styled, { css, keyframes } from "styled-components";
import { Button, ButtonLink } from "../Button";
import { CONTACT_PAGE_PATH, type CtaPlacement, useContactDialog } from "../ContactDialogProvider";
import { ctaVariantSnapshot, subscribeToCtaVariant } from "../../lib/cta-experiment";
import { theme } from "../../theme/tokens";

interface CtaButtonProps {
  label: string;
  placement: CtaPlacement;
  /** "large" is the spec's 296×64 button. */
  size?: "regular" | "large";
}

const noSubscription = () => () => {};

/** False in the server HTML and while hydrating it, true from the first client render on. */
function useClientRendered(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The call-to-action that opens the contact dialog. The server HTML holds a
 * link to the contact page (it works without JavaScript; see CTA_NOSCRIPT_STYLE);
 * once the page runs in the browser it becomes a button that opens the dialog,
 * and fades in.
 */
export function CtaButton({ label, placement, size = "regular" }: CtaButtonProps) {
  const clientRendered = useClientRendered();
  const dialog = useContactDialog();

  if (!clientRendered || !dialog) {
    return (
      <CtaLink to={CONTACT_PAGE_PATH} data-cta={placement} $size={size} $pending={!clientRendered}>
        {label}
      </CtaLink>
    );
  }
  return (
    <CtaDialogButton
      type="button"
      aria-haspopup="dialog"
      data-cta={placement}
      $size={size}
      onClick={(event) => dialog.open(placement, event.currentTarget)}
    >
      {label}
    </CtaDialogButton>
  );
}

/** The header's call-to-action: its label is the CTA copy experiment's variant, when there is one. */
export function HeaderCtaButton({ label }: { label: string }) {
  const variant = useSyncExternalStore(subscribeToCtaVariant, ctaVariantSnapshot, () => null);
  return <CtaButton label={variant?.label ?? label} placement="header" />;
}

/**
 * For <head>: without JavaScript the call-to-action never fades in, so this
 * shows it straight away (as the link to the contact page).
 */
export const CTA_NOSCRIPT_STYLE = "[data-cta]{opacity:1!important;animation:none!important}";

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const sized = css<{ $size: "regular" | "large" }>`
  ${({ $size }) =>
    $size === "large" &&
    css`
      width: 100%;
      max-width: ${theme.layout.ctaButton.width}px;
      height: ${theme.layout.ctaButton.height}px;
      font-size: ${theme.fontSizes.lg};
    `}
`;

const CtaLink = styled(ButtonLink)<{ $size: "regular" | "large"; $pending: boolean }>`
  ${sized}
  ${({ $pending }) =>
    $pending
      ? css`
          opacity: 0;
        `
      : css`
          animation: ${fadeIn} 0.4s ease-out both;
        `}
`;

const CtaDialogButton = styled(Button)<{ $size: "regular" | "large" }>`
  ${sized}
  animation: ${fadeIn} 0.4s ease-out both;
`;
