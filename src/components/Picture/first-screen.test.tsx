import React from "react";
import { FIRST_SCREEN_ATTRIBUTE, firstScreenPicturesFirst } from "./first-screen";

it("puts the first-screen picture's preload before every other head element, the rest in their order", () => {
  const font = <link key="font" rel="preload" as="font" href="/inter.woff2" />;
  const style = <style key="css">{"h1{}"}</style>;
  const data = <link key="data" rel="preload" as="fetch" href="/page-data/blog/page-data.json" />;
  const picture = <link key="cover" rel="preload" as="image" {...{ [FIRST_SCREEN_ATTRIBUTE]: "" }} />;
  const other = <link key="other" rel="preload" as="image" href="/not-marked.avif" />;
  expect(firstScreenPicturesFirst([style, [font, data], other, picture])).toEqual([picture, style, font, data, other]);
  expect(firstScreenPicturesFirst([style, font])).toEqual([style, font]);
});
