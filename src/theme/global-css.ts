/**
 * The site's global rules as plain CSS, written into every page's <head> by
 * gatsby-ssr (and into the content editor's previews; gatsby-ssr adds the
 * header's, src/shell/Header/header-css.ts). They were a
 * styled-components `createGlobalStyle`: its rules are not part of any
 * component's hash, so on every page load the browser compiled them again
 * (stylis) while React hydrated the header, for rules the server had already
 * sent. As plain CSS they cost the browser nothing at start-up and nothing of
 * the app's JavaScript.
 */
import { colors, fonts, fontSizes, media, space } from "./tokens";

export const GLOBAL_CSS = `*,*::before,*::after{box-sizing:border-box}
html{background:${colors.navy};color-scheme:dark;-webkit-text-size-adjust:100%}
body{margin:0;background:${colors.navy};color:${colors.text};font-family:${fonts.body};font-size:${fontSizes.md};line-height:1.6;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
h1,h2,h3,h4{font-family:${fonts.heading};line-height:1.15;margin:0 0 ${space.md};letter-spacing:-0.01em}
p{margin:0 0 ${space.md}}
a{color:${colors.accent};text-underline-offset:0.2em}
a:hover{color:${colors.accentHover}}
img,svg{max-width:100%}
:focus-visible{outline:3px solid ${colors.focus};outline-offset:3px}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
${media.reducedMotion}{*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}
`;
