import { isValidElement } from "react";

/** The mark PicturePreload puts on its link, for gatsby-ssr to find it among the head's elements. */
export const FIRST_SCREEN_ATTRIBUTE = "data-first-screen";

/**
 * A page's head elements with its first-screen picture's preload (PicturePreload, from the page's Head) first,
 * the rest in their order: Gatsby writes a Head's links after the fonts, the page's data and its scripts that
 * gatsby-ssr announces, and the browser requests them in the order it reads them.
 */
export function firstScreenPicturesFirst<T>(components: readonly T[]): T[] {
  const flat = (components as unknown[]).flat(Infinity as 1) as T[];
  const isFirstScreen = (component: T) =>
    isValidElement<Record<string, unknown>>(component) &&
    component.type === "link" &&
    component.props[FIRST_SCREEN_ATTRIBUTE] !== undefined;
  return [...flat.filter(isFirstScreen), ...flat.filter((component) => !isFirstScreen(component))];
}
