/** Helpers for component tests: the theme, and a recording stand-in for window.analytics. */
import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../theme/tokens";

export function renderWithTheme(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>, ...options });
}

export type TrackCall = [event: string, properties?: Record<string, unknown>, options?: unknown];

/** Installs a recording window.analytics and returns its track mock. */
export function recordAnalytics() {
  const track = jest.fn<unknown, TrackCall>();
  window.analytics = { track, page: jest.fn(), identify: jest.fn() };
  return track;
}

/** The context every analytics call carries, for a page at `path` with no saved campaign. */
export const contextAt = (path: string) => ({ context: { campaign: null, entry_point: path } });
