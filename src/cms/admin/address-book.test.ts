import {
  addressProblem,
  claimsOf,
  collectionsSharingAddresses,
  entryHashFor,
  kindOfCollection,
  slugOfEntry,
} from "./address-book";

const post = (folder: string, data: Record<string, unknown>) => ({
  path: `content/blog/${folder}/index.mdx`,
  slug: `${folder}/index`,
  data,
});
const service = (slug: string, data: Record<string, unknown> = {}) => ({
  path: `content/services/${slug}.json`,
  slug,
  data: { slug, name: slug.replace(/-/g, " "), ...data },
});

describe("the editor's address book", () => {
  it("knows each folder collection's kind, and which collections could take the same addresses", () => {
    expect(kindOfCollection("case-studies")).toBe("case-study");
    expect(kindOfCollection("settings")).toBeUndefined();
    // Services, technologies, industries and cities all publish under /services/.
    expect(collectionsSharingAddresses("technologies")).toEqual([
      "services",
      "technologies",
      "industries",
      "service-areas",
    ]);
    // Comparison pages and informational pages both publish at the site's root.
    expect(collectionsSharingAddresses("pages")).toEqual(["alternatives", "pages"]);
    expect(collectionsSharingAddresses("blog")).toEqual(["blog"]);
  });

  it("reads a post's slug from its own field, else its folder (Decap's entry slug ends in /index)", () => {
    expect(slugOfEntry(post("hello-world", { title: "Hello" }))).toBe("hello-world");
    expect(slugOfEntry(post("hello-world", { title: "Hello", slug: "hi" }))).toBe("hi");
    expect(slugOfEntry({ path: "content/pages/privacy-policy.mdx", data: {} })).toBe("privacy-policy");
  });

  it("lists every current and earlier address, with the page that has it", () => {
    expect(
      claimsOf("services", [
        service("web-apps", { previousSlugs: ["web-development", "web-apps"] }),
        service("ui-design"),
      ]),
    ).toEqual([
      { address: "/services/web-apps/", owner: { title: "web apps", file: "content/services/web-apps.json" } },
      {
        address: "/services/web-development/",
        owner: { title: "web apps", file: "content/services/web-apps.json", earlier: true },
      },
      { address: "/services/ui-design/", owner: { title: "ui design", file: "content/services/ui-design.json" } },
    ]);
    expect(claimsOf("industries", [service("logistics", { section: "industries" })])[0].address).toBe(
      "/industries/logistics/",
    );
  });

  it("refuses a taken, earlier or built-in address with the build's sentence, and lets a page keep its own", () => {
    const claims = [
      ...claimsOf("blog", [post("hello-world", { title: "Hello world from the tests" })]),
      ...claimsOf("blog", [post("weekly", { title: "Weekly releases", previousSlugs: ["ship-weekly"] })]),
    ];
    expect(addressProblem("/blog/hello-world/", claims)).toBe(
      "/blog/hello-world/ is already the address of “Hello world from the tests” (content/blog/hello-world/index.mdx): choose another web address for this page.",
    );
    expect(addressProblem("/blog/ship-weekly/", claims)).toBe(
      "/blog/ship-weekly/ is already an earlier address of “Weekly releases” (content/blog/weekly/index.mdx): choose another web address for this page.",
    );
    expect(addressProblem("/contact-us/", claims)).toBe(
      "/contact-us/ is the address of one of the site's built-in pages: choose another web address for this page.",
    );
    // A page at /admin/ would replace the content editor itself.
    expect(addressProblem("/admin/", claims)).toBe(
      "/admin/ is the address of the content editor: choose another web address for this page.",
    );
    expect(addressProblem("/admin/config/", claims)).toBe(
      "/admin/config/ is the address of the content editor: choose another web address for this page.",
    );
    expect(addressProblem("/administration/", claims)).toBeNull();
    expect(addressProblem("/blog/hello-world/", claims, "content/blog/hello-world/index.mdx")).toBeNull();
    expect(addressProblem("/blog/new-post/", claims)).toBeNull();
  });

  it("sends a post opened at its address to its entry; other entries are left alone", () => {
    expect(entryHashFor("#/collections/blog/entries/hello-world")).toBe("#/collections/blog/entries/hello-world/index");
    expect(entryHashFor("#/collections/blog/entries/hello-world/index")).toBeNull();
    expect(entryHashFor("#/collections/services/entries/web-development")).toBeNull();
    expect(entryHashFor("#/collections/blog/new")).toBeNull();
  });
});
