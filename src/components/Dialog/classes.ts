/** The dialog frame's class names (its rules: ./dialog-css.ts, in every page's head). */
export const DIALOG_CLASS = {
  backdrop: "dialog-backdrop",
  panel: "dialog-panel",
  head: "dialog-head",
  title: "dialog-title",
  description: "dialog-description",
  close: "dialog-close",
  loading: "dialog-loading",
} as const;

/** On the panel of a short dialog: narrower from tablets up. */
export const NARROW = "data-narrow";
