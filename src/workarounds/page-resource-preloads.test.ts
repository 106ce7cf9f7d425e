import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  builtChunkMap,
  chunkMapDefinitions,
  pageDataUrl,
  pageResourcePreloads,
  readChunkMap,
} from "./page-resource-preloads";

const chunkMap = {
  app: ["/app-1.js"],
  "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-2.js"],
  "component---src-templates-blog-post-tsx": ["/shared-3.js", "/component---src-templates-blog-post-tsx-4.js"],
};

describe("page resource preloads", () => {
  it("names the URLs Gatsby's loader asks for: page data, app data, static queries, then the page's chunks", () => {
    expect(
      pageResourcePreloads(
        "/",
        { componentChunkName: "component---src-pages-index-tsx", staticQueryHashes: ["1258622444", "2467094556"] },
        chunkMap,
      ),
    ).toEqual([
      { href: "/page-data/index/page-data.json", as: "fetch" },
      { href: "/page-data/app-data.json", as: "fetch" },
      { href: "/page-data/sq/d/1258622444.json", as: "fetch" },
      { href: "/page-data/sq/d/2467094556.json", as: "fetch" },
      { href: "/component---src-pages-index-tsx-2.js", as: "script" },
    ]);
  });

  it("writes page paths as the loader does", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/blog/")).toBe("/page-data/blog/page-data.json");
    expect(pageDataUrl("/our-work/ledgerly/")).toBe("/page-data/our-work/ledgerly/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
    expect(pageDataUrl("/blog/", "/prefix")).toBe("/prefix/page-data/blog/page-data.json");
  });

  it("announces every file of a chunk group, and nothing it cannot name", () => {
    const preloads = pageResourcePreloads(
      "/blog/a/",
      { componentChunkName: "component---src-templates-blog-post-tsx", staticQueryHashes: ["12", "../x", 3] },
      chunkMap,
    );
    expect(preloads.map((preload) => preload.href)).toEqual([
      "/page-data/blog/a/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/12.json",
      "/shared-3.js",
      "/component---src-templates-blog-post-tsx-4.js",
    ]);
    expect(pageResourcePreloads("/x/", { componentChunkName: "unknown" }, chunkMap)).toEqual([
      { href: "/page-data/x/page-data.json", as: "fetch" },
      { href: "/page-data/app-data.json", as: "fetch" },
    ]);
    expect(pageResourcePreloads("/x/", null, chunkMap)).toEqual([]);
  });

  it("reads the build's chunk map, and finds none before there is a build", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "chunk-map-"));
    try {
      expect(readChunkMap(root)).toEqual({});
      const other = fs.mkdtempSync(path.join(os.tmpdir(), "chunk-map-"));
      fs.mkdirSync(path.join(other, "public"));
      fs.writeFileSync(path.join(other, "public", "chunk-map.json"), JSON.stringify(chunkMap));
      expect(readChunkMap(other)).toEqual(chunkMap);
      // Compiled into the page renderer as a constant; a renderer compiled without it (tests, develop) has none.
      expect(chunkMapDefinitions(other)).toEqual({ __BUILD_CHUNK_MAP__: JSON.stringify(chunkMap) });
      expect(builtChunkMap()).toEqual({});
      fs.rmSync(other, { recursive: true, force: true });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
