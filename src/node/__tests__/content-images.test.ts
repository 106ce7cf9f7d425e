import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { checkContent, imageFacts } from "../content-images";
import { MAX_IMAGE_BYTES, imageProblem, sniffImageFormat } from "../image-rules";

const FIXTURE = path.resolve(__dirname, "../../../tests/fixtures/minimal-site/content");
let root = "";

const picture = (format: "png" | "jpeg" | "webp" | "avif" | "gif", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#1d3a6b" } })
    .toFormat(format)
    .toBuffer();
const SVG = '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"/>';

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-images-"));
  fs.cpSync(FIXTURE, path.join(root, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (relative: string, bytes: Buffer | string) => fs.writeFileSync(path.join(root, relative), bytes);
const check = async () => (await checkContent(root, path.join(root, "content"))).errors;

describe("the images content names (npm run content:check and the build)", () => {
  it("refuse a text file renamed .jpg, naming the file and the field", async () => {
    write("content/blog/hello-world/cover.jpg", "Notes for the launch post, not a picture.\n");
    expect(await check()).toEqual([
      'content/blog/hello-world/index.mdx: "cover" names ./cover.jpg, which is not a JPEG image: its contents are not a picture (was another file renamed?). Open the picture in an image editor, export it as JPEG and use that file',
    ]);
  });

  it("refuse a picture whose name says another format, wherever it is named", async () => {
    write("content/images/sample.jpg", await picture("png"));
    const errors = await check();
    const message = (file: string, field: string) =>
      `${file}: "${field}" names ../images/sample.jpg, which is a PNG image with a .jpg name. Rename it to end in .png, or export it as JPEG`;
    expect(errors).toContain(message("content/case-studies/sample-project.json", "cover.src"));
    expect(errors).toContain(message("content/case-studies/sample-project.json", "sections[0].image.src"));
    expect(errors.every((error) => error.includes("is a PNG image with a .jpg name"))).toBe(true);
  });

  it("refuse a file over 5 MB and a picture over 6000 px on a side, saying how to fix it", async () => {
    // A real JPEG followed by padding: sharp still reads it as JPEG, and it weighs 5.5 MB.
    const jpeg = await picture("jpeg");
    const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES * 1.1 - jpeg.length)]);
    write("content/blog/hello-world/cover.jpg", padded);
    write("content/images/sample.jpg", await picture("jpeg", 6001, 20));
    const errors = await check();
    expect(errors).toContain(
      'content/blog/hello-world/index.mdx: "cover" names ./cover.jpg, which is 5.5 MB; an image may be at most 5 MB. Export it again at most 2400 px wide (JPEG quality 80, or WebP) and use that file',
    );
    expect(errors).toContain(
      'content/case-studies/sample-project.json: "cover.src" names ../images/sample.jpg, which is 6001 × 20 px; an image may be at most 6000 px on its longest side. Resize it to at most 2400 px wide and use that file',
    );
  });

  it("check the images of a post's body: they exist and are pictures", async () => {
    const post = path.join(root, "content/blog/hello-world/index.mdx");
    fs.appendFileSync(post, "\n![A chart of the results](./chart.png)\n\n![The team](./team.webp)\n");
    write("content/blog/hello-world/chart.png", "not a chart");
    expect(await check()).toEqual([
      'content/blog/hello-world/index.mdx: "body" names an image that does not exist: ./team.webp',
    ]);
    write("content/blog/hello-world/team.webp", await picture("webp"));
    expect(await check()).toEqual([
      'content/blog/hello-world/index.mdx: "body" names ./chart.png, which is not a PNG image: its contents are not a picture (was another file renamed?). Open the picture in an image editor, export it as PNG and use that file',
    ]);
  });

  it("refuse a picture in a post's body without a description, wherever it comes from", async () => {
    const post = path.join(root, "content/blog/hello-world/index.mdx");
    write("content/blog/hello-world/team.webp", await picture("webp"));
    fs.appendFileSync(post, "\n![](./team.webp)\n\n![  ](https://example.com/chart.png)\n\n![The team](./team.webp)\n");
    expect(await check()).toEqual([
      'content/blog/hello-world/index.mdx: "body" has a picture with no description: ![](./team.webp). Write what it shows between the brackets, for visitors who cannot see it',
      'content/blog/hello-world/index.mdx: "body" has a picture with no description: ![](https://example.com/chart.png). Write what it shows between the brackets, for visitors who cannot see it',
    ]);
  });

  it("accept the fixture site's images as they are", async () => {
    expect(await check()).toEqual([]);
  });
});

describe("reading an image's format: the editor's reading of the first bytes agrees with sharp's", () => {
  it.each([
    ["png", "png"],
    ["jpeg", "jpeg"],
    ["webp", "webp"],
    ["avif", "avif"],
    ["gif", "other"],
  ] as const)("%s", async (format, expected) => {
    const bytes = await picture(format);
    const file = path.join(root, `picture.${format}`);
    fs.writeFileSync(file, bytes);
    expect(sniffImageFormat(new Uint8Array(bytes))).toBe(expected);
    expect((await imageFacts(file)).format).toBe(expected);
  });

  it("svg, and files that are no picture", async () => {
    const cases: Array<[string, string | Buffer, string | null]> = [
      ["logo.svg", SVG, "svg"],
      ["notes.jpg", "Notes for the launch post.\n", null],
      ["page.svg", "<html><body>not an svg</body></html>", null],
      ["empty.png", Buffer.alloc(0), null],
    ];
    for (const [name, contents, expected] of cases) {
      const file = path.join(root, name);
      fs.writeFileSync(file, contents);
      expect([name, sniffImageFormat(new Uint8Array(fs.readFileSync(file)))]).toEqual([name, expected]);
      expect([name, (await imageFacts(file)).format]).toEqual([name, expected]);
    }
  });
});

describe("imageProblem", () => {
  it("names the endings an image may have", () => {
    expect(imageProblem("cover.gif", { bytes: 10, format: "other" })).toBe(
      "is not an image: its name must end in .png, .jpg, .webp, .avif or .svg",
    );
  });

  it("lets a picture of the promised kind and a sensible size through, whatever the case of its ending", () => {
    expect(imageProblem("COVER.JPEG", { bytes: MAX_IMAGE_BYTES, format: "jpeg", width: 6000, height: 4000 })).toBe(
      null,
    );
    expect(imageProblem("logo.svg", { bytes: 400, format: "svg", width: 9000, height: 100 })).toBe(null);
  });
});
