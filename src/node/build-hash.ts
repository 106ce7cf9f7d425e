/**
 * Every built page must name the build it belongs to. Gatsby writes the browser bundle's hash into
 * each page (`window.___webpackCompilationHash`) and into page-data/app-data.json; when the two
 * differ, Gatsby's runtime reloads the page on a visitor's first visit to it ("build-hash
 * recovery"). An incremental `gatsby build` after code changes was seen to keep pages from an
 * earlier build ("There are no new or changed html files to build") with an old hash, so every
 * first visit reloaded once. onPostBuild (gatsby-node.ts) fails such a build instead: run
 * `npx gatsby clean` and build again.
 */
import fs from "node:fs";
import path from "node:path";
import { listHtmlFiles } from "./built-site";

const PAGE_HASH = /window\.___webpackCompilationHash="([^"]+)"/;

/** The built pages (relative paths) whose build hash is not app-data.json's, with the hash they carry. */
export function pagesFromAnotherBuild(publicDir: string): Array<{ file: string; hash: string }> {
  const appData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8")) as {
    webpackCompilationHash?: string;
  };
  const current = appData.webpackCompilationHash;
  if (!current) throw new Error(`${publicDir}/page-data/app-data.json names no webpackCompilationHash`);
  return listHtmlFiles(publicDir).flatMap((file) => {
    const hash = PAGE_HASH.exec(fs.readFileSync(path.join(publicDir, file), "utf8"))?.[1];
    return hash !== undefined && hash !== current ? [{ file, hash }] : [];
  });
}
