import React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { faqJsonLd } from "../../lib/page-structured-data";
import { Seo, toSocialImage, withSiteName } from ".";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { title: "Flatirons", siteUrl: "https://flatirons.com", description: "Site description." } },
    siteContent: {
      name: "Flatirons",
      description: "Flatirons designs and builds custom web and mobile software.",
      footer: { social: [{ url: "https://x.com/flatironsdev" }] },
    },
  });
});

function renderSeo(props: Partial<React.ComponentProps<typeof Seo>> = {}) {
  const { container } = render(
    <Seo
      title="Web Development Services"
      description="Custom web development from Flatirons: React and Node.js applications built for scale."
      pathname="/services/web-development/"
      {...props}
    />,
  );
  const meta = (key: string) =>
    container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.innerHTML) as Record<string, unknown>,
  );
  return { container, meta, jsonLd };
}

describe("Seo", () => {
  it("writes the title, description, absolute canonical and social tags", () => {
    const { container, meta } = renderSeo();
    expect(container.querySelector("title")?.textContent).toBe("Web Development Services | Flatirons");
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://flatirons.com/services/web-development/",
    );
    expect(meta("description")).toBe(
      "Custom web development from Flatirons: React and Node.js applications built for scale.",
    );
    expect(meta("og:url")).toBe("https://flatirons.com/services/web-development/");
    expect(meta("og:title")).toBe("Web Development Services | Flatirons");
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("twitter:description")).toBe(meta("description"));
  });

  it("uses the default 1200×630 social card, as an absolute URL, when the page has no image", () => {
    const { meta } = renderSeo();
    expect(meta("og:image")).toBe("https://flatirons.com/social-card.png");
    expect(meta("twitter:image")).toBe("https://flatirons.com/social-card.png");
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
  });

  it("uses the page's own image when it has one", () => {
    const image = toSocialImage({ src: "/static/abc/cover.jpg", width: 1200, height: 630 }, "Ledgerly dashboard");
    const { meta } = renderSeo({ image, pathname: "/our-work/ledgerly/" });
    expect(meta("og:image")).toBe("https://flatirons.com/static/abc/cover.jpg");
    expect(meta("og:image:alt")).toBe("Ledgerly dashboard");
  });

  it("puts Organization data on the home page and no breadcrumbs", () => {
    const { jsonLd } = renderSeo({ pathname: "/", title: "Flatirons: Custom Software" });
    expect(jsonLd.map((data) => data["@type"])).toEqual(["Organization"]);
    expect(jsonLd[0]).toMatchObject({
      sameAs: ["https://x.com/flatironsdev"],
      logo: { url: "https://flatirons.com/flatirons-logo.png" },
    });
  });

  it("puts a breadcrumb trail on nested pages, named by the breadcrumb prop, then the page's own data", () => {
    const { jsonLd } = renderSeo({
      breadcrumb: "Web Development",
      jsonLd: () => [faqJsonLd([{ question: "Who owns the code?", answer: "You do." }])],
    });
    expect(jsonLd.map((data) => data["@type"])).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(jsonLd[0]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://flatirons.com/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://flatirons.com/services/" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Web Development",
        item: "https://flatirons.com/services/web-development/",
      },
    ]);
  });

  it("marks error pages noindex and gives them no structured data", () => {
    const { meta, jsonLd } = renderSeo({ pathname: "/404/", title: "Page not found", noindex: true });
    expect(meta("robots")).toBe("noindex");
    expect(jsonLd).toEqual([]);
  });
});

describe("toSocialImage", () => {
  it("needs a resized image with its size", () => {
    expect(toSocialImage(null, "x")).toBeNull();
    expect(toSocialImage({ src: "/a.jpg", width: null, height: 630 }, "x")).toBeNull();
  });
});

describe("withSiteName", () => {
  it("appends the site name", () => {
    expect(withSiteName("Web Development Services", "Flatirons")).toBe("Web Development Services | Flatirons");
    expect(withSiteName("Flatirons Fund: Capital for Startups", "Flatirons")).toBe(
      "Flatirons Fund: Capital for Startups | Flatirons",
    );
  });
  it("leaves titles that lead with the site name as they are", () => {
    expect(withSiteName("Flatirons: Custom Software", "Flatirons")).toBe("Flatirons: Custom Software");
  });
});
