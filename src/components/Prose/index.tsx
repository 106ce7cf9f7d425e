import styled from "styled-components";
import { theme } from "../../theme/tokens";

/** Long-form text from MDX (blog posts, legal pages): headings, lists, code and images. */
export const Prose = styled.div`
  font-size: ${theme.fontSizes.md};
  line-height: 1.75;
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space.xl};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-top: ${theme.space.lg};
  }
  p,
  li {
    color: ${theme.colors.textMuted};
  }
  strong {
    color: ${theme.colors.text};
  }
  ul,
  ol {
    padding-left: 1.25rem;
    margin: 0 0 ${theme.space.md};
  }
  li {
    margin-bottom: ${theme.space.xs};
  }
  /* Code wraps instead of scrolling sideways: a scrollable <pre> would need to be keyboard-focusable. */
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding: ${theme.space.md};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.navyDeep};
    border: 1px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.6;
  }
  code {
    font-family: ${theme.fonts.mono};
    font-size: 0.92em;
    color: ${theme.colors.text};
  }
  :not(pre) > code {
    background: ${theme.colors.surface};
    padding: 0.1em 0.35em;
    border-radius: ${theme.radii.xs};
  }
  blockquote {
    margin: ${theme.space.lg} 0;
    padding-left: ${theme.space.md};
    border-left: 3px solid ${theme.colors.accent};
  }
  img,
  .gatsby-resp-image-wrapper {
    border-radius: ${theme.radii.md};
    margin: ${theme.space.lg} 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${theme.space.lg};
  }
  th,
  td {
    border-bottom: 1px solid ${theme.colors.border};
    padding: ${theme.space.sm};
    text-align: left;
  }
`;
