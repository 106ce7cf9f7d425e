/**
 * The header's rules as plain CSS, written into every page's <head> by gatsby-ssr (beside the global
 * rules, src/theme/global-css.ts). The header hydrates on every page, first of all: as
 * styled-components its rules were shipped in the app's JavaScript (about a kilobyte gzipped) and
 * their classes computed again in the browser while React took the page over. Here they exist on
 * the server only; the header's elements carry the class names below.
 *
 * Below desktop width the menu panel is a popover (src/lib/mobile-menu.ts): the browser opens it, and these
 * rules draw it open (`:popover-open`) and stop the page behind it from scrolling, before any script has run.
 * Scrolling stops SCROLL_LOCK_DELAY_MS after the menu opens (a transition with nothing to see), not in the frame
 * that draws it: hiding the page's overflow lays out and repaints the whole page, and in the tap's own frame that
 * made the menu's answer ~50 ms later at 4× CPU (docs/visitor-speed.md). The menu covers the page by then. The
 * root's overflow is the viewport's, so hiding it stops the page; <body>'s is left to the dialogs' lock
 * (src/lib/scroll-lock.ts), which this delay does not touch.
 * The panel keeps its own box when closed (hidden, not `display: none`), so it fades in and out as before, and
 * it is placed the same in the top layer as under the header. In a browser without popovers the header's script
 * marks the bar with OPEN instead (and <html> with MENU_OPEN_ATTRIBUTE).
 *
 * On a phone the bar is opaque; from tablets up it is 92 % opaque and the page scrolling under it is blurred. Not
 * blurred on a phone: a backdrop filter redraws what lies behind it in every frame that changes, and the menu's and
 * the dialog's first frames were 25–50 ms later at 4× CPU with it (docs/visitor-speed.md); and 92 % without the
 * blur let the text scrolling under it show through, faint and legible enough to read as a fault.
 *
 * While a client-side navigation is on its way (src/lib/navigation-progress.ts), a bar grows along the header's
 * bottom edge from the frame after the tap.
 */
import { MENU_OPEN_ATTRIBUTE, OPEN } from "../../lib/mobile-menu";
import { NAVIGATING_ATTRIBUTE } from "../../lib/navigation-progress";
import { borders, colors, fonts, fontSizes, layout, media, motion, radii, space, zIndex } from "../../theme/tokens";
import { HEADER_CLASS as C } from "./classes";

/** A rule for the open menu, twice: drawn by the browser (a popover) and by the bar's OPEN mark (without popovers). */
const whenOpen = (inside: string, body: string) =>
  `.${C.bar}:has(.${C.nav}:popover-open)${inside}{${body}}\n.${C.bar}[${OPEN}]${inside}{${body}}`;

/** How long after the menu opens (and closes) the page behind it stops (and starts) scrolling: a few frames. */
export const SCROLL_LOCK_DELAY_MS = 40;

export const HEADER_CSS = `html[${MENU_OPEN_ATTRIBUTE}],html:has(.${C.nav}:popover-open){overflow:hidden}
html{transition:overflow 0s ${SCROLL_LOCK_DELAY_MS}ms allow-discrete}
.${C.bar}{position:sticky;top:0;z-index:${zIndex.header};background:${colors.navy};border-bottom:${borders.hairline} solid ${colors.border}}
${whenOpen("", `background:${colors.navyDeep}`)}
html[${NAVIGATING_ATTRIBUTE}] .${C.bar}::after{content:"";position:absolute;left:0;right:0;bottom:-${borders.hairline};height:${borders.rule};background:${colors.accent};transform-origin:left;animation:site-header-navigating 4s cubic-bezier(0.1,0.7,0.3,1) both}
@keyframes site-header-navigating{from{transform:scaleX(0.08)}to{transform:scaleX(0.92)}}
${media.reducedMotion}{html[${NAVIGATING_ATTRIBUTE}] .${C.bar}::after{animation:none;transform:scaleX(0.5)}}
.${C.inner}{display:flex;align-items:center;justify-content:space-between;gap:${space.lg};min-height:${layout.headerHeight}px}
.${C.home}{display:inline-flex;align-items:center;flex:none;min-height:${layout.touchTarget}px;border-radius:${radii.sm}}
.${C.toggle}{display:inline-flex;align-items:center;gap:${space.sm};min-height:${layout.touchTarget}px;padding:0 ${space.md};border-radius:${radii.pill};border:${borders.hairline} solid ${colors.border};background:${colors.surface};color:${colors.text};font:600 ${fontSizes.sm}/1 ${fonts.body};cursor:pointer;transition:border-color ${motion.fast}}
.${C.toggle}:hover{border-color:${colors.accent}}
${media.desktop}{.${C.toggle}{display:none}}
${media.tablet}{.${C.bar}{background:${colors.headerBackground};backdrop-filter:blur(10px)}}
.${C.burger}{position:relative;display:inline-block;width:${space.lg};height:${space.md};--offset:calc(${space.md} / 2 - ${borders.rule} / 2)}
.${C.burger} span{position:absolute;left:0;right:0;top:calc(50% - ${borders.rule} / 2);height:${borders.rule};border-radius:${radii.pill};background:currentColor;transition:transform ${motion.medium},opacity ${motion.fast}}
.${C.burger} span:nth-child(1){transform:translateY(calc(-1 * var(--offset)))}
.${C.burger} span:nth-child(3){transform:translateY(var(--offset))}
${whenOpen(` .${C.burger} span:nth-child(1)`, "transform:rotate(45deg)")}
${whenOpen(` .${C.burger} span:nth-child(2)`, "opacity:0")}
${whenOpen(` .${C.burger} span:nth-child(3)`, "transform:rotate(-45deg)")}
.${C.nav} ul{list-style:none;margin:0;padding:0}
.${C.nav} li a{color:${colors.text};text-decoration:none}
${media.belowDesktop}{
.${C.nav}{position:fixed;inset:${layout.headerHeight}px 0 auto;width:auto;height:calc(100vh - ${layout.headerHeight}px);height:calc(100dvh - ${layout.headerHeight}px);margin:0;color:inherit;overflow-y:auto;overscroll-behavior:contain;display:flex;flex-direction:column;gap:${space.xl};padding:${space.lg} ${layout.gutter}px ${space.xxl};background:${colors.navyDeep};border:0;border-top:${borders.hairline} solid ${colors.border};transition:opacity ${motion.medium},transform ${motion.medium},visibility 0s linear 0.25s;opacity:0;transform:translateY(-${space.sm});visibility:hidden}
${whenOpen(` .${C.nav}`, "transition-delay:0s;opacity:1;transform:translateY(0);visibility:visible")}
.${C.nav} ul{display:grid}
.${C.nav} li{border-bottom:${borders.hairline} solid ${colors.border}}
.${C.nav} li a{display:flex;align-items:center;justify-content:space-between;min-height:calc(${layout.touchTarget}px + ${space.md});font-family:${fonts.heading};font-size:${fontSizes.xl};font-weight:600}
.${C.nav} li a::after{content:"→";color:${colors.accent};font-size:${fontSizes.lg}}
.${C.nav} li a:hover,.${C.nav} li a.active{color:${colors.accentHover}}
.${C.cta}{display:grid}
.${C.cta}>*{width:100%}
}
${media.desktop}{
.${C.nav}{position:static;inset:auto;width:auto;height:auto;margin:0;padding:0;border:0;overflow:visible;background:none;color:inherit;display:flex;align-items:center;gap:${space.lg};--link-padding:${space.sm}}
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
