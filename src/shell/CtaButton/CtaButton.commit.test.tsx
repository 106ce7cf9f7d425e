import "../../testing/server-rendering";
import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, screen } from "@testing-library/react";
import { CtaButton } from ".";
import { ContactDialogProvider } from "../ContactDialogProvider";

// React's own "rendered on the client" answer turns only in the render it schedules after hydration (a task
// later, after a frame could be painted); here it never turns, so whatever makes the button comes from the
// hydrating commit itself.
jest.mock("../../islands", () => ({ ...jest.requireActual("../../islands"), useClientRendered: () => false }));

describe("CtaButton, hydrated", () => {
  it("becomes the button in the commit that hydrates it, before the browser paints", () => {
    const tree = (
      <ContactDialogProvider>
        <CtaButton label="Contact" placement="page" intent="generic" />
      </ContactDialogProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    expect(container.querySelector("a[data-cta='page'][data-pending]")).not.toBeNull();
    act(() => {
      hydrateRoot(container, tree);
    });
    const button = screen.getByRole("button", { name: "Contact" });
    expect(button).toHaveAttribute("data-cta", "page");
    expect(button).not.toHaveAttribute("data-pending");
    expect(container.querySelector("a")).toBeNull();
    container.remove();
  });
});
