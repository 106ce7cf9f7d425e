import styled from "styled-components";
import { theme } from "../../theme/tokens";
import { bareList, renderedWhenNear } from "../../theme/mixins";

export const FooterBlock = styled.footer`
  background: ${theme.colors.navyDeep};
  border-top: 1px solid ${theme.colors.border};
  padding: ${theme.space.xxl} 0 ${theme.space.xl};
  scroll-margin-top: ${theme.layout.headerHeight}px;
  ${renderedWhenNear}
`;

export const Top = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.media.desktop} {
    grid-template-columns: 1.2fr 1fr;
    align-items: end;
  }
`;

export const Headline = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  max-width: 18ch;
`;

export const Hipaa = styled.div`
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
  margin-top: ${theme.space.lg};
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.xs};
  }
  p {
    color: ${theme.colors.textMuted};
    margin: 0;
  }
`;

export const Groups = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space.xl} ${theme.space.lg};
  padding: ${theme.space.xl} 0;
  ${theme.media.desktop} {
    grid-template-columns: repeat(auto-fill, ${theme.layout.footerColumnWidth}px);
    column-gap: ${theme.layout.footerColumnGap}px;
  }
`;

export const Group = styled.div`
  h3 {
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.highlight};
    margin-bottom: ${theme.space.md};
  }
  h3 a {
    color: inherit;
  }
  ul {
    ${bareList}
    display: grid;
    gap: ${theme.space.sm};
  }
  li a {
    color: ${theme.colors.textMuted};
    text-decoration: none;
    font-size: ${theme.fontSizes.sm};
    display: inline-block;
    padding: 2px 0;
  }
  li a:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
`;

export const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: ${theme.space.lg} 0;
  a {
    display: grid;
    gap: ${theme.space.xs};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
  img {
    display: block;
    height: ${theme.space.xl};
    width: auto;
  }
  ${theme.media.mobileOnly} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.md};
    img {
      width: 100%;
      height: auto;
    }
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  justify-content: space-between;
  align-items: center;
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

export const Social = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  ${bareList}
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
  }
  a:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

export const Legal = styled.ul`
  display: flex;
  gap: ${theme.space.lg};
  ${bareList}
  a {
    color: ${theme.colors.textMuted};
  }
  a:hover {
    color: ${theme.colors.text};
  }
`;
