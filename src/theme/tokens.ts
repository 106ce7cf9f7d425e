/** Design tokens: the one place colours, type, breakpoints and layout sizes live. */

export const colors = {
  /** Site theme colour and page background: dark navy. */
  navy: "#0b1533",
  navyDeep: "#070e24",
  surface: "#111e45",
  surfaceRaised: "#172857",
  border: "#2a3d75",
  text: "#f4f6fb",
  textMuted: "#b9c2dc",
  accent: "#5b9dff",
  accentHover: "#8ab9ff",
  onAccent: "#07102a",
  highlight: "#35d0ba",
  error: "#ff7b7b",
  success: "#3ddc97",
  focus: "#ffd166",
} as const;

export const fonts = {
  body: `"Inter Variable", "Inter Fallback", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  heading: `"Space Grotesk Variable", "Space Grotesk Fallback", "Inter Variable", system-ui, sans-serif`,
  mono: `ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace`,
} as const;

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "1.625rem",
  xxl: "2.25rem",
  display: "clamp(2.5rem, 5vw + 1rem, 4.5rem)",
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
  section: "clamp(4rem, 8vw, 7.5rem)",
} as const;

export const radii = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

/**
 * Breakpoints from the spec: mobile up to 599px, tablet 600–1023px,
 * desktop 1024–1279px, large desktop 1280–1440px.
 */
export const breakpoints = { tablet: 600, desktop: 1024, large: 1280, max: 1440 } as const;

export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  large: `@media (min-width: ${breakpoints.large}px)`,
  mobileOnly: `@media (max-width: ${breakpoints.tablet - 1}px)`,
  reducedMotion: `@media (prefers-reduced-motion: reduce)`,
} as const;

/** Layout sizes from the spec, in px. */
export const layout = {
  maxWidth: 1440,
  contentWidth: 1200,
  gutter: 20,
  heroHeight: { large: 1013, desktop: 890, tablet: 825 },
  footerColumnWidth: 206,
  footerColumnGap: 62.5,
  ctaButton: { width: 296, height: 64 },
  newsletterInputWidth: 300,
  newsletterButton: { width: 188, height: 48 },
  workPageTopPadding: 88,
  servicesGridTwoColumnWidth: 400,
  headerHeight: 72,
} as const;

export const shadows = {
  card: "0 10px 30px rgba(3, 8, 24, 0.45)",
  focus: `0 0 0 3px ${colors.focus}`,
} as const;

export const theme = { colors, fonts, fontSizes, space, radii, breakpoints, media, layout, shadows } as const;

export type Theme = typeof theme;
