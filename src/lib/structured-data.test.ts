import {
  absoluteUrl,
  breadcrumbJsonLd,
  breadcrumbTrail,
  organizationJsonLd,
  SECTION_CRUMBS,
  serializeJsonLd,
  type SiteIdentity,
} from "./structured-data";
import { blogPostingJsonLd, faqJsonLd, serviceJsonLd } from "./page-structured-data";

const site: SiteIdentity = {
  name: "Flatirons",
  siteUrl: "https://flatirons.com",
  description: "Flatirons designs and builds custom web and mobile software.",
  logoPath: "/flatirons-logo.png",
  sameAs: ["https://www.linkedin.com/company/flatirons-development", "https://x.com/flatironsdev"],
};

const publisher = {
  "@type": "Organization",
  "@id": "https://flatirons.com/#organization",
  name: "Flatirons",
  url: "https://flatirons.com/",
  logo: { "@type": "ImageObject", url: "https://flatirons.com/flatirons-logo.png" },
};

describe("absoluteUrl", () => {
  it("joins a site path to the origin", () => {
    expect(absoluteUrl("https://flatirons.com", "/services/")).toBe("https://flatirons.com/services/");
  });
  it("tolerates a trailing slash on the origin and a path without a leading one", () => {
    expect(absoluteUrl("https://flatirons.com/", "rss.xml")).toBe("https://flatirons.com/rss.xml");
  });
  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://flatirons.com", "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  });
});

describe("breadcrumbTrail", () => {
  it("is just Home on the home page", () => {
    expect(breadcrumbTrail("/", "Flatirons")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("puts a top-level page directly under Home", () => {
    expect(breadcrumbTrail("/about-us/", "About us")).toEqual([
      { name: "Home", path: "/" },
      { name: "About us", path: "/about-us/" },
    ]);
  });

  it("names a section index as the section, whatever the page title", () => {
    expect(breadcrumbTrail("/services/", "Software Design and Development Services")).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services/" },
    ]);
  });

  it("puts a nested page under its section index", () => {
    expect(breadcrumbTrail("/our-work/ledgerly/", "Ledgerly")).toEqual([
      { name: "Home", path: "/" },
      { name: "Our work", path: "/our-work/" },
      { name: "Ledgerly", path: "/our-work/ledgerly/" },
    ]);
  });

  it("uses the logical parent when given (a technology page under /services/)", () => {
    expect(breadcrumbTrail("/services/react-development/", "React", SECTION_CRUMBS.technologies)).toEqual([
      { name: "Home", path: "/" },
      { name: "Technologies", path: "/technologies/" },
      { name: "React", path: "/services/react-development/" },
    ]);
  });

  it("skips path segments that have no page (/products/)", () => {
    expect(breadcrumbTrail("/products/fuse/", "Fuse")).toEqual([
      { name: "Home", path: "/" },
      { name: "Fuse", path: "/products/fuse/" },
    ]);
  });

  it("puts later blog list pages under the blog", () => {
    expect(breadcrumbTrail("/blog/page/2/", "Page 2")).toEqual([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog/" },
      { name: "Page 2", path: "/blog/page/2/" },
    ]);
  });

  it("adds the trailing slash the site's URLs always have", () => {
    expect(breadcrumbTrail("/blog/hello", "Hello").at(-1)).toEqual({ name: "Hello", path: "/blog/hello/" });
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the trail with 1-based positions and absolute URLs", () => {
    expect(
      breadcrumbJsonLd("https://flatirons.com", [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://flatirons.com/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://flatirons.com/blog/" },
      ],
    });
  });
});

describe("organizationJsonLd", () => {
  it("describes the company with its logo and profiles", () => {
    expect(organizationJsonLd(site)).toEqual({
      "@context": "https://schema.org",
      ...publisher,
      description: "Flatirons designs and builds custom web and mobile software.",
      sameAs: ["https://www.linkedin.com/company/flatirons-development", "https://x.com/flatironsdev"],
    });
  });

  it("leaves sameAs out when there are no profiles", () => {
    expect(organizationJsonLd({ ...site, sameAs: [] })).not.toHaveProperty("sameAs");
  });
});

describe("serviceJsonLd", () => {
  it("describes a service offered in the United States by the company", () => {
    expect(
      serviceJsonLd(site, {
        name: "Web Development",
        description: "Custom web development from Flatirons.",
        path: "/services/web-development/",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Web Development",
      serviceType: "Web Development",
      description: "Custom web development from Flatirons.",
      url: "https://flatirons.com/services/web-development/",
      provider: publisher,
      areaServed: { "@type": "Country", name: "United States" },
    });
  });

  it("names the city of a service-area page", () => {
    const data = serviceJsonLd(site, {
      name: "Custom Software Company in Denver",
      description: "Denver software development.",
      path: "/services/custom-software-company-denver/",
      city: "Denver",
    });
    expect(data.areaServed).toEqual({ "@type": "City", name: "Denver" });
  });
});

describe("blogPostingJsonLd", () => {
  const post = {
    title: "React Native vs Flutter in 2026",
    description: "How we choose between React Native and Flutter.",
    path: "/blog/react-native-vs-flutter-2026/",
    datePublished: "2026-02-17",
    author: "Maya Chen",
    image: "/static/abc/cover.jpg",
    tags: ["React Native", "Flutter"],
  };

  it("describes the post with absolute URLs, author, publisher and keywords", () => {
    expect(blogPostingJsonLd(site, post)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "React Native vs Flutter in 2026",
      description: "How we choose between React Native and Flutter.",
      url: "https://flatirons.com/blog/react-native-vs-flutter-2026/",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://flatirons.com/blog/react-native-vs-flutter-2026/" },
      datePublished: "2026-02-17",
      dateModified: "2026-02-17",
      author: { "@type": "Person", name: "Maya Chen" },
      publisher,
      image: ["https://flatirons.com/static/abc/cover.jpg"],
      keywords: "React Native, Flutter",
    });
  });

  it("keeps a later modification date and omits image and keywords when absent", () => {
    const data = blogPostingJsonLd(site, { ...post, dateModified: "2026-03-01", image: null, tags: [] });
    expect(data.dateModified).toBe("2026-03-01");
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("keywords");
  });
});

describe("faqJsonLd", () => {
  it("turns questions and answers into an FAQPage", () => {
    expect(faqJsonLd([{ question: "Who owns the code?", answer: "You do, from the first commit." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Who owns the code?",
          acceptedAnswer: { "@type": "Answer", text: "You do, from the first commit." },
        },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so content cannot close the script element", () => {
    const json = serializeJsonLd(faqJsonLd([{ question: "What about </script><b>?", answer: "a < b" }]));
    expect(json).not.toContain("</script>");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json).mainEntity[0].name).toBe("What about </script><b>?");
  });
});
