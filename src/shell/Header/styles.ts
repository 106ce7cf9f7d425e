import styled, { createGlobalStyle } from "styled-components";
import { MENU_OPEN_ATTRIBUTE } from "../../lib/mobile-menu";
import { theme } from "../../theme/tokens";
import { bareList } from "../../theme/mixins";

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
  z-index: ${theme.zIndex.header};
  background: ${({ $open }) => ($open ? theme.colors.navyDeep : theme.colors.headerBackground)};
  backdrop-filter: blur(10px);
  border-bottom: ${theme.borders.hairline} solid ${theme.colors.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
  min-height: ${theme.layout.headerHeight}px;
`;

export const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${theme.layout.touchTarget}px;
  border-radius: ${theme.radii.sm};
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.layout.touchTarget}px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radii.pill};
  border: ${theme.borders.hairline} solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: 600 ${theme.fontSizes.sm} / 1 ${theme.fonts.body};
  cursor: pointer;
  transition: border-color ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colors.accent};
  }
  ${theme.media.desktop} {
    display: none;
  }
`;

/** Three bars that turn into a cross while the menu is open. */
export const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  display: inline-block;
  width: ${theme.space.lg};
  height: ${theme.space.md};
  /* Each bar sits at the middle; closed, the outer two move half the icon's height apart. */
  --offset: calc(${theme.space.md} / 2 - ${theme.borders.rule} / 2);
  span {
    position: absolute;
    left: 0;
    right: 0;
    top: calc(50% - ${theme.borders.rule} / 2);
    height: ${theme.borders.rule};
    border-radius: ${theme.radii.pill};
    background: currentColor;
    transition:
      transform ${theme.motion.medium},
      opacity ${theme.motion.fast};
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
    ${bareList}
  }
  li a {
    color: ${theme.colors.text};
    text-decoration: none;
  }

  /* Below desktop: a panel that drops over the page under the header bar. */
  ${theme.media.belowDesktop} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    height: calc(100vh - ${theme.layout.headerHeight}px);
    height: calc(100dvh - ${theme.layout.headerHeight}px);
    overflow-y: auto;
    overscroll-behavior: contain;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xl};
    padding: ${theme.space.lg} ${theme.layout.gutter}px ${theme.space.xxl};
    background: ${theme.colors.navyDeep};
    border-top: ${theme.borders.hairline} solid ${theme.colors.border};
    transition:
      opacity ${theme.motion.medium},
      transform ${theme.motion.medium},
      visibility 0s linear ${({ $open }) => ($open ? "0s" : "0.25s")};
    opacity: ${({ $open }) => ($open ? 1 : 0)};
    transform: translateY(${({ $open }) => ($open ? "0" : `-${theme.space.sm}`)});
    visibility: ${({ $open }) => ($open ? "visible" : "hidden")};
    ul {
      display: grid;
    }
    li {
      border-bottom: ${theme.borders.hairline} solid ${theme.colors.border};
    }
    li a {
      display: flex;
      align-items: center;
      justify-content: space-between;
      min-height: calc(${theme.layout.touchTarget}px + ${theme.space.md});
      font-family: ${theme.fonts.heading};
      font-size: ${theme.fontSizes.xl};
      font-weight: 600;
    }
    li a::after {
      content: "→";
      color: ${theme.colors.accent};
      font-size: ${theme.fontSizes.lg};
    }
    li a:hover,
    li a.active {
      color: ${theme.colors.accentHover};
    }
  }

  ${theme.media.desktop} {
    display: flex;
    align-items: center;
    gap: ${theme.space.xl};
    ul {
      display: flex;
      gap: ${theme.space.xs};
    }
    li a {
      position: relative;
      display: inline-flex;
      align-items: center;
      min-height: ${theme.layout.touchTarget}px;
      padding: 0 ${theme.space.md};
      border-radius: ${theme.radii.pill};
      font-size: ${theme.fontSizes.sm};
      font-weight: 500;
      transition:
        background-color ${theme.motion.fast},
        color ${theme.motion.fast};
    }
    li a:hover {
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
    }
    li a.active {
      color: ${theme.colors.accentHover};
    }
    li a.active::after {
      content: "";
      position: absolute;
      left: ${theme.space.md};
      right: ${theme.space.md};
      bottom: ${theme.space.xs};
      height: ${theme.borders.rule};
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.accent};
    }
  }
`;

export const CtaSlot = styled.div`
  flex: none;
  white-space: nowrap;
  ${theme.media.belowDesktop} {
    display: grid;
    & > * {
      width: 100%;
    }
  }
`;
