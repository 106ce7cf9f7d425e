import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { NewsletterSignup } from ".";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteContent: {
      newsletter: {
        title: "Get our newsletter",
        text: "Notes from our team, once a month.",
        placeholder: "name@work.com",
      },
    },
  });
});

describe("NewsletterSignup", () => {
  it("shows the site's newsletter copy and loads the form with its placeholder", async () => {
    render(<NewsletterSignup variant="footer" />);
    expect(screen.getByRole("region", { name: "Get our newsletter" })).toHaveAttribute("data-newsletter", "footer");
    expect(screen.getByRole("heading", { level: 3, name: "Get our newsletter" })).toBeInTheDocument();
    expect(screen.getByText("Notes from our team, once a month.")).toBeInTheDocument();
    expect(await screen.findByLabelText("E-mail")).toHaveAttribute("placeholder", "name@work.com");
  });

  it("is a level-2 panel at the end of a blog post", async () => {
    render(<NewsletterSignup variant="post" />);
    expect(screen.getByRole("heading", { level: 2, name: "Get our newsletter" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Subscribe" })).toBeInTheDocument();
  });

  it("keeps landmark names unique when a post shows both blocks", async () => {
    render(
      <>
        <NewsletterSignup variant="post" />
        <NewsletterSignup variant="footer" />
      </>,
    );
    await screen.findAllByRole("button", { name: "Subscribe" });
    expect(screen.getByRole("complementary", { name: "Get our newsletter" })).toHaveAttribute(
      "data-newsletter",
      "post",
    );
    expect(screen.getByRole("region", { name: "Get our newsletter" })).toHaveAttribute("data-newsletter", "footer");
    expect(screen.getAllByRole("form")).toHaveLength(1);
    expect(screen.getByRole("form", { name: "Newsletter" }).closest("[data-newsletter]")).toHaveAttribute(
      "data-newsletter",
      "footer",
    );
  });
});
