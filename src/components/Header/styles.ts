import styled, { createGlobalStyle } from "styled-components";
import { MENU_OPEN_ATTRIBUTE } from "../../lib/mobile-menu";

/** While the mobile menu is open the page behind it stays put. */
export const PageScrollLock = createGlobalStyle`
  html[${MENU_OPEN_ATTRIBUTE}],
  html[${MENU_OPEN_ATTRIBUTE}] body {
    overflow: hidden;
  }
`;

export const Bar = styled.header<{ $open: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme, $open }) => ($open ? theme.colors.navyDeep : theme.colors.headerBackground)};
  backdrop-filter: blur(10px);
  border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
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
  flex: none;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: 600 ${({ theme }) => theme.fontSizes.sm} / 1 ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** Three bars that turn into a cross while the menu is open. */
export const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  display: inline-block;
  width: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.space.md};
  /* Each bar sits at the middle; closed, the outer two move half the icon's height apart. */
  --offset: calc(${({ theme }) => theme.space.md} / 2 - ${({ theme }) => theme.borders.rule} / 2);
  span {
    position: absolute;
    left: 0;
    right: 0;
    top: calc(50% - ${({ theme }) => theme.borders.rule} / 2);
    height: ${({ theme }) => theme.borders.rule};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: currentColor;
    transition:
      transform ${({ theme }) => theme.motion.medium},
      opacity ${({ theme }) => theme.motion.fast};
  }
  span:nth-child(1) {
    transform: ${({ $open }) => ($open ? "rotate(45deg)" : "translateY(calc(-1 * var(--offset)))")};
  }
  span:nth-child(2) {
    opacity: ${({ $open }) => ($open ? 0 : 1)};
  }
  span:nth-child(3) {
    transform: ${({ $open }) => ($open ? "rotate(-45deg)" : "translateY(var(--offset))")};
  }
`;

export const Nav = styled.nav<{ $open: boolean }>`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  /* Below desktop: a panel that drops over the page under the header bar. */
  ${({ theme }) => theme.media.belowDesktop} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
    height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight}px);
    overflow-y: auto;
    overscroll-behavior: contain;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter}px ${({ theme }) => theme.space.xxl};
    background: ${({ theme }) => theme.colors.navyDeep};
    border-top: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
    transition:
      opacity ${({ theme }) => theme.motion.medium},
      transform ${({ theme }) => theme.motion.medium},
      visibility 0s linear ${({ $open }) => ($open ? "0s" : "0.25s")};
    opacity: ${({ $open }) => ($open ? 1 : 0)};
    transform: translateY(${({ $open, theme }) => ($open ? "0" : `-${theme.space.sm}`)});
    visibility: ${({ $open }) => ($open ? "visible" : "hidden")};
    ul {
      display: grid;
    }
    li {
      border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
    }
    li a {
      display: flex;
      align-items: center;
      justify-content: space-between;
      min-height: calc(${({ theme }) => theme.layout.touchTarget}px + ${({ theme }) => theme.space.md});
      font-family: ${({ theme }) => theme.fonts.heading};
      font-size: ${({ theme }) => theme.fontSizes.xl};
      font-weight: 600;
    }
    li a::after {
      content: "→";
      color: ${({ theme }) => theme.colors.accent};
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
    li a:hover,
    li a.active {
      color: ${({ theme }) => theme.colors.accentHover};
    }
  }

  ${({ theme }) => theme.media.desktop} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
    ul {
      display: flex;
      gap: ${({ theme }) => theme.space.xs};
    }
    li a {
      position: relative;
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.layout.touchTarget}px;
      padding: 0 ${({ theme }) => theme.space.md};
      border-radius: ${({ theme }) => theme.radii.pill};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      font-weight: 500;
      transition:
        background-color ${({ theme }) => theme.motion.fast},
        color ${({ theme }) => theme.motion.fast};
    }
    li a:hover {
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
    }
    li a.active {
      color: ${({ theme }) => theme.colors.accentHover};
    }
    li a.active::after {
      content: "";
      position: absolute;
      left: ${({ theme }) => theme.space.md};
      right: ${({ theme }) => theme.space.md};
      bottom: ${({ theme }) => theme.space.xs};
      height: ${({ theme }) => theme.borders.rule};
      border-radius: ${({ theme }) => theme.radii.pill};
      background: ${({ theme }) => theme.colors.accent};
    }
  }
`;

export const CtaSlot = styled.div`
  flex: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.belowDesktop} {
    display: grid;
    & > * {
      width: 100%;
    }
  }
`;
