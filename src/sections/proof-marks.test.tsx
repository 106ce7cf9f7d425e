/**
 * Marks a buyer can check, as content gives them: a client in the strip is its logo when content has one
 * and its name otherwise; a quote shows its author's photo (initials without one) and links their name to
 * their public profile when content gives one.
 */
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { ClientStrip } from "./ClientStrip";
import { TestimonialCard } from "./Testimonials";

describe("the client strip", () => {
  it("shows a client's logo, named by the client, when content has one, and its name in type otherwise", () => {
    render(
      <ClientStrip
        clients={{
          title: "Teams we have built products with",
          items: [
            { name: "Ledgerly", url: "/our-work/ledgerly/", logo: { publicURL: "/static/ledgerly-logo.svg" } },
            { name: "NestQuest", url: null, logo: null },
          ],
        }}
      />,
    );
    const list = screen.getByRole("list");
    expect(within(list).getByRole("img", { name: "Ledgerly" })).toHaveAttribute("src", "/static/ledgerly-logo.svg");
    expect(within(list).getByRole("link", { name: "Ledgerly" })).toHaveAttribute("href", "/our-work/ledgerly/");
    expect(within(list).getByText("NestQuest").tagName).toBe("SPAN");
    expect(within(list).queryByRole("img", { name: "NestQuest" })).toBeNull();
  });
});

describe("a quote", () => {
  const quote = {
    quote: "They shipped what they promised, every single week of the project.",
    author: "Dana Whitfield",
    role: "COO",
    company: "Alder Valley Health Network",
    source: { label: "Review, May 2025", url: "https://example.com/reviews/flatirons" },
  };

  it("links its author's name to their public profile when content gives one", () => {
    render(<TestimonialCard {...quote} profileUrl="https://www.linkedin.com/in/dana-whitfield" />);
    expect(screen.getByRole("link", { name: "Dana Whitfield" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/dana-whitfield",
    );
    expect(screen.getByRole("link", { name: "Review, May 2025" })).toHaveAttribute(
      "href",
      "https://example.com/reviews/flatirons",
    );
  });

  it("names its author without a link, and shows their initials, when content has no profile or photo", () => {
    render(<TestimonialCard {...quote} />);
    expect(screen.queryByRole("link", { name: "Dana Whitfield" })).toBeNull();
    expect(screen.getByText("Dana Whitfield")).toBeInTheDocument();
    expect(screen.getByText("DW")).toBeInTheDocument();
  });
});
