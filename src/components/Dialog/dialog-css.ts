/**
 * The frame every dialog of the site shares (the contact dialog, the privacy dialog) as plain CSS, written into
 * every page's <head> by gatsby-ssr beside the header's: the backdrop, the panel (a sheet from the bottom on phones,
 * centred from tablets up; a narrow one for a short dialog), its head with title, description and close button, and
 * the line that holds the place of content still loading. As styled-components these rules were compiled and
 * inserted in the tap that opened the dialog, and inserting them invalidated every element's style: at 4× CPU the
 * frame's first paint waited on a style pass over the whole page (docs/visitor-speed.md). Each dialog's own content
 * styles live with it. The page behind is blurred from tablets up only: on a phone, where the sheet covers most of
 * the screen, blurring the whole viewport behind it made the tap's frame 25–50 ms later at 4× CPU.
 */
import { borders, colors, fontSizes, media, radii, shadows, space } from "../../theme/tokens";
import { DIALOG_CLASS as C, NARROW } from "./classes";

export const DIALOG_CSS = `@keyframes dialog-appear{from{opacity:0;transform:translateY(16px)}to{opacity:1;transform:none}}
@keyframes dialog-fade{from{opacity:0}to{opacity:1}}
.${C.backdrop}{position:fixed;inset:0;z-index:900;display:flex;align-items:flex-end;justify-content:center;background:${colors.scrim};animation:dialog-fade 0.2s ease-out both}
.${C.backdrop}[hidden]{display:none}
.${C.panel}{width:100%;max-height:calc(100% - ${space.xl});overflow-y:auto;overscroll-behavior:contain;padding:${space.lg};background:${colors.navy};border:${borders.hairline} solid ${colors.border};border-radius:${radii.lg} ${radii.lg} 0 0;box-shadow:${shadows.card};animation:dialog-appear 0.25s ease-out both}
.${C.panel}:focus{outline:none}
.${C.head}{position:sticky;top:-${space.lg};z-index:1;display:flex;align-items:flex-start;justify-content:space-between;gap:${space.md};margin:-${space.lg} -${space.lg} ${space.lg};padding:${space.lg};border-bottom:${borders.hairline} solid ${colors.border};background:${colors.navy}}
.${C.title}{font-size:${fontSizes.xl};margin:0 0 ${space.xs}}
.${C.description}{margin:0;color:${colors.textMuted}}
.${C.close}{flex:none;display:grid;place-items:center;width:44px;height:44px;border:${borders.hairline} solid ${colors.border};border-radius:${radii.pill};background:transparent;color:${colors.text};cursor:pointer}
.${C.close}:hover{border-color:${colors.accent};color:${colors.accentHover}}
.${C.loading}{display:grid;place-items:center;min-height:24rem;margin:0;padding:${space.lg} 0;color:${colors.textMuted}}
${media.tablet}{
.${C.backdrop}{align-items:center;padding:${space.lg};backdrop-filter:blur(4px)}
.${C.panel}{max-width:44rem;max-height:calc(100vh - 2 * ${space.lg});padding:${space.xl};border-radius:${radii.lg}}
.${C.panel}[${NARROW}]{max-width:34rem}
.${C.head}{top:-${space.xl};margin:-${space.xl} -${space.xl} ${space.lg};padding:${space.xl} ${space.xl} ${space.lg}}
.${C.title}{font-size:${fontSizes.xxl}}
}
`;
