import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { ContactDialogProvider, listenForContactIntent, preloadContactDialog } from ".";
import { CtaButton } from "../CtaButton";
import { recordAnalytics } from "../../testing";

// The form's module, observed: this file's module registry is its own, so the first test starts with it not loaded,
// and the provider's lazy part has never rendered it in any test here.
const mockFormLoaded = jest.fn();
jest.mock("../../leads/browser/ContactDialog", () => {
  mockFormLoaded();
  return jest.requireActual("../../leads/browser/ContactDialog");
});

function page() {
  recordAnalytics();
  render(
    <ContactDialogProvider>
      <a href="/elsewhere/">Elsewhere</a>
      <CtaButton label="Contact" placement="header" intent="generic" />
    </ContactDialogProvider>,
  );
  return screen.getByRole("button", { name: "Contact" });
}

it("fetches the form's code at a sign of intent on a call-to-action (press, pointer over, focus), not at the tap", async () => {
  const stop = listenForContactIntent();
  try {
    const cta = page();
    for (const type of ["pointerdown", "mouseover", "focusin"])
      screen.getByRole("link", { name: "Elsewhere" }).dispatchEvent(new Event(type, { bubbles: true }));
    await act(async () => undefined);
    expect(mockFormLoaded).not.toHaveBeenCalled();
    // A press: the fetch starts after the frame that answers it, once released, so nothing of the form's code
    // arrives and runs between the touch and its click.
    cta.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    // Held through two frames: still nothing fetched.
    for (let frame = 0; frame < 2; frame += 1)
      await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(mockFormLoaded).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerup"));
    await waitFor(() => expect(mockFormLoaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  } finally {
    stop();
  }
});

it("draws the dialog's frame and heading in the tap's own render, then the form inside, with focus on its first field", async () => {
  // As on a page gone idle after its first render (gatsby-browser preloads the frame then).
  await preloadContactDialog();
  const cta = page();
  act(() => cta.click());
  // The frame did not wait for the form: the form's part has not resolved yet.
  const dialog = screen.getByRole("dialog");
  expect(dialog).toHaveAccessibleName("Let's work together");
  expect(dialog).toHaveAccessibleDescription(
    "Tell us about your project. A senior engineer replies within one business day.",
  );
  expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Loading the form…");
  expect(dialog).toHaveFocus();
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});
