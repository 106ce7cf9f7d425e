import React from "react";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { colors } from "../../theme/tokens";
import { FIRST_SCREEN_ATTRIBUTE } from "./first-screen";

export interface PictureProps {
  /** `gatsbyImageData` from gatsby-transformer-sharp: the files, their formats and the intrinsic size. */
  image: IGatsbyImageData;
  alt: string;
  /**
   * "lazy" (default): the browser fetches the image as it nears the viewport.
   * "eager": for the first screen's image; fetched at once and with high priority, not decoded asynchronously.
   */
  loading?: "lazy" | "eager";
  /** The width the image is shown at, for the browser to choose a file; defaults to the image data's. */
  sizes?: string;
  className?: string;
}

/**
 * A responsive image as the browser's own `<picture>`: a `<source>` per format
 * the image was made in besides its own (AVIF, which every supported browser
 * takes; the home hero also WebP: README.md, "Images"), the fallback `<img>`
 * with its width and height (so the box is reserved before the file arrives)
 * and native lazy loading.
 *
 * It replaces gatsby-plugin-image's `GatsbyImage` component, whose markup
 * needs JavaScript: every image brought an inline module script (to swap
 * `data-src` into `src` and fade the image in), a `<noscript>` copy, and, on
 * every page with an image, a 72 KB chunk with react-dom/server that was
 * downloaded and run just after hydration (a 25 ms task on the 2-core CI
 * machine). The image pipeline is unchanged: gatsby-plugin-sharp and
 * gatsby-transformer-sharp still make the files and `gatsbyImageData`.
 *
 * The box shows the raised surface colour until the image arrives (no
 * backdrop when the image data's background is "transparent", for artwork
 * with transparent areas). Constrained images (the default layout) are never
 * wider than their width; full-width ones fill the container. Style it from a
 * parent with `${PictureFrame} { … }`.
 */
export function Picture({ image, alt, loading = "lazy", sizes, className }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <Frame
      className={className}
      data-layout={image.layout}
      data-backdrop={image.backgroundColor === "transparent" ? undefined : ""}
    >
      {sources.map((source) => (
        <source
          key={`${source.type ?? ""} ${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        // A lazy image is decoded off the main thread; the first screen's image is decoded as the browser
        // sees fit, so that once it has arrived it is painted with the first paint rather than a frame later.
        {...(loading === "lazy" ? { decoding: "async" as const } : {})}
        // React 18 does not know the camel-cased property yet; the attribute passes through as written.
        {...(loading === "eager" ? { fetchpriority: "high" } : {})}
      />
    </Frame>
  );
}

/**
 * The picture is as wide as its image (up to the container's width), so a
 * border, radius or shadow on it frames the image itself; parents that want
 * it to fill a box set its width and height and the image's object-fit.
 */
const Frame = styled.picture`
  display: block;
  width: fit-content;
  max-width: 100%;
  overflow: hidden;
  &[data-backdrop] {
    background: ${colors.surfaceRaised};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  &[data-layout="fullWidth"],
  &[data-layout="fullWidth"] img {
    width: 100%;
  }
`;

/** For parents that style the picture inside them (`${PictureFrame} { … }`). */
export const PictureFrame = Frame;

/**
 * For a page's Head: the first screen's picture requested before anything else of the page (gatsby-ssr puts it
 * first in the head: first-screen.ts; the fonts, the page's data and scripts come after it), with high priority: the file the
 * `<picture>` will choose, given the same `sizes` (its first source, AVIF, for browsers that read that type; the
 * others skip the preload and fetch the picture as the page draws it).
 */
export function PicturePreload({ image, sizes }: Pick<PictureProps, "image" | "sizes">) {
  const { fallback, sources = [] } = image.images;
  const [first] = sources;
  const srcSet = first?.srcSet ?? fallback?.srcSet;
  if (!srcSet) return null;
  return (
    <link
      rel="preload"
      as="image"
      {...(first?.type ? { type: first.type } : {})}
      // fetchpriority is unknown to React 18: it passes through as written.
      imageSrcSet={srcSet}
      imageSizes={sizes ?? first?.sizes ?? fallback?.sizes}
      {...{ fetchpriority: "high" }}
      {...{ [FIRST_SCREEN_ATTRIBUTE]: "" }}
    />
  );
}
