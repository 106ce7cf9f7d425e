import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONSENT_STORAGE_KEY } from "../consent";
import { resetConsentForTests } from "../consent-store";
import { closePrivacyDialog } from "../dialog-state";
import { PrivacyChoicesLink } from "./PrivacyChoicesLink";
import { PrivacyHost } from "./PrivacyHost";

jest.mock("../../lib/notify", () => ({ notify: jest.fn() }));
function renderFooterLink() {
  return render(
    <>
      <PrivacyChoicesLink />
      <PrivacyHost />
    </>,
  );
}

describe("Your privacy choices", () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentForTests();
    Reflect.deleteProperty(window.navigator, "globalPrivacyControl");
  });
  afterEach(() => act(() => closePrivacyDialog()));

  it("opens the dialog from the footer button; saving stores the switches and returns focus", async () => {
    const user = userEvent.setup();
    renderFooterLink();
    const opener = screen.getByRole("button", { name: "Your privacy choices" });
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Your privacy choices" });
    const analytics = screen.getByRole("switch", { name: "Analytics" });
    const marketing = screen.getByRole("switch", { name: "Marketing" });
    expect(analytics).toBeChecked();
    expect(marketing).toBeChecked();
    await waitFor(() => expect(analytics).toHaveFocus());

    await user.keyboard(" ");
    expect(analytics).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save choices" }));

    expect(dialog).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      analytics: false,
      marketing: true,
    });
    expect(opener).toHaveFocus();

    // Changeable at any time: the dialog opens on the stored choice.
    await user.click(opener);
    expect(await screen.findByRole("switch", { name: "Analytics" })).not.toBeChecked();
  });

  it("closes with Escape without saving, and keeps Tab inside", async () => {
    const user = userEvent.setup();
    renderFooterLink();
    await user.click(screen.getByRole("button", { name: "Your privacy choices" }));
    await screen.findByRole("dialog");
    await waitFor(() => expect(screen.getByRole("switch", { name: "Analytics" })).toHaveFocus());
    await user.keyboard(" ");
    // Tab order from Analytics: Marketing, Privacy policy, Save, Cancel, Close, and round to Analytics.
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      seen.push(document.activeElement?.getAttribute("role") ?? document.activeElement?.textContent ?? "");
    }
    expect(seen).toEqual(["switch", "Privacy policy", "Save choices", "Cancel", "Close", "switch"]);
    expect(screen.getByRole("switch", { name: "Analytics" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("says when Global Privacy Control is honoured, with both switches off and locked", async () => {
    Object.defineProperty(window.navigator, "globalPrivacyControl", { value: true, configurable: true });
    const user = userEvent.setup();
    renderFooterLink();
    await user.click(screen.getByRole("button", { name: "Your privacy choices" }));
    expect(await screen.findByTestId("privacy-gpc-notice")).toHaveTextContent(
      "Your browser sends a Global Privacy Control signal, so we honour it: analytics and marketing stay off.",
    );
    expect(screen.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Analytics" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Marketing" })).toBeDisabled();
  });
});
