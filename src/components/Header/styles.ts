import styled from "styled-components";

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(11, 21, 51, 0.92);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => theme.layout.headerHeight}px;
`;

export const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "block" : "none")};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.navyDeep};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutter}px ${({ theme }) => theme.space.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  /* Menu links only: the call-to-action in CtaSlot keeps its button colours (contrast). */
  ul a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  ul a:hover,
  ul a[aria-current="page"] {
    color: ${({ theme }) => theme.colors.accentHover};
  }
  ${({ theme }) => theme.media.desktop} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
    position: static;
    background: none;
    border: 0;
    padding: 0;
    ul {
      display: flex;
      gap: ${({ theme }) => theme.space.lg};
    }
    ul a {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

export const CtaSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.desktop} {
    margin-top: 0;
  }
`;
