import styled from "styled-components";
import { borders, colors, fonts, fontSizes, layout, media, radii, space, headingMeasure } from "../../theme/tokens";
import { bareList, foldedOnPhones, renderedWhenNear } from "../../theme/mixins";

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

/**
 * The footer's blocks on one grid. Desktop: the headline and HIPAA claim with the call-to-action under them on
 * the left, the newsletter on the right, the directory below. Phones and tablets: the headline, the newsletter,
 * the directory, then the call-to-action, so it never shares a phone's screen with a page's closing
 * call-to-action just above the footer (one call-to-action per screen).
 */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "intro" "newsletter" "directory" "action";
  column-gap: ${space.xl};
  ${media.desktop} {
    /*
     * The newsletter's column is never narrower than its field and button side by side (1024 px screens). A
     * length, not min-content: the block renders only when near (renderedWhenNear), and until then its
     * min-content is the placeholder's 40rem, so the columns would move when it renders.
     */
    grid-template-columns: minmax(0, 1.2fr) minmax(30rem, 1fr);
    grid-template-areas: "intro newsletter" "action newsletter" "directory directory";
  }
`;

export const Intro = styled.div`
  ${renderedWhenNear}
  grid-area: intro;
  padding-bottom: ${space.xl};
`;

export const Newsletter = styled.div`
  ${renderedWhenNear}
  grid-area: newsletter;
  padding-bottom: ${space.xl};
  ${media.desktop} {
    align-self: end;
  }
`;

export const Action = styled.div`
  grid-area: action;
  padding-bottom: ${space.xl};
  ${media.belowDesktop} {
    padding-top: ${space.lg};
  }
`;

export const Headline = styled.h2`
  font-size: ${fontSizes.xxl};
  max-width: ${headingMeasure(18)};
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
  ${media.mobileOnly} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    padding: ${space.md} 0 ${space.xl};
  }
  ${media.desktop} {
    grid-template-columns: repeat(auto-fill, ${layout.footerColumnWidth}px);
    column-gap: ${layout.footerColumnGap}px;
  }
`;

/** A group of links: a <details> whose summary is its title, folded on a phone (foldedOnPhones). */
export const Group = styled.details`
  ${foldedOnPhones}
  h3 {
    font-family: ${fonts.body};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.highlight};
    margin: 0 0 ${space.md};
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
  ${media.mobileOnly} {
    border-bottom: ${borders.hairline} solid ${colors.border};
    summary h3 {
      margin: 0;
    }
    ul {
      padding: 0 0 ${space.md};
      gap: 0;
    }
    li a {
      display: flex;
      align-items: center;
      min-height: ${layout.touchTarget}px;
      padding: 0;
    }
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
  grid-area: directory;
  border-top: ${borders.hairline} solid ${colors.border};
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
