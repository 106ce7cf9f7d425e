/**
 * The header's rules as plain CSS, written into every page's <head> by gatsby-ssr (beside the global
 * rules, src/theme/global-css.ts). The header hydrates on every page, first of all: as
 * styled-components its rules were shipped in the app's JavaScript (about a kilobyte gzipped) and
 * their classes computed again in the browser while React took the page over. Here they exist on
 * the server only; the header's elements carry the class names below.
 *
 * While the menu is open the bar, the burger and the panel carry `data-open`.
 */
import { MENU_OPEN_ATTRIBUTE } from "../../lib/mobile-menu";
import { borders, colors, fonts, fontSizes, layout, media, motion, radii, space, zIndex } from "../../theme/tokens";
import { HEADER_CLASS as C, OPEN } from "./classes";

export const HEADER_CSS = `html[${MENU_OPEN_ATTRIBUTE}],html[${MENU_OPEN_ATTRIBUTE}] body{overflow:hidden}
.${C.bar}{position:sticky;top:0;z-index:${zIndex.header};background:${colors.headerBackground};backdrop-filter:blur(10px);border-bottom:${borders.hairline} solid ${colors.border}}
.${C.bar}[${OPEN}]{background:${colors.navyDeep}}
.${C.inner}{display:flex;align-items:center;justify-content:space-between;gap:${space.lg};min-height:${layout.headerHeight}px}
.${C.home}{display:inline-flex;align-items:center;flex:none;min-height:${layout.touchTarget}px;border-radius:${radii.sm}}
.${C.toggle}{display:inline-flex;align-items:center;gap:${space.sm};min-height:${layout.touchTarget}px;padding:0 ${space.md};border-radius:${radii.pill};border:${borders.hairline} solid ${colors.border};background:${colors.surface};color:${colors.text};font:600 ${fontSizes.sm}/1 ${fonts.body};cursor:pointer;transition:border-color ${motion.fast}}
.${C.toggle}:hover{border-color:${colors.accent}}
${media.desktop}{.${C.toggle}{display:none}}
.${C.burger}{position:relative;display:inline-block;width:${space.lg};height:${space.md};--offset:calc(${space.md} / 2 - ${borders.rule} / 2)}
.${C.burger} span{position:absolute;left:0;right:0;top:calc(50% - ${borders.rule} / 2);height:${borders.rule};border-radius:${radii.pill};background:currentColor;transition:transform ${motion.medium},opacity ${motion.fast}}
.${C.burger} span:nth-child(1){transform:translateY(calc(-1 * var(--offset)))}
.${C.burger} span:nth-child(3){transform:translateY(var(--offset))}
.${C.burger}[${OPEN}] span:nth-child(1){transform:rotate(45deg)}
.${C.burger}[${OPEN}] span:nth-child(2){opacity:0}
.${C.burger}[${OPEN}] span:nth-child(3){transform:rotate(-45deg)}
.${C.nav} ul{list-style:none;margin:0;padding:0}
.${C.nav} li a{color:${colors.text};text-decoration:none}
${media.belowDesktop}{
.${C.nav}{position:absolute;top:100%;left:0;right:0;height:calc(100vh - ${layout.headerHeight}px);height:calc(100dvh - ${layout.headerHeight}px);overflow-y:auto;overscroll-behavior:contain;display:flex;flex-direction:column;gap:${space.xl};padding:${space.lg} ${layout.gutter}px ${space.xxl};background:${colors.navyDeep};border-top:${borders.hairline} solid ${colors.border};transition:opacity ${motion.medium},transform ${motion.medium},visibility 0s linear 0.25s;opacity:0;transform:translateY(-${space.sm});visibility:hidden}
.${C.nav}[${OPEN}]{transition-delay:0s;opacity:1;transform:translateY(0);visibility:visible}
.${C.nav} ul{display:grid}
.${C.nav} li{border-bottom:${borders.hairline} solid ${colors.border}}
.${C.nav} li a{display:flex;align-items:center;justify-content:space-between;min-height:calc(${layout.touchTarget}px + ${space.md});font-family:${fonts.heading};font-size:${fontSizes.xl};font-weight:600}
.${C.nav} li a::after{content:"→";color:${colors.accent};font-size:${fontSizes.lg}}
.${C.nav} li a:hover,.${C.nav} li a.active{color:${colors.accentHover}}
.${C.cta}{display:grid}
.${C.cta}>*{width:100%}
}
${media.desktop}{
.${C.nav}{display:flex;align-items:center;gap:${space.lg};--link-padding:${space.sm}}
.${C.nav} ul{display:flex;gap:${space.xs}}
.${C.nav} li a{position:relative;display:inline-flex;align-items:center;min-height:${layout.touchTarget}px;padding:0 var(--link-padding);border-radius:${radii.pill};font-size:${fontSizes.sm};font-weight:500;white-space:nowrap;transition:background-color ${motion.fast},color ${motion.fast}}
.${C.nav} li a:hover{background:${colors.surface};color:${colors.text}}
.${C.nav} li a.active{color:${colors.accentHover}}
.${C.nav} li a.active::after{content:"";position:absolute;left:var(--link-padding);right:var(--link-padding);bottom:${space.xs};height:${borders.rule};border-radius:${radii.pill};background:${colors.accent}}
}
${media.large}{
.${C.nav}{gap:${space.xl};--link-padding:${space.md}}
}
.${C.cta}{flex:none;white-space:nowrap}
`;
