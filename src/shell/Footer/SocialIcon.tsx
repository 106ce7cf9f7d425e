import React from "react";

/** Simple glyphs for the social networks (drawn here, not copied brand assets). */
export function SocialIcon({ network }: { network: string }) {
  const common = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
  switch (network) {
    case "linkedin":
      return (
        <svg {...common} fill="currentColor">
          <rect x="3" y="9" width="4" height="12" rx="1" />
          <circle cx="5" cy="5" r="2.2" />
          <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.3 0 4.2 2.1 4.2 5.2V21h-4v-6.4c0-1.6-.4-2.6-1.8-2.6s-2.2 1-2.2 2.6V21h-4z" />
        </svg>
      );
    case "x":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <path d="M4 4l16 16M20 4L4 20" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4.2" />
          <circle cx="17.3" cy="6.7" r="1" fill="currentColor" />
        </svg>
      );
  }
}
