import type { DefaultTheme } from "styled-components";

/** The colours an illustration draws with, taken from the theme. */
export interface ArtPalette {
  navy: string;
  deep: string;
  surface: string;
  raised: string;
  line: string;
  panel: string;
  panelLine: string;
  text: string;
  muted: string;
  accent: string;
  sky: string;
  teal: string;
  gold: string;
  coral: string;
  violet: string;
}

export function artPalette(theme: DefaultTheme): ArtPalette {
  const { colors, artColors } = theme;
  return {
    navy: colors.navy,
    deep: colors.navyDeep,
    surface: colors.surface,
    raised: colors.surfaceRaised,
    line: colors.border,
    panel: artColors.panel,
    panelLine: artColors.panelLine,
    text: artColors.ink,
    muted: colors.textMuted,
    accent: colors.accent,
    sky: artColors.sky,
    teal: colors.highlight,
    gold: artColors.gold,
    coral: artColors.coral,
    violet: artColors.violet,
  };
}
