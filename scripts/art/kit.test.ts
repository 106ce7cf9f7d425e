import { inlineSvg } from "./kit";

it("inlineSvg scopes ids and the references to them, and hides the drawing from assistive technology", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
  <defs><filter id="blur"><feGaussianBlur stdDeviation="2"/></filter><linearGradient id="g"/></defs>
  <g filter="url(#blur)"><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></g>
</svg>`;
  expect(inlineSvg(svg, "home-art")).toBe(
    '<svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10"><defs>' +
      '<filter id="home-art-blur"><feGaussianBlur stdDeviation="2"/></filter><linearGradient id="home-art-g"/></defs>' +
      '<g filter="url(#home-art-blur)"><rect fill="url(#home-art-g)" width="10" height="10"/><use href="#home-art-g"/></g></svg>',
  );
});
