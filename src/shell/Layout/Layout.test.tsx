import React from "react";
import { render, screen, act, waitFor } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import site from "../../../content/site.json";
import { PageNavigationProvider, useDisablePageNavigation } from "../../components/PageNavigation";
import { Layout } from ".";

// The badges' marks are files the query resolves; a badge whose mark is not resolved is simply not shown.
const siteContent = site;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteContent });
});

function FocusedPage() {
  useDisablePageNavigation();
  return <h1>Focused</h1>;
}

function renderLayout(page: React.ReactNode, pathname = "/") {
  return render(
    <PageNavigationProvider>
      <Layout pathname={pathname}>{page}</Layout>
    </PageNavigationProvider>,
  );
}

/** The footer block, once its code (a chunk of its own) has arrived. */
const footerOf = (container: HTMLElement) =>
  waitFor(() => {
    const footer = container.querySelector<HTMLElement>("#contact-us");
    if (!footer) throw new Error("no footer yet");
    return footer;
  });

describe("Layout", () => {
  it("frames the page with the header, main content and the footer block", async () => {
    const { container } = renderLayout(<h1>Home</h1>);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Flatirons home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("main")).toHaveTextContent("Home");
    expect(await footerOf(container)).toHaveAttribute("id", "contact-us");
    const nav = container.querySelector('nav[aria-label="Main"]') as HTMLElement;
    expect(nav.querySelectorAll("a")[0]).toHaveAttribute("href", "/services/");
  });

  it("hides the footer while a page disables page navigation", async () => {
    const { container, unmount } = renderLayout(<FocusedPage />);
    // Given the time to load, the footer's code is never asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector("#contact-us")).toBeNull();
    unmount();
    const again = renderLayout(<h1>Other</h1>);
    act(() => undefined);
    expect(await footerOf(again.container)).not.toBeNull();
  });

  it("asks for the newsletter once on a blog post (the post has its own panel), in the footer elsewhere", async () => {
    const footerNewsletter = async (container: HTMLElement) =>
      (await footerOf(container)).querySelector('[data-newsletter="footer"]');
    const post = renderLayout(<h1>Post</h1>, "/blog/hello-world/");
    expect(await footerNewsletter(post.container)).toBeNull();
    post.unmount();
    for (const pathname of ["/blog/", "/blog/page/2/", "/services/"]) {
      const other = renderLayout(<h1>Other</h1>, pathname);
      expect(await footerNewsletter(other.container)).not.toBeNull();
      other.unmount();
    }
  });

  it("marks the navigation item of a page's own section, even when it is published under another", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      siteContent,
      sectionPages: { nodes: [{ path: "/services/react-development/", kind: "technology" }] },
    });
    const { container } = renderLayout(<h1>React</h1>, "/services/react-development/");
    const nav = container.querySelector('nav[aria-label="Main"]') as HTMLElement;
    expect([...nav.querySelectorAll("a.active")].map((a) => a.textContent)).toEqual(["Technologies"]);
  });
});
