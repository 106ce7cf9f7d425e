import { activeNavPath } from "./nav-section";

const NAVIGATION = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services/" },
  { name: "Industries", path: "/industries/" },
  { name: "Technologies", path: "/technologies" },
  { name: "Blog", path: "/blog/" },
];
const KINDS: Record<string, string> = {
  "/services/react-development/": "/technologies/",
  "/services/fintech-software-development/": "/industries/",
  "/services/custom-software-company-denver/": "/service-areas/",
};
const indexOf = (path: string) => KINDS[path];

describe("activeNavPath", () => {
  it("marks the section a page belongs to by its kind, not by the folder it is published in", () => {
    expect(activeNavPath("/services/react-development/", NAVIGATION, indexOf)).toBe("/technologies/");
    expect(activeNavPath("/services/fintech-software-development", NAVIGATION, indexOf)).toBe("/industries/");
  });

  it("falls back to the navigation item the path is under, and to none", () => {
    expect(activeNavPath("/services/web-development/", NAVIGATION, indexOf)).toBe("/services/");
    // A kind whose index is not in the navigation: the folder decides.
    expect(activeNavPath("/services/custom-software-company-denver/", NAVIGATION, indexOf)).toBe("/services/");
    expect(activeNavPath("/blog/page/2/", NAVIGATION, indexOf)).toBe("/blog/");
    expect(activeNavPath("/", NAVIGATION, indexOf)).toBe("/");
    expect(activeNavPath("/about-us/", NAVIGATION, indexOf)).toBeNull();
  });
});
