import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type BuiltImage, compareBuiltImages, readBuiltImages } from "./built-images";

const image = (over: Partial<BuiltImage> = {}): BuiltImage => ({
  file: "static/a/1/x.webp",
  width: 400,
  height: 300,
  format: "webp",
  bytes: 1000,
  ...over,
});

describe("compareBuiltImages", () => {
  it("accepts the same images, and sizes within the tolerance either way", () => {
    expect(compareBuiltImages([image()], [image({ bytes: 1100 })])).toEqual([]);
    expect(compareBuiltImages([image()], [image({ bytes: 900 })])).toEqual([]);
  });

  it("names a size past the tolerance, with the change", () => {
    expect(compareBuiltImages([image()], [image({ bytes: 1101 })])).toEqual([
      "static/a/1/x.webp: 1101 bytes, was 1000 (+10 %)",
    ]);
    expect(compareBuiltImages([image()], [image({ bytes: 850 })])).toEqual([
      "static/a/1/x.webp: 850 bytes, was 1000 (-15 %)",
    ]);
  });

  it("takes a reviewed size past the tolerance only at exactly that size", () => {
    const reviewed = { ...image(), accepted: { bytes: 850, why: "a newer encoder, same quality" } };
    expect(compareBuiltImages([reviewed], [image({ bytes: 850 })])).toEqual([]);
    expect(compareBuiltImages([reviewed], [image({ bytes: 849 })])).toEqual([
      "static/a/1/x.webp: 849 bytes, was 1000 (-15 %)",
    ]);
  });

  it("names another width, height or format", () => {
    expect(compareBuiltImages([image()], [image({ width: 401, height: 299, format: "jpeg" })])).toEqual([
      "static/a/1/x.webp: width 401, was 400",
      "static/a/1/x.webp: height 299, was 300",
      "static/a/1/x.webp: format jpeg, was webp",
    ]);
  });

  it("names an image no longer built and one that is new", () => {
    expect(compareBuiltImages([image()], [image({ file: "static/b/2/y.avif" })])).toEqual([
      "static/a/1/x.webp: no longer built",
      "static/b/2/y.avif: new, not in the baseline",
    ]);
  });
});

describe("readBuiltImages", () => {
  it("reads dimensions and format from the bytes, skipping the editor's folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-images-"));
    fs.mkdirSync(path.join(dir, "static/h"), { recursive: true });
    fs.mkdirSync(path.join(dir, "admin"), { recursive: true });
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    // A PNG named .jpg: the format comes from the bytes, not the name.
    fs.writeFileSync(path.join(dir, "static/h/a.jpg"), png);
    fs.writeFileSync(path.join(dir, "admin/logo.png"), png);
    fs.writeFileSync(path.join(dir, "static/h/notes.txt"), "not an image");
    expect(await readBuiltImages(dir)).toEqual([
      { file: "static/h/a.jpg", width: 3, height: 2, format: "png", bytes: png.length },
    ]);
  });
});
