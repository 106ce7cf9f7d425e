import "../../testing/server-rendering";
import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { ServerStyleSheet } from "styled-components";
import { CtaButton, HeaderCtaButton } from ".";
import { ContactDialogProvider } from "../ContactDialogProvider";
import { forgetResolvedCtaVariant } from "./cta-experiment";

const page = (children: React.ReactNode) => <ContactDialogProvider>{children}</ContactDialogProvider>;

describe("CtaButton", () => {
  it("is a link to the contact page in the server HTML, hidden until the page runs (unless scripts are off)", () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(page(<CtaButton label="Contact" placement="header" intent="generic" />)),
    );
    const styles = sheet.getStyleTags();
    sheet.seal();
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const link = holder.querySelector("a");
    expect(link).toHaveAttribute("href", "/contact-us/");
    expect(link).toHaveAttribute("data-cta", "header");
    expect(link).toHaveTextContent("Contact");
    expect(styles).toMatch(/opacity:0/);
  });

  it("becomes a dialog button, fading in, right after hydration", () => {
    const tree = page(<CtaButton label="Let's work together" placement="footer" size="large" intent="generic" />);
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    expect(container.querySelector("a[data-cta='footer']")).not.toBeNull();
    act(() => {
      hydrateRoot(container, tree);
    });
    const button = screen.getByRole("button", { name: "Let's work together" });
    expect(button).toHaveAttribute("data-cta", "footer");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(getComputedStyle(button).animation).toMatch(/0\.4s ease-out/);
    expect(container.querySelector("a")).toBeNull();
    container.remove();
  });

  it("keeps the server link's classes as a button, so the first client render compiles no CSS", () => {
    const tree = page(<CtaButton label="Contact" placement="page" size="large" intent="generic" />);
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(tree));
    const serverRules = sheet.instance.toString();
    sheet.seal();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverClasses = container.querySelector("a[data-cta='page']")?.getAttribute("class");
    expect(container.querySelector("a[data-pending]")).not.toBeNull();
    act(() => {
      hydrateRoot(container, tree);
    });
    const button = screen.getByRole("button", { name: "Contact" });
    expect(button.getAttribute("class")).toBe(serverClasses);
    expect(button).not.toHaveAttribute("data-pending");
    // Every class the button carries has its rules in the server's sheet.
    for (const name of (serverClasses ?? "").split(" ").filter((name) => !/-?sc-/.test(name)))
      expect(serverRules).toContain(`.${name}{`);
    container.remove();
  });

  it("stays a link outside the dialog provider", () => {
    render(<CtaButton label="Contact" placement="page" intent="generic" />);
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact-us/");
  });
});

describe("HeaderCtaButton", () => {
  const env = process.env.GATSBY_CTA_EXPERIMENT_ENABLED;
  beforeEach(() => {
    forgetResolvedCtaVariant();
    window.localStorage.clear();
    window.analytics = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
  });
  afterEach(() => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = env;
  });

  it("shows the stored variant's label when the experiment is on", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    window.localStorage.setItem("experiment-cta-copy", "request-an-estimate");
    render(page(<HeaderCtaButton label="Contact" />));
    expect(screen.getByRole("button", { name: "Request an Estimate" })).toHaveAttribute("data-cta", "header");
  });

  it("shows the default label, and leaves the cohort, when the experiment is off", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "false";
    window.localStorage.setItem("experiment-cta-copy", "request-an-estimate");
    render(page(<HeaderCtaButton label="Contact" />));
    expect(screen.getByRole("button", { name: "Contact" })).toBeInTheDocument();
    expect(window.localStorage.getItem("experiment-cta-copy")).toBeNull();
    expect(window.analytics?.track).toHaveBeenCalledWith(
      "user_left_cta_cohort",
      { experiment_id: "cta-copy", variant: "request-an-estimate", variant_copy: "Request an Estimate" },
      expect.anything(),
    );
  });

  it("renders the default label in the server HTML whatever is stored", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    window.localStorage.setItem("experiment-cta-copy", "schedule-a-call");
    expect(renderToString(page(<HeaderCtaButton label="Contact" />))).toContain("><span>Contact</span></a>");
  });

  it("while the experiment runs, keeps the widest labels' width from the server HTML on (no shift on the swap)", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(page(<HeaderCtaButton label="Contact" />)));
    const styles = sheet.getStyleTags();
    sheet.seal();
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const link = holder.querySelector("a[data-cta='header']");
    expect(link).toHaveAttribute("data-reserve-1", "Let's work together!");
    expect(link).toHaveAttribute("data-reserve-2", "Request an Estimate");
    // The reserved labels are generated content, hidden: the text and the name stay the label's.
    expect(link).toHaveTextContent(/^Contact$/);
    expect(styles).toMatch(/::before\{content:attr\(data-reserve-1\);visibility:hidden;\}/);
    expect(styles).toMatch(/::after\{content:attr\(data-reserve-2\);visibility:hidden;\}/);
    expect(styles).toMatch(/display:inline-grid/);

    // The same reservation after the swap to the dialog button.
    window.localStorage.setItem("experiment-cta-copy", "schedule-a-call");
    render(page(<HeaderCtaButton label="Contact" />));
    const button = screen.getByRole("button", { name: "Schedule a Call" });
    expect(button).toHaveAttribute("data-reserve-1", "Let's work together!");
    expect(button).toHaveTextContent(/^Schedule a Call$/);
  });

  it("reserves nothing when the experiment is off", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "false";
    render(page(<HeaderCtaButton label="Contact" />));
    const button = screen.getByRole("button", { name: "Contact" });
    expect(button).not.toHaveAttribute("data-reserve-1");
    expect(button.querySelector("span")).toBeNull();
  });
});
