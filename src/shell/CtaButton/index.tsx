import React, { useContext, useSyncExternalStore } from "react";
import styled, { css, keyframes } from "styled-components";
import { Link } from "gatsby";
import { Button } from "../../components/Button";
import { ContactSchedulingContext, type CtaPlacement, useContactDialog } from "../ContactDialogProvider";
import { type ContactIntentId, contactPageFor } from "../../lib/contact-intents";
import {
  CTA_VARIANTS,
  ctaVariantSnapshot,
  intentOfCtaVariant,
  isCtaExperimentEnabled,
  subscribeToCtaVariant,
} from "./cta-experiment";
import { fontSizes, layout } from "../../theme/tokens";
import { useClientRendered } from "../../islands";

interface CtaButtonProps {
  label: string;
  placement: CtaPlacement;
  /** "large" is the spec's 296×64 button. */
  size?: "regular" | "large";
  /**
   * Labels the button may show later (at most two, the widest): their width is
   * kept from the first paint, so a label swapped in after it moves nothing.
   */
  reserveFor?: readonly string[];
  /** What the button promises (src/lib/contact-intents.ts): the dialog opens with that heading and first line. */
  intent: ContactIntentId;
  /** The interest of the page it sits on (a service page's), ticked in the dialog's step 2. */
  interest?: string | null;
  /** The city of a city meeting. */
  place?: string | null;
}

/**
 * The call-to-action that opens the contact dialog. The server HTML holds a
 * link to the page with the form for its intent (the contact page; the Fuse page's demo form for a
 * Fuse demo): it works without JavaScript (see CTA_NOSCRIPT_STYLE);
 * once the page runs in the browser it becomes a button that opens the dialog,
 * and fades in.
 */
export function CtaButton({
  label,
  placement,
  size = "regular",
  reserveFor = [],
  intent,
  interest,
  place,
}: CtaButtonProps) {
  const clientRendered = useClientRendered();
  const dialog = useContactDialog();
  const schedulingUrl = useContext(ContactSchedulingContext);
  const [first, second] = reserveFor;
  const reserve = { "data-reserve-1": first, "data-reserve-2": second, $reserve: reserveFor.length > 0 };
  const text = reserve.$reserve ? <span>{label}</span> : label;

  if (!clientRendered || !dialog) {
    return (
      <Cta
        as={Link}
        to={contactPageFor(intent)}
        data-cta={placement}
        data-intent={intent}
        data-pending={clientRendered ? undefined : ""}
        $size={size}
        {...reserve}
      >
        {text}
      </Cta>
    );
  }
  return (
    <Cta
      type="button"
      aria-haspopup="dialog"
      data-cta={placement}
      data-intent={intent}
      $size={size}
      onClick={(event) => dialog.open(placement, event.currentTarget, { intent, interest, place, schedulingUrl })}
      {...reserve}
    >
      {text}
    </Cta>
  );
}

/** The two longest labels of the CTA copy experiment: the widest a header call-to-action can become. */
export const WIDEST_CTA_LABELS: readonly string[] = Object.values(CTA_VARIANTS)
  .slice()
  .sort((a, b) => b.length - a.length)
  .slice(0, 2);

/**
 * The header's call-to-action: its label is the CTA copy experiment's variant,
 * when there is one, and so is its intent ("Schedule a Call" opens the dialog
 * for a call). The variant is only known after the first client render
 * (the server HTML says the default), so while the experiment runs the button
 * keeps the width of the widest variants from the start: swapping the label
 * then shifts nothing in the header.
 */
export function HeaderCtaButton({ label }: { label: string }) {
  const variant = useSyncExternalStore(subscribeToCtaVariant, ctaVariantSnapshot, () => null);
  return (
    <CtaButton
      label={variant?.label ?? label}
      placement="header"
      intent={intentOfCtaVariant(variant?.key)}
      reserveFor={isCtaExperimentEnabled() ? WIDEST_CTA_LABELS : undefined}
    />
  );
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
      max-width: ${layout.ctaButton.width}px;
      height: ${layout.ctaButton.height}px;
      font-size: ${fontSizes.lg};
    `}
`;

/*
 * Reserved width: the label and two invisible copies of the widest labels
 * (generated content, so they are neither text nor part of the accessible
 * name) share one grid cell; the cell is as wide as the widest of them.
 */
const reserved = css<{ $reserve: boolean }>`
  ${({ $reserve }) =>
    $reserve &&
    css`
      display: inline-grid;
      grid-template-areas: "label";
      place-items: center;
      > span,
      &::before,
      &::after {
        grid-area: label;
      }
      &::before {
        content: attr(data-reserve-1);
        visibility: hidden;
      }
      &::after {
        content: attr(data-reserve-2);
        visibility: hidden;
      }
    `}
`;

/*
 * One styled component for the server's link and the dialog button that replaces it: the same props give the same
 * classes, which the server's style sheet already holds, so the first client render compiles no CSS. Until then the
 * link is hidden (`data-pending`: the server's HTML and the hydrating render), then it fades in.
 */
const Cta = styled(Button)<{ $size: "regular" | "large"; $reserve: boolean }>`
  ${sized}
  ${reserved}
  animation: ${fadeIn} 0.4s ease-out both;
  &[data-pending] {
    opacity: 0;
    animation: none;
  }
`;
