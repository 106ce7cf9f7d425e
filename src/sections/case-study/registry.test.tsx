import React from "react";
import { render, screen, within } from "@testing-library/react";
import { CASE_STUDY_SECTION_TYPES } from "../../node/schema";
import { CASE_STUDY_BLOCKS, CaseStudyBlock } from "./registry";
import type { SectionData } from "./blocks";

const EMPTY_SECTION: SectionData = {
  type: "goal",
  eyebrow: null,
  title: null,
  text: null,
  columns: null,
  quote: null,
  author: null,
  role: null,
  company: null,
  photo: null,
  profileUrl: null,
  source: null,
  image: null,
  images: null,
  items: null,
  links: null,
};

function renderSection(section: Partial<SectionData>) {
  return render(<CaseStudyBlock section={{ ...EMPTY_SECTION, ...section }} others={[]} />);
}

describe("case-study section registry", () => {
  it("has a block for every section type the content schema accepts, and no others", () => {
    expect(Object.keys(CASE_STUDY_BLOCKS).sort()).toEqual([...CASE_STUDY_SECTION_TYPES].sort());
  });

  it("renders a known type with its block", () => {
    renderSection({ type: "hero", eyebrow: "Fintech", title: "Books that close themselves", text: "Intro text." });
    expect(screen.getByRole("heading", { level: 1, name: "Books that close themselves" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("shows an unknown type as a visible note naming the type instead of dropping it", () => {
    renderSection({ type: "carousel", title: "Should not render" });
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Unknown case-study section type “carousel”.");
    expect(note).toBeVisible();
    expect(screen.queryByText("Should not render")).not.toBeInTheDocument();
  });

  it("renders the services grid with the column count the content asks for", () => {
    const items = [
      { title: "Discovery", text: "Two weeks of interviews." },
      { title: "Build", text: "Weekly releases." },
    ];
    const { container, unmount } = renderSection({ type: "services", title: "What we did", columns: 2, items });
    expect(container.querySelector("[data-columns]")).toHaveAttribute("data-columns", "2");
    unmount();
    const three = renderSection({ type: "services", title: "What we did", columns: 3, items });
    expect(three.container.querySelector("[data-columns]")).toHaveAttribute("data-columns", "3");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Discovery", "Build"]);
  });

  it("labels artwork as an illustration, and shows a screenshot's capture as its file is", () => {
    const still = (src: string) => ({
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained" as const,
          width: 1200,
          height: 800,
          images: { fallback: { src, srcSet: `${src} 1200w`, sizes: "100vw" }, sources: [] },
        },
      },
    });
    renderSection({
      type: "images",
      images: [
        {
          alt: "The dashboard, drawn",
          caption: "What the owner sees first.",
          kind: "illustration",
          capture: null,
          src: still("/a.jpg"),
        },
        {
          alt: "Matching a payment",
          caption: null,
          kind: "screenshot",
          capture: { publicURL: "/static/x/matching.webp" },
          src: still("/b.jpg"),
        },
      ],
    });
    const figures = screen.getAllByRole("figure");
    expect(figures[0]).toHaveTextContent("IllustrationWhat the owner sees first.");
    expect(within(figures[0]).getByRole("img")).toHaveAttribute("src", "/a.jpg");
    expect(figures[1]).not.toHaveTextContent("Illustration");
    expect(within(figures[1]).getByRole("img", { name: "Matching a payment" })).toHaveAttribute(
      "src",
      "/static/x/matching.webp",
    );
  });
});
