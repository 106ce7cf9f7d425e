import styled from "styled-components";

/** Long-form text from MDX (blog posts, legal pages): headings, lists, code and images. */
export const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.75;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-top: ${({ theme }) => theme.space.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: ${({ theme }) => theme.space.lg};
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  ul,
  ol {
    padding-left: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  /* Code wraps instead of scrolling sideways: a scrollable <pre> would need to be keyboard-focusable. */
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.navyDeep};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.92em;
    color: ${({ theme }) => theme.colors.text};
  }
  :not(pre) > code {
    background: ${({ theme }) => theme.colors.surface};
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.xs};
  }
  blockquote {
    margin: ${({ theme }) => theme.space.lg} 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
  }
  img,
  .gatsby-resp-image-wrapper {
    border-radius: ${({ theme }) => theme.radii.md};
    margin: ${({ theme }) => theme.space.lg} 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
  }
`;
