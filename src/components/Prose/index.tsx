import styled from "styled-components";
import { colors, fonts, fontSizes, radii, space } from "../../theme/tokens";

/** Long-form text from MDX (blog posts, legal pages): headings, lists, code and images. */
export const Prose = styled.div`
  font-size: ${fontSizes.md};
  line-height: 1.75;
  h2 {
    font-size: ${fontSizes.xl};
    margin-top: ${space.xl};
  }
  h3 {
    font-size: ${fontSizes.lg};
    margin-top: ${space.lg};
  }
  p,
  li {
    color: ${colors.textMuted};
  }
  strong {
    color: ${colors.text};
  }
  ul,
  ol {
    padding-left: 1.25rem;
    margin: 0 0 ${space.md};
  }
  li {
    margin-bottom: ${space.xs};
  }
  /* Code wraps instead of scrolling sideways: a scrollable <pre> would need to be keyboard-focusable. */
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.navyDeep};
    border: 1px solid ${colors.border};
    font-size: ${fontSizes.sm};
    line-height: 1.6;
  }
  code {
    font-family: ${fonts.mono};
    font-size: 0.92em;
    color: ${colors.text};
  }
  :not(pre) > code {
    background: ${colors.surface};
    padding: 0.1em 0.35em;
    border-radius: ${radii.xs};
  }
  blockquote {
    margin: ${space.lg} 0;
    padding-left: ${space.md};
    border-left: 3px solid ${colors.accent};
  }
  img,
  .gatsby-resp-image-wrapper {
    border-radius: ${radii.md};
    margin: ${space.lg} 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${space.lg};
  }
  th,
  td {
    border-bottom: 1px solid ${colors.border};
    padding: ${space.sm};
    text-align: left;
  }
`;
