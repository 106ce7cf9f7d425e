/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writePageArt } from "./page-art";

/** A content folder with one service and one city page, and an empty art folder beside it. */
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "page-art-"));
  const contentDir = path.join(root, "content");
  const artDir = path.join(root, "art");
  const page = (folder: string, slug: string) => {
    fs.mkdirSync(path.join(contentDir, folder), { recursive: true });
    fs.writeFileSync(path.join(contentDir, folder, `${slug}.json`), JSON.stringify({ slug, title: slug }));
  };
  page("services", "web-development");
  page("service-areas", "custom-software-company-denver");
  return { root, contentDir, artDir, page };
}

describe("a page's hero art, drawn by the build", () => {
  it("is drawn for a page a marketer adds, of every kind, and the pictures already there are kept", () => {
    const { root, contentDir, artDir, page } = site();
    try {
      const first = writePageArt(contentDir, artDir, { onlyMissing: true });
      expect(first).toEqual(expect.arrayContaining(["web-development", "custom-software-company-denver"]));
      fs.writeFileSync(path.join(artDir, "web-development.svg"), "<svg>kept</svg>");

      page("services", "cloud-migration");
      page("technologies", "elixir-development");
      page("industries", "agritech-software-development");
      page("service-areas", "custom-software-company-boise");
      page("alternatives", "newcsv-alternative");
      // A file the marketer is still typing is the validator's to report: no picture yet, and no failure.
      fs.writeFileSync(path.join(contentDir, "services", "half-typed.json"), '{"slug": "half');

      expect(writePageArt(contentDir, artDir, { onlyMissing: true }).sort()).toEqual([
        "agritech-software-development",
        "cloud-migration",
        "custom-software-company-boise",
        "elixir-development",
        "newcsv-alternative",
      ]);
      const svg = fs.readFileSync(path.join(artDir, "cloud-migration.svg"), "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 560 480"/);
      expect(svg).not.toBe(fs.readFileSync(path.join(artDir, "elixir-development.svg"), "utf8"));
      expect(fs.readFileSync(path.join(artDir, "web-development.svg"), "utf8")).toBe("<svg>kept</svg>");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("drawn again in full, removes the pictures of deleted pages", () => {
    const { root, contentDir, artDir } = site();
    try {
      writePageArt(contentDir, artDir, { onlyMissing: true });
      fs.rmSync(path.join(contentDir, "services", "web-development.json"));
      writePageArt(contentDir, artDir, { onlyMissing: false });
      expect(fs.existsSync(path.join(artDir, "web-development.svg"))).toBe(false);
      expect(fs.existsSync(path.join(artDir, "custom-software-company-denver.svg"))).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
