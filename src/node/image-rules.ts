/**
 * What an image in content/ must be: a real picture of the kind its name says, at most 5 MB and
 * 6000 px on a side, with one sentence saying how to fix it when it is not. Pure code, shared by the
 * build's check (src/node/content-images.ts, which reads the facts with sharp) and the content
 * editor (src/cms/admin/upload-check.ts, which reads them in the browser), so both refuse the same
 * files with the same words.
 */

export type ImageFormat = "png" | "jpeg" | "webp" | "avif" | "svg";

/** File endings an image may have, and the format each stands for. */
export const IMAGE_EXTENSIONS: Record<string, ImageFormat> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  webp: "webp",
  avif: "avif",
  svg: "svg",
};

const FORMAT_NAMES: Record<ImageFormat, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP", avif: "AVIF", svg: "SVG" };
const FORMAT_ENDINGS: Record<ImageFormat, string> = {
  png: ".png",
  jpeg: ".jpg",
  webp: ".webp",
  avif: ".avif",
  svg: ".svg",
};

/** 5 MB: a photo for a web page is rarely a tenth of it; the site makes smaller copies itself. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 6000 px on the longest side: the widest layout needs 2400 px at twice the pixel density. */
export const MAX_IMAGE_SIDE = 6000;

/** What the checks need to know about a file, however they were read. */
export interface ImageFacts {
  /** Size of the file in bytes. */
  bytes: number;
  /** The format its contents are, or "other" for a picture of another kind, or null for no picture at all. */
  format: ImageFormat | "other" | null;
  width?: number;
  height?: number;
}

/** The format a file name promises (`cover.JPG` → jpeg), or null when it is not an image name. */
export function formatOfName(name: string): ImageFormat | null {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? (IMAGE_EXTENSIONS[match[1].toLowerCase()] ?? null) : null;
}

/** The endings in words: ".png, .jpg, .webp, .avif or .svg". */
export const IMAGE_ENDINGS_IN_WORDS = (() => {
  const endings = [...new Set(Object.values(IMAGE_EXTENSIONS))].map((format) => FORMAT_ENDINGS[format]);
  return `${endings.slice(0, -1).join(", ")} or ${endings[endings.length - 1]}`;
})();

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/**
 * The problem with an image, as the rest of a sentence whose subject is the file ("cover.jpg is not
 * a JPEG image…"), or null when it may be used.
 */
export function imageProblem(name: string, facts: ImageFacts): string | null {
  const promised = formatOfName(name);
  if (!promised) return `is not an image: its name must end in ${IMAGE_ENDINGS_IN_WORDS}`;
  const kind = FORMAT_NAMES[promised];
  if (facts.format === null || facts.format === "other")
    return (
      `is not a ${kind} image: its contents are ${facts.format === null ? "not a picture" : "a picture of another kind"} ` +
      `(was another file renamed?). Open the picture in an image editor, export it as ${kind} and use that file`
    );
  if (facts.format !== promised) {
    const actual = facts.format;
    return (
      `is a ${FORMAT_NAMES[actual]} image with a ${FORMAT_ENDINGS[promised]} name. ` +
      `Rename it to end in ${FORMAT_ENDINGS[actual]}, or export it as ${kind}`
    );
  }
  if (facts.bytes > MAX_IMAGE_BYTES)
    return (
      `is ${megabytes(facts.bytes)}; an image may be at most ${megabytes(MAX_IMAGE_BYTES)}. ` +
      `Export it again at most 2400 px wide (JPEG quality 80, or WebP) and use that file`
    );
  const side = Math.max(facts.width ?? 0, facts.height ?? 0);
  if (facts.format !== "svg" && side > MAX_IMAGE_SIDE)
    return (
      `is ${facts.width} × ${facts.height} px; an image may be at most ${MAX_IMAGE_SIDE} px on its longest side. ` +
      `Resize it to at most 2400 px wide and use that file`
    );
  return null;
}

/* ------------------------------------------------------------ the browser's reading of a file */

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The format of a file from its first bytes (at least 512 of them). The build asks sharp instead;
 * `content-images.test.ts` checks that both read every format the same way.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFacts["format"] {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // An ISO media file: AVIF when its brands (major, then compatible) name it.
    const boxSize = Math.min(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    return brands.some((brand) => brand === "avif" || brand === "avis") ? "avif" : "other";
  }
  // GIF and TIFF: pictures, of a kind the site does not take.
  if (
    ascii(bytes, 0, 4) === "GIF8" ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])
  )
    return "other";
  // SVG is text: an <svg> element, after an optional XML declaration, comments and a doctype.
  const start = ascii(bytes, 0, 4096)
    .replace(/^\xEF\xBB\xBF/, "")
    .replace(/^(\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, "");
  return /^<svg[\s>]/.test(start) ? "svg" : null;
}
