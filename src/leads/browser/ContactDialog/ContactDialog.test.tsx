import React from "react";
import { useStaticQuery } from "gatsby";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { restoreFocus } from "../../../lib/focus-trap";
import { refreshConsent } from "../../../privacy";
import { ContactDialogProvider, ContactSchedulingContext } from "../../../shell/ContactDialogProvider";
import { CtaButton } from "../../../shell/CtaButton";
import { contextAt, recordAnalytics } from "../../../testing";
import { type FakeLeadApi, fakeLeadApi, fakeLeadId } from "../../../testing/lead-api";

const mockDialogModuleLoaded = jest.fn();
jest.mock(".", () => {
  mockDialogModuleLoaded();
  return jest.requireActual(".");
});

function setup() {
  const track = recordAnalytics();
  const user = userEvent.setup({ delay: null });
  render(
    <ContactDialogProvider>
      <a href="/before/">Before</a>
      <CtaButton label="Contact" placement="header" intent="generic" />
      <CtaButton label="Let's work together" placement="footer" size="large" intent="generic" />
    </ContactDialogProvider>,
  );
  return { track, user, cta: screen.getByRole("button", { name: "Contact" }) };
}

async function openFrom(user: ReturnType<typeof userEvent.setup>, cta: HTMLElement) {
  await user.click(cta);
  // The first open fetches the dialog's chunk (its forms, the scheduler): on a busy machine, more than a second.
  return screen.findByRole("dialog", {}, { timeout: 10_000 });
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
    // The page stops scrolling in a task after the frame that draws the dialog (afterNextPaint), which a loaded
    // machine can run after the form's focus.
    await waitFor(() => expect(document.body.style.overflow).toBe("hidden"));
    expect(track.mock.calls).toEqual([
      ["contact_form_opened", { placement: "header", intent: "generic" }, contextAt("/")],
    ]);
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
      { placement: "header", stage: "contact", intent: "generic" },
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
      ["contact_form_opened", { placement: "footer", intent: "generic" }],
      ["contact_form_closed", { placement: "footer", stage: "contact", intent: "generic" }],
      ["contact_form_opened", { placement: "footer", intent: "generic" }],
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
    expect(track.mock.calls[4][1]).toEqual({ placement: "header", stage: "thank_you", intent: "generic" });
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

describe("contact dialog, opened for what the button promised", () => {
  function setupIntents(schedulingUrl: string | null = null) {
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    render(
      <ContactDialogProvider>
        <ContactSchedulingContext.Provider value={schedulingUrl}>
          <CtaButton label="Book a Fuse demo" placement="page" intent="fuse-demo" interest="web" />
          <CtaButton label="Plan a Denver meeting" placement="page" intent="city-meeting" place="Denver" />
          <CtaButton label="Scope your MVP" placement="page" intent="estimate" interest="mvp" />
        </ContactSchedulingContext.Provider>
      </ContactDialogProvider>,
    );
    return { track, user };
  }

  async function toStep2(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.type(screen.getByLabelText(/^How can we help/), "A compiler for business people.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "What you need" });
  }

  it("a Fuse demo asks what a demo needs, posts to /api/demo, and carries the intent on every event", async () => {
    const { user, track } = setupIntents();
    const dialog = await openFrom(user, screen.getByRole("button", { name: "Book a Fuse demo" }));
    expect(dialog).toHaveAccessibleName("Book a Fuse demo");
    expect(dialog).toHaveAccessibleDescription(
      "Tell us how your customers import data today. We reply within one business day with times for a 30-minute demo on a file of yours.",
    );
    await user.type(screen.getByLabelText("Name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Work email"), "grace@example.com");
    await user.type(screen.getByLabelText("Company"), "Compilers Inc");
    await user.click(screen.getByRole("checkbox", { name: "Excel workbooks" }));
    await user.selectOptions(screen.getByLabelText("How many files a month?"), "100-1000");
    await user.type(screen.getByLabelText("Where should the imported data go? (optional)"), "Our PostgreSQL database");
    await user.selectOptions(screen.getByLabelText("When may we call you? (optional)"), "day-2-afternoon");
    await user.click(screen.getByRole("button", { name: "Request a demo" }));
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].url).toBe("/api/demo");
    expect(api.requests[0].body).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Compilers Inc",
      importSources: ["excel"],
      importVolume: "100-1000",
      destination: "Our PostgreSQL database",
      callWindow: "day-2-afternoon",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // A wish the reply confirms, never a booking.
    expect(
      screen.getByText(/the window you chose, or write first if it does not suit us\. Nothing is booked/),
    ).toBeInTheDocument();
    expect(track.mock.calls.map(([event, properties]) => [event, (properties as { intent?: string }).intent])).toEqual([
      ["contact_form_opened", "fuse-demo"],
      ["contact_us_submit", "fuse-demo"],
    ]);
  });

  it("a city meeting names the city; an estimate ticks the page's interest", async () => {
    const { user } = setupIntents();
    const denver = await openFrom(user, screen.getByRole("button", { name: "Plan a Denver meeting" }));
    expect(denver).toHaveAccessibleName("Plan a meeting in Denver");
    await user.keyboard("{Escape}");
    const estimate = await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    expect(estimate).toHaveAccessibleName("Request an estimate");
    await toStep2(user);
    expect(screen.getByRole("checkbox", { name: "Startup MVP" })).toBeChecked();
  });

  it("offers the scheduling page on the thank-you as a plain link, when content gives one", async () => {
    const { user } = setupIntents("https://cal.example.com/flatirons/intro");
    await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    // With a booking page the form does not ask when to call.
    expect(screen.queryByLabelText(/^When may we call you/)).toBeNull();
    await toStep2(user);
    await user.selectOptions(screen.getByLabelText("Budget"), "under-50k");
    await user.selectOptions(screen.getByLabelText("Timeline"), "asap");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Thank you!" });
    const pick = screen.getByRole("link", { name: "Pick a time" });
    expect(pick).toHaveAttribute("href", "https://cal.example.com/flatirons/intro");
    expect(pick).toHaveAttribute("rel", "noopener noreferrer");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  const savePrivacyChoice = (marketing: boolean) => {
    window.localStorage.setItem(
      "privacy.consent",
      JSON.stringify({
        analytics: marketing,
        marketing,
        savedAt: "2026-01-01T00:00:00Z",
        policyVersion: "unversioned",
      }),
    );
    refreshConsent();
  };
  afterEach(() => {
    window.localStorage.clear();
    // A scheduler still on the page hears the choice go.
    act(() => refreshConsent());
  });

  it("shows the scheduler in the dialog only after Pick a time, at once when the visitor's choices allow it", async () => {
    savePrivacyChoice(true);
    const { user } = setupIntents("https://cal.example.com/flatirons/intro");
    await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    // Nothing of the scheduling service is on the page before the click.
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Pick a time" }));
    const frame = document.querySelector("iframe");
    expect(frame).toHaveAttribute("src", "https://cal.example.com/flatirons/intro");
    expect(frame).toHaveAttribute("title", "Booking calendar (cal.example.com)");
    // Back to the form, as it was.
    await user.click(screen.getByRole("button", { name: "Back to the form" }));
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByLabelText("Name")).toBeVisible();
  });

  it("asks before loading the scheduler when the visitor's choices keep such services off", async () => {
    savePrivacyChoice(false);
    const { user } = setupIntents("https://cal.example.com/flatirons/intro");
    await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    await user.click(screen.getByRole("button", { name: "Pick a time" }));
    expect(await screen.findByText(/Our calendar is served by cal\.example\.com/)).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "Open it in a new tab" })).toHaveAttribute(
      "href",
      "https://cal.example.com/flatirons/intro",
    );
    await user.click(screen.getByRole("button", { name: "Show the calendar here" }));
    await waitFor(() =>
      expect(document.querySelector("iframe")).toHaveAttribute("src", "https://cal.example.com/flatirons/intro"),
    );
  });

  it("names the person who answers, with their direct lines, when content has one", async () => {
    const query = useStaticQuery as jest.Mock;
    query.mockReturnValue({
      siteContent: {
        contactPerson: {
          name: "Priya Natarajan",
          role: "VP of Delivery",
          email: "priya@example.com",
          phone: "+1 303 555 0147",
          photo: null,
        },
      },
    });
    const { user } = setupIntents();
    await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    expect(screen.getByText("Priya Natarajan")).toBeInTheDocument();
    expect(screen.getByText("VP of Delivery")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "priya@example.com" })).toHaveAttribute("href", "mailto:priya@example.com");
    expect(screen.getByRole("link", { name: "+1 303 555 0147" })).toHaveAttribute("href", "tel:+13035550147");
    query.mockReset();
  });

  it("names nobody when content has no contact person", async () => {
    const { user } = setupIntents();
    await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    expect(document.querySelector("[data-contact-person]")).toBeNull();
  });

  it("without a booking page, asks when we may call, in half-day windows over the next business days", async () => {
    const { user } = setupIntents();
    await openFrom(user, screen.getByRole("button", { name: "Scope your MVP" }));
    expect(screen.queryByRole("button", { name: "Pick a time" })).toBeNull();
    const windows = screen.getByLabelText("When may we call you? (optional)") as HTMLSelectElement;
    expect([...windows.options].map((option) => option.value)).toEqual([
      "",
      "day-1-morning",
      "day-1-afternoon",
      "day-2-morning",
      "day-2-afternoon",
      "day-3-morning",
      "day-3-afternoon",
    ]);
    expect(windows.options[0]).toHaveTextContent("No call, just e-mail");
    // Dated in the visitor's zone from the frame after the form is drawn (the locale data's first load is not in it).
    await waitFor(() =>
      expect(windows).toHaveAccessibleDescription(
        `Times in your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}). We call you in that window, or write to agree on another: it is not a booking.`,
      ),
    );
  });
});

describe("focus after the dialog closes", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("goes back to the button that opened it", () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><button id="cta">Contact</button></main>';
    const cta = document.getElementById("cta")!;
    restoreFocus(cta);
    expect(document.activeElement).toBe(cta);
  });

  it("goes to the menu button when the opener sits in a menu that has closed, else to the main content", () => {
    document.body.innerHTML =
      '<header><button id="toggle" aria-expanded="false" aria-controls="menu">Menu</button>' +
      '<nav id="menu"><button id="cta" disabled>Contact</button></nav></header><main id="main" tabindex="-1"></main>';
    // The menu is collapsed: its button, not the call-to-action inside it (still focusable while it fades).
    document.getElementById("cta")!.removeAttribute("disabled");
    restoreFocus(document.getElementById("cta"));
    expect(document.activeElement).toBe(document.getElementById("toggle"));
    // While the menu is open, the call-to-action itself.
    document.getElementById("toggle")!.setAttribute("aria-expanded", "true");
    restoreFocus(document.getElementById("cta"));
    expect(document.activeElement).toBe(document.getElementById("cta"));

    const gone = document.getElementById("cta")!;
    gone.remove();
    restoreFocus(gone);
    expect(document.activeElement).toBe(document.getElementById("main"));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("reads a menu that is a popover as collapsed when the popover is not open (the browser keeps no aria-expanded)", () => {
    document.body.innerHTML =
      '<header><button id="toggle" popovertarget="menu" aria-controls="menu">Menu</button>' +
      '<nav id="menu" popover="auto"><button id="cta">Contact</button></nav></header><main id="main" tabindex="-1"></main>';
    // jsdom has no popovers: the browser's two answers, stood in for.
    let open = false;
    Object.defineProperty(HTMLElement.prototype, "popover", { configurable: true, value: null });
    const matches = jest.spyOn(Element.prototype, "matches").mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ":popover-open" ? open && this.id === "menu" : false;
    });
    try {
      restoreFocus(document.getElementById("cta"));
      expect(document.activeElement).toBe(document.getElementById("toggle"));
      open = true;
      restoreFocus(document.getElementById("cta"));
      expect(document.activeElement).toBe(document.getElementById("cta"));
    } finally {
      matches.mockRestore();
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    }
  });
});
