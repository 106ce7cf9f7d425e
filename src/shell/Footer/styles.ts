import styled from "styled-components";
import { colors, fonts, fontSizes, layout, media, radii, space } from "../../theme/tokens";
import { bareList, renderedWhenNear } from "../../theme/mixins";

export const FooterBlock = styled.footer`
  background: ${colors.navyDeep};
  border-top: 1px solid ${colors.border};
  padding: ${space.xxl} 0 ${space.xl};
  scroll-margin-top: ${layout.headerHeight}px;
`;

/*
 * The footer's three blocks each render when near the viewport (renderedWhenNear), not the footer as one: the
 * browser's form handling looks at the newsletter field once the page is parsed, which renders the block that
 * holds it at once, and only that block (the directory's ~180 elements stay skipped until the visitor gets near).
 */

export const Top = styled.div`
  ${renderedWhenNear}
  display: grid;
  gap: ${space.xl};
  padding-bottom: ${space.xl};
  border-bottom: 1px solid ${colors.border};
  ${media.desktop} {
    grid-template-columns: 1.2fr 1fr;
    align-items: end;
  }
`;

export const Headline = styled.h2`
  font-size: ${fontSizes.xxl};
  max-width: 18ch;
`;

export const Hipaa = styled.div`
  display: flex;
  gap: ${space.md};
  align-items: flex-start;
  margin-top: ${space.lg};
  h3 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.xs};
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
`;

export const Groups = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${space.xl} ${space.lg};
  padding: ${space.xl} 0;
  ${media.desktop} {
    grid-template-columns: repeat(auto-fill, ${layout.footerColumnWidth}px);
    column-gap: ${layout.footerColumnGap}px;
  }
`;

export const Group = styled.div`
  h3 {
    font-family: ${fonts.body};
    font-size: ${fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.highlight};
    margin-bottom: ${space.md};
  }
  h3 a {
    color: inherit;
  }
  ul {
    ${bareList}
    display: grid;
    gap: ${space.sm};
  }
  li a {
    color: ${colors.textMuted};
    text-decoration: none;
    font-size: ${fontSizes.sm};
    display: inline-block;
    padding: 2px 0;
  }
  li a:hover {
    color: ${colors.text};
    text-decoration: underline;
  }
`;

export const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  list-style: none;
  margin: 0;
  padding: ${space.lg} 0;
  a {
    display: grid;
    gap: ${space.xs};
    color: ${colors.textMuted};
    font-size: ${fontSizes.xs};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.text};
    text-decoration: underline;
  }
  img {
    display: block;
    height: ${space.xl};
    width: auto;
  }
  ${media.mobileOnly} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.md};
    img {
      width: 100%;
      height: auto;
    }
  }
`;

/** The frame of the directory (logos and link groups), a static part whose own frame has no box. */
export const Directory = styled.div`
  ${renderedWhenNear}
`;

export const Bottom = styled.div`
  ${renderedWhenNear}
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  justify-content: space-between;
  align-items: center;
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  p {
    margin: 0;
  }
`;

export const Social = styled.ul`
  display: flex;
  gap: ${space.sm};
  ${bareList}
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    border: 1px solid ${colors.border};
    color: ${colors.text};
  }
  a:hover {
    border-color: ${colors.accent};
    color: ${colors.accent};
  }
`;

export const Legal = styled.ul`
  display: flex;
  gap: ${space.lg};
  ${bareList}
  a {
    color: ${colors.textMuted};
  }
  a:hover {
    color: ${colors.text};
  }
`;
