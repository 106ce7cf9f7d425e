import { outsideAct, renderOnServer } from "../../testing/server-rendering";
import React from "react";
import { act, render, screen } from "@testing-library/react";
import { mountOwnRootIslands } from "../../islands";
import { ContactDialogProvider } from "../ContactDialogProvider";
import { recordAnalytics } from "../../testing";
import { forgetResolvedCtaVariant } from "./cta-experiment";
import { HeaderCtaIsland } from "./header-island";

const island = <HeaderCtaIsland className="site-header__cta" props={{ label: "Contact", schedulingUrl: null }} />;

/** The header's server HTML, as the build writes it. */
const serverHeader = () => renderOnServer(<header>{island}</header>);

/** Client entry, as in the browser: nothing but React flushes the render. */
const clientEntry = (scope: ParentNode) => outsideAct(() => mountOwnRootIslands(scope));

const experiment = process.env.GATSBY_CTA_EXPERIMENT_ENABLED;
let header: HTMLElement;
beforeEach(() => {
  forgetResolvedCtaVariant();
  window.localStorage.clear();
  header = document.createElement("div");
  document.body.append(header);
});
afterEach(() => {
  process.env.GATSBY_CTA_EXPERIMENT_ENABLED = experiment;
  header.remove();
});

describe("the header's call-to-action, in a root of its own", () => {
  it("is the link to the contact page in the server HTML, hidden until the page runs", () => {
    header.innerHTML = serverHeader();
    const link = header.querySelector("a[data-cta='header']");
    expect(link).toHaveAttribute("href", "/contact-us/");
    expect(link).toHaveAttribute("data-pending", "");
    expect(link?.parentElement).toHaveAttribute("data-own-root", "header-cta");
  });

  it("is the dialog button from client entry on, with the experiment's label at once, before the page has hydrated", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    window.localStorage.setItem("experiment-cta-copy", "schedule-a-call");
    recordAnalytics();
    header.innerHTML = serverHeader();
    clientEntry(header);
    const button = header.querySelector("button[data-cta='header']");
    expect(button).toHaveTextContent(/^Schedule a Call$/);
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("data-intent", "call");
    expect(button).not.toHaveAttribute("data-pending");
    expect(header.querySelector("a")).toBeNull();
  });

  it("opens the page's dialog, for the header and its intent: a click before the page has hydrated once it has", async () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    window.localStorage.setItem("experiment-cta-copy", "request-an-estimate");
    const track = recordAnalytics();
    header.innerHTML = serverHeader();
    clientEntry(header);
    const button = header.querySelector<HTMLButtonElement>("button[data-cta='header']")!;

    act(() => button.click());
    expect(screen.queryByRole("status")).toBeNull();
    expect(track).not.toHaveBeenCalledWith("contact_form_opened", expect.anything(), expect.anything());

    // The page's tree mounts its provider (the hydration of the page): the click is answered then.
    const page = render(<ContactDialogProvider>{null}</ContactDialogProvider>);
    expect(track).toHaveBeenCalledWith(
      "contact_form_opened",
      { placement: "header", intent: "estimate" },
      expect.anything(),
    );
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(track.mock.calls.filter(([event]) => event === "contact_form_opened")).toHaveLength(1);
    page.unmount();
  });

  it("opens the dialog at once once the page has hydrated, and a click after the page's provider is gone waits for the next", async () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "false";
    const track = recordAnalytics();
    const page = render(<ContactDialogProvider>{null}</ContactDialogProvider>);
    header.innerHTML = serverHeader();
    clientEntry(header);
    const button = header.querySelector<HTMLButtonElement>("button[data-cta='header']")!;
    act(() => button.click());
    expect(track).toHaveBeenCalledWith(
      "contact_form_opened",
      { placement: "header", intent: "generic" },
      expect.anything(),
    );
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    page.unmount();
    track.mockClear();

    act(() => button.click());
    expect(track).not.toHaveBeenCalled();
    const next = render(<ContactDialogProvider>{null}</ContactDialogProvider>);
    expect(track).toHaveBeenCalledWith(
      "contact_form_opened",
      { placement: "header", intent: "generic" },
      expect.anything(),
    );
    next.unmount();
  });
});
