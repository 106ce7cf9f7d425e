/** The header's class names (its rules: ./header-css.ts, in every page's head) and its open-menu mark. */
export const HEADER_CLASS = {
  bar: "site-header",
  inner: "site-header__inner",
  home: "site-header__home",
  toggle: "site-header__menu-toggle",
  burger: "site-header__burger",
  nav: "site-header__nav",
  cta: "site-header__cta",
} as const;

/** On the bar, the burger and the menu panel while the mobile menu is open. */
export const OPEN = "data-open";
