import React from "react";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture, PicturePreload } from ".";

const COVER: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 405,
  images: {
    fallback: {
      src: "/static/a1/720/cover.jpg",
      srcSet: "/static/a1/180/cover.jpg 180w,\n/static/a1/360/cover.jpg 360w,\n/static/a1/720/cover.jpg 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/a1/360/cover.avif 360w,\n/static/a1/720/cover.avif 720w",
        type: "image/avif",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
      {
        srcSet: "/static/a1/360/cover.webp 360w,\n/static/a1/720/cover.webp 720w",
        type: "image/webp",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
    ],
  },
};

function renderPicture(element: React.ReactElement) {
  const { container } = render(element);
  const picture = container.querySelector("picture");
  if (!picture) throw new Error("no <picture> rendered");
  return { picture, img: picture.querySelector("img") as HTMLImageElement };
}

describe("Picture", () => {
  it("renders the AVIF and WebP sources before the fallback image, with the data's sizes", () => {
    const { picture, img } = renderPicture(<Picture image={COVER} alt="The Ledgerly dashboard" />);
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", COVER.images.sources?.[0]?.srcSet);
    expect(sources[1]).toHaveAttribute("sizes", "(min-width: 720px) 720px, 100vw");
    expect(picture.lastElementChild).toBe(img);
    expect(img).toHaveAttribute("src", "/static/a1/720/cover.jpg");
    expect(img).toHaveAttribute("srcset", COVER.images.fallback?.srcSet);
    expect(img).toHaveAttribute("alt", "The Ledgerly dashboard");
  });

  it("reserves the image's box with its width and height, and loads lazily by default", () => {
    const { picture, img } = renderPicture(<Picture image={COVER} alt="" />);
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "405");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(picture).toHaveAttribute("data-layout", "constrained");
    expect(picture).toHaveAttribute("data-backdrop", "");
  });

  it("fetches a first-screen image at once and with high priority, and lets the browser decode it with the paint", () => {
    const { img } = renderPicture(<Picture image={COVER} alt="" loading="eager" />);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("decoding");
  });

  it("announces the width it is shown at on every source when given sizes", () => {
    const sizes = "(min-width: 1240px) 588px, calc(100vw - 40px)";
    const { picture } = renderPicture(<Picture image={COVER} alt="" sizes={sizes} />);
    for (const element of picture.querySelectorAll("source, img")) expect(element).toHaveAttribute("sizes", sizes);
  });

  it("has no backdrop behind artwork whose background is transparent", () => {
    const { picture } = renderPicture(<Picture image={{ ...COVER, backgroundColor: "transparent" }} alt="" />);
    expect(picture).not.toHaveAttribute("data-backdrop");
  });

  it("needs no script: the markup is the whole image, with src set", () => {
    const { picture } = renderPicture(<Picture image={COVER} alt="Cover" />);
    expect(picture.outerHTML).not.toMatch(/<script|<noscript|data-src|style=/);
    expect(picture.querySelector("img")?.getAttribute("src")).toBe("/static/a1/720/cover.jpg");
  });
});

describe("PicturePreload", () => {
  it("preloads the file the picture chooses: its first source's candidates and sizes, with high priority", () => {
    const { container } = render(<PicturePreload image={COVER} sizes="calc(100vw - 40px)" />);
    const link = container.querySelector("link")!;
    expect(link).toHaveAttribute("rel", "preload");
    expect(link).toHaveAttribute("as", "image");
    expect(link).toHaveAttribute("type", "image/avif");
    expect(link).toHaveAttribute("imagesrcset", COVER.images.sources?.[0]?.srcSet);
    expect(link).toHaveAttribute("imagesizes", "calc(100vw - 40px)");
    expect(link).toHaveAttribute("fetchpriority", "high");
    const picture = render(<Picture image={COVER} alt="" sizes="calc(100vw - 40px)" />).container;
    expect(picture.querySelector("source")).toHaveAttribute("sizes", "calc(100vw - 40px)");
  });

  it("takes the image data's sizes when none is given, and the fallback's candidates without sources", () => {
    const plain: IGatsbyImageData = { ...COVER, images: { fallback: COVER.images.fallback } };
    const link = render(<PicturePreload image={plain} />).container.querySelector("link")!;
    expect(link).not.toHaveAttribute("type");
    expect(link).toHaveAttribute("imagesrcset", COVER.images.fallback?.srcSet);
    expect(link).toHaveAttribute("imagesizes", "(min-width: 720px) 720px, 100vw");
  });
});
