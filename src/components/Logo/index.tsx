import React from "react";
import { fonts } from "../../theme/tokens";

/** The Flatirons wordmark: three tilted slabs (the Boulder rock formation) and the name. */
export function Logo({ title = "Flatirons" }: { title?: string }) {
  return (
    <svg viewBox="0 0 168 32" width="168" height="32" role="img" aria-label={title}>
      <path d="M2 30 L12 4 L18 4 L10 30 Z" fill="#5b9dff" />
      <path d="M12 30 L22 8 L27 8 L20 30 Z" fill="#8ab9ff" />
      <path d="M22 30 L30 13 L34 13 L29 30 Z" fill="#35d0ba" />
      <text
        x="42"
        y="23"
        fill="#f4f6fb"
        // The headings' stack: drawn in the heading face's sized fallback until the web font comes.
        fontFamily={fonts.heading}
        fontSize="20"
        fontWeight="700"
        letterSpacing="0.5"
      >
        Flatirons
      </text>
    </svg>
  );
}
