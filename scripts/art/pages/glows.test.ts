/**
 * The page illustrations' glows end inside the picture. A radial glow cut by the picture's edge is still
 * lit there, so on the page, where the hero's background goes on past the picture, it showed as a lighter
 * rectangle with a hard edge at the art's lower right (services, healthcare, contact, about at 1440 px).
 */
import fs from "node:fs";
import path from "node:path";
import { H, W, backdrop } from "./parts";
import { C } from "./parts";

const ART = path.resolve(__dirname, "../../../static/art");

/** The circles filled with a glow (a radial gradient) that reach past the picture's edge. */
export function glowsPastTheEdge(svg: string, width = W, height = H): string[] {
  return [...svg.matchAll(/<circle\b([^>]*)>/g)].flatMap(([element, attributes]) => {
    if (!/fill="url\(#glow/.test(attributes)) return [];
    const number = (name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(attributes)?.[1] ?? NaN);
    const [cx, cy, r] = [number("cx"), number("cy"), number("r")];
    return cx - r < 0 || cy - r < 0 || cx + r > width || cy + r > height ? [element] : [];
  });
}

describe("page illustrations", () => {
  it("draw every glow of the backdrop inside the picture", () => {
    expect(glowsPastTheEdge(backdrop([C.blue, C.teal]))).toEqual([]);
  });

  it.each(fs.readdirSync(ART).filter((file) => file.endsWith(".svg")))(
    "static/art/%s has no glow cut by its edge",
    (file) => {
      expect(glowsPastTheEdge(fs.readFileSync(path.join(ART, file), "utf8"))).toEqual([]);
    },
  );

  it("finds a glow cut by the edge", () => {
    expect(glowsPastTheEdge('<circle cx="460" cy="380" r="160" fill="url(#glow2)"/>')).toHaveLength(1);
  });
});
