import styled from "styled-components";

export const FooterBlock = styled.footer`
  background: ${({ theme }) => theme.colors.navyDeep};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight}px;
`;

export const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.2fr 1fr;
    align-items: end;
  }
`;

export const Headline = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  max-width: 18ch;
`;

export const Hipaa = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

export const Groups = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(auto-fill, ${({ theme }) => theme.layout.footerColumnWidth}px);
    column-gap: ${({ theme }) => theme.layout.footerColumnGap}px;
  }
`;

export const Group = styled.div`
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.highlight};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  h3 a {
    color: inherit;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  li a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: inline-block;
    padding: 2px 0;
  }
  li a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

export const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  img {
    display: block;
    height: 40px;
    width: auto;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  justify-content: space-between;
  align-items: center;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

export const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Legal = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
