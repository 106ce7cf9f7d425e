import { createGlobalStyle } from "styled-components";
import { theme } from "./tokens";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    background: ${theme.colors.navy};
    color-scheme: dark;
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: ${theme.colors.navy};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.15;
    margin: 0 0 ${theme.space.md};
    letter-spacing: -0.01em;
  }
  p { margin: 0 0 ${theme.space.md}; }
  a { color: ${theme.colors.accent}; text-underline-offset: 0.2em; }
  a:hover { color: ${theme.colors.accentHover}; }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
    white-space: nowrap;
  }
  ${theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
