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
  /** The sticky header over scrolled content: navy, slightly see-through. */
  headerBackground: "rgba(11, 21, 51, 0.92)",
  /** Soft glows behind heroes and panels. */
  glowAccent: "rgba(91, 157, 255, 0.22)",
  glowHighlight: "rgba(53, 208, 186, 0.14)",
  /** Veil over the page while the mobile menu is open. */
  scrim: "rgba(3, 8, 24, 0.6)",
} as const;

/** Extra hues used only inside illustrations and client wordmarks. */
export const artColors = {
  sky: "#8ab9ff",
  gold: "#ffd166",
  coral: "#ff9f7b",
  violet: "#a48bff",
  ink: "#eaf1ff",
  panel: "#0f1b40",
  panelLine: "#22356b",
} as const;

export const fonts = {
  body: `"Inter Variable", "Inter Fallback", "Inter Fallback Roboto", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  heading: `"Space Grotesk Variable", "Space Grotesk Fallback", "Space Grotesk Fallback Roboto", "Inter Variable", system-ui, sans-serif`,
  /** Only for drawn wordmarks that want a bookish face. */
  serif: `Georgia, "Times New Roman", serif`,
  mono: `ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace`,
} as const;

/**
 * The advance of "0" in the heading face at weight 700, in em (Space Grotesk: 648 of its 1,000 units): what a
 * `ch` is in a heading once its web font is there. A width in `ch` follows whichever face draws the text, and the
 * fallback's "0" is 12 % narrower, so a heading measured in `ch` was narrower until the web font came, then broke
 * into other lines and moved everything under it (the home page's art, CLS 0.024). Headings are measured in em
 * from this instead, the same width in either face. Checked against the font in the browser
 * (tests/e2e/answer-before-code.spec.ts, "the web fonts").
 */
export const HEADING_ZERO_EM = 0.648;

/** A heading's measure, `count` of the heading face's "0" wide, in em: the same in the web font and its fallback. */
export const headingMeasure = (count: number): string => `${Number((count * HEADING_ZERO_EM).toFixed(3))}em`;

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "1.625rem",
  xxl: "2.25rem",
  display: "clamp(2.5rem, 5vw + 1rem, 4.5rem)",
  /** The <h1> of inner pages: large, but a long title still fits in three lines. */
  title: "clamp(2.125rem, 2.6vw + 1rem, 3.5rem)",
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

export const radii = { xs: "4px", sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

/** Hairlines and rules. */
export const borders = { hairline: "1px", rule: "2px", accent: "3px" } as const;

export const zIndex = { header: 20, menu: 30, skipLink: 100 } as const;

export const motion = {
  fast: "0.15s ease",
  medium: "0.25s ease",
} as const;

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
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 1}px)`,
  tabletOnly: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`,
  reducedMotion: `@media (prefers-reduced-motion: reduce)`,
} as const;

/** Layout sizes from the spec, in px. */
export const layout = {
  maxWidth: 1440,
  contentWidth: 1200,
  /** Long-form text (posts, legal pages, testimonials). */
  narrowWidth: 820,
  /** Minimum size of anything a finger has to hit. */
  touchTarget: 44,
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
  /** Width of the hero artwork column on desktop, and the artwork's own size (static/art/). */
  heroArtWidth: 560,
  heroArtHeight: 480,
  /** A client's logo in the client strip: this tall, at most this wide. */
  clientLogo: { height: 32, maxWidth: 160 },
} as const;

export const shadows = {
  card: "0 10px 30px rgba(3, 8, 24, 0.45)",
  focus: `0 0 0 3px ${colors.focus}`,
  lift: "0 18px 40px rgba(3, 8, 24, 0.55)",
} as const;

export const gradients = {
  hero: `radial-gradient(60rem 30rem at 85% -10%, ${colors.glowAccent}, transparent 60%), radial-gradient(40rem 24rem at -10% 110%, ${colors.glowHighlight}, transparent 60%)`,
  panel: `linear-gradient(135deg, ${colors.surfaceRaised}, ${colors.surface})`,
  brand: `linear-gradient(135deg, ${colors.accent}, ${colors.highlight})`,
} as const;
