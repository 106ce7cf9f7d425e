import React from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactDialogProvider } from "../../../components/ContactDialogProvider";
import { CtaButton } from "../../../components/CtaButton";
import { contextAt, recordAnalytics, renderWithTheme } from "../../../testing";
import { type FakeLeadApi, fakeLeadApi, fakeLeadId } from "../../../testing/lead-api";

const mockDialogModuleLoaded = jest.fn();
jest.mock("../ContactDialog", () => {
  mockDialogModuleLoaded();
  return jest.requireActual("../ContactDialog");
});

jest.setTimeout(20_000);

function setup() {
  const track = recordAnalytics();
  const user = userEvent.setup({ delay: null });
  renderWithTheme(
    <ContactDialogProvider>
      <a href="/before/">Before</a>
      <CtaButton label="Contact" placement="header" />
      <CtaButton label="Let's work together" placement="footer" size="large" />
    </ContactDialogProvider>,
  );
  return { track, user, cta: screen.getByRole("button", { name: "Contact" }) };
}

async function openFrom(user: ReturnType<typeof userEvent.setup>, cta: HTMLElement) {
  await user.click(cta);
  return screen.findByRole("dialog");
}

let api: FakeLeadApi;
beforeEach(() => {
  api = fakeLeadApi();
});
afterEach(() => {
  document.body.removeAttribute("style");
  api.restore();
});

describe("contact dialog", () => {
  it("is not loaded until the first open, then is an accessible modal with focus inside", async () => {
    const { user, cta, track } = setup();
    expect(cta).toHaveAttribute("aria-haspopup", "dialog");
    expect(mockDialogModuleLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const dialog = await openFrom(user, cta);
    expect(mockDialogModuleLoaded).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Let's work together");
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
    expect(document.body.style.overflow).toBe("hidden");
    expect(track.mock.calls).toEqual([["contact_form_opened", { placement: "header" }, contextAt("/")]]);
  });

  it("keeps Tab and Shift+Tab inside, skipping the honeypot field", async () => {
    const { user, cta } = setup();
    const dialog = await openFrom(user, cta);
    const honeypot = screen.getByLabelText("Leave this field empty");
    // In document order the Close button comes first and the form's Next button last.
    const close = screen.getByRole("button", { name: "Close" });
    const next = screen.getByRole("button", { name: "Next" });
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(honeypot).not.toHaveFocus();
    }
    next.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it("Escape closes it, gives focus back to the button, restores scrolling and records the close", async () => {
    const { user, cta, track } = setup();
    await openFrom(user, cta);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cta).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
    expect(track.mock.calls[1]).toEqual([
      "contact_form_closed",
      { placement: "header", stage: "contact" },
      contextAt("/"),
    ]);
  });

  it("the Close button closes it too, and it reopens with what was typed", async () => {
    const { user, track } = setup();
    const footerCta = screen.getByRole("button", { name: "Let's work together" });
    await openFrom(user, footerCta);
    await user.type(screen.getByLabelText("Name"), "Grace Hopper");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(footerCta).toHaveFocus();

    await openFrom(user, footerCta);
    expect(screen.getByLabelText("Name")).toHaveValue("Grace Hopper");
    expect(mockDialogModuleLoaded).toHaveBeenCalledTimes(1);
    expect(track.mock.calls.map(([event, properties]) => [event, properties])).toEqual([
      ["contact_form_opened", { placement: "footer" }],
      ["contact_form_closed", { placement: "footer", stage: "contact" }],
      ["contact_form_opened", { placement: "footer" }],
    ]);
  });

  it("a click on the backdrop closes it; a click inside does not", async () => {
    const { user, cta } = setup();
    const dialog = await openFrom(user, cta);
    await user.click(dialog);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByTestId("contact-dialog-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("after the thank-you, Done closes it and the next open starts afresh", async () => {
    const { user, cta, track } = setup();
    await openFrom(user, cta);
    await user.type(screen.getByLabelText("Name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.type(screen.getByLabelText(/^How can we help/), "A compiler for business people.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("checkbox", { name: "Web application" }));
    await user.selectOptions(screen.getByLabelText("Budget"), "over-500k");
    await user.selectOptions(screen.getByLabelText("Timeline"), "asap");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Done" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      track.mock.calls.map(([event, properties]) => [event, (properties as { placement?: string }).placement]),
    ).toEqual([
      ["contact_form_opened", "header"],
      ["contact_us_submit", "dialog"],
      ["interests_set", undefined],
      ["contact_us_submit_2", "dialog"],
      ["contact_form_closed", "header"],
    ]);
    expect(track.mock.calls[4][1]).toEqual({ placement: "header", stage: "thank_you" });
    // Both steps went to /api/contact, the second with the id the first answered.
    expect(api.requests.map(({ url, body }) => [url, body.id])).toEqual([
      ["/api/contact", undefined],
      ["/api/contact", fakeLeadId(1)],
    ]);

    await openFrom(user, cta);
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("opening twice records one open", async () => {
    const { user, cta, track } = setup();
    await openFrom(user, cta);
    act(() => cta.click());
    expect(track.mock.calls.filter(([event]) => event === "contact_form_opened")).toHaveLength(1);
  });
});
