import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadPageRedirects, pageRedirectFor, parsePageRedirects } from "./page-redirects";

// As gatsby-adapter-netlify writes public/_redirects: its block of function rewrites, then the page redirects.
const TABLE = `
# gatsby-adapter-netlify start
/api/contact/  /.netlify/functions/contact-js  200
/technologies/reactjs-development/  /technologies/react-development/  301
/blog/old%20name/  /blog/new-name/  301
/en/*  /:splat  301
/from-host/  https://elsewhere.example/  301
/protocol-relative/  //elsewhere.example/  301
/backslash/  /\\elsewhere.example/  301
/country/  /uk/  302  Country=gb
/same/  /same  301
/temporary  /now/  307
# gatsby-adapter-netlify end
`;

describe("page redirects from the build's _redirects", () => {
  it("takes a plain row between two of the site's paths, by its address with a trailing slash, decoded", () => {
    const table = parsePageRedirects(TABLE);
    expect([...table]).toEqual([
      ["/technologies/reactjs-development/", { to: "/technologies/react-development/", status: 301 }],
      ["/blog/old name/", { to: "/blog/new-name/", status: 301 }],
      ["/temporary/", { to: "/now/", status: 307 }],
    ]);
  });

  it("leaves the host's rewrites, splats, other hosts, conditions and a row to itself to the host", () => {
    const table = parsePageRedirects(TABLE);
    for (const from of [
      "/api/contact/",
      "/en/anything/",
      "/from-host/",
      "/protocol-relative/",
      "/backslash/",
      "/country/",
      "/same/",
    ])
      expect([from, pageRedirectFor(table, from)]).toEqual([from, null]);
  });

  it("finds a moved page however the address ends", () => {
    const table = parsePageRedirects(TABLE);
    expect(pageRedirectFor(table, "/technologies/reactjs-development")).toEqual({
      to: "/technologies/react-development/",
      status: 301,
    });
    expect(pageRedirectFor(table, "/temporary/")?.to).toBe("/now/");
  });

  it("is empty when the build wrote no table", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-redirects-"));
    try {
      expect(loadPageRedirects(dir).size).toBe(0);
      fs.writeFileSync(path.join(dir, "_redirects"), TABLE);
      expect(loadPageRedirects(dir).size).toBe(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
