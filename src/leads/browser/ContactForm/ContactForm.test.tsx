import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import { ContactForm } from ".";
import ToastList from "../../../components/Toasts/ToastList";
import { contextAt, recordAnalytics } from "../../../testing";
import { type FakeLeadApi, fakeLeadApi, fakeLeadId, SENT_HIDDEN } from "../../../testing/lead-api";

let api: FakeLeadApi;
const FAILURE = "Something went wrong. Please try again later.";

function setup(props: Partial<React.ComponentProps<typeof ContactForm>> = {}) {
  const track = recordAnalytics();
  const onStageChange = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <ContactForm placement="page" onStageChange={onStageChange} {...props} />
      <ToastList />
    </>,
  );
  return { track, user, onStageChange };
}

async function typeStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText(/^Company/), "Analytical Engines");
  await user.type(screen.getByLabelText(/^How can we help/), "We need a mobile app for our engine.");
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await typeStep1(user);
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "What you need" });
}

async function fillStep2(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("checkbox", { name: "Web application" }));
  await user.click(screen.getByRole("checkbox", { name: "AI features" }));
  await user.selectOptions(screen.getByLabelText("Budget"), "50k-150k");
  await user.selectOptions(screen.getByLabelText("Timeline"), "1-3-months");
}

/** The browser's time zone, which the form sends with its call-back window once it runs. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Step 1's values as the form types them, and as they reach /api/contact. */
const STEP_1 = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message: "We need a mobile app for our engine.",
  callWindow: "",
  timeZone: ZONE,
};

/** The error toast showing `message`, if any. */
const errorToast = (message: string) =>
  screen
    .queryAllByText(message)
    .find((element) => element.closest("[data-toast-type]"))
    ?.closest("[data-toast-type]");

beforeEach(() => {
  api = fakeLeadApi();
});
afterEach(() => {
  act(() => toast.remove());
  api.restore();
});

describe("the call-back windows", () => {
  it("are drawn without reading the time zone (a page's first Intl call loads locale data), then dated after the next frame", async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const zoneReads = jest.spyOn(Intl, "DateTimeFormat");
    try {
      // A client render, as the dialog's: nothing in it reads the zone.
      render(<ContactForm placement="dialog" />);
      const windows = screen.getByLabelText("When may we call you? (optional)");
      expect(windows).toHaveAccessibleDescription(
        "We call you in that window, or write to agree on another: it is not a booking.",
      );
      expect(zoneReads).not.toHaveBeenCalled();
      // The frame is drawn; in a task after it, the windows are dated in the visitor's zone.
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      await waitFor(() =>
        expect(windows).toHaveAccessibleDescription(
          `Times in your time zone (${ZONE}). We call you in that window, or write to agree on another: it is not a booking.`,
        ),
      );
    } finally {
      requestFrame.mockRestore();
      zoneReads.mockRestore();
    }
  });
});

describe("ContactForm, step 1", () => {
  it("shows every field's message on a failed submit and focuses the first invalid field", async () => {
    const { user, track } = setup();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getAllByText("This is a required field.")).toHaveLength(2);
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("This is a required field.");
    // Still clickable (only sending disables it), but nothing is sent while fields are invalid.
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    expect(api.requests).toEqual([]);
    expect(track).not.toHaveBeenCalled();
  });

  it("validates on blur with the shared rules", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^How can we help/), "Hi");
    await user.tab();
    expect(await screen.findByText("Too short! At least 4 characters are required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "ada@@example.com");
    await user.tab();
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
  });

  it("marks the company and the call-back window as optional and counts the message against its maximum", async () => {
    const { user } = setup();
    expect(screen.getByLabelText("Company (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("When may we call you? (optional)")).toBeInTheDocument();
    const message = screen.getByLabelText(/^How can we help/);
    expect(screen.getByText("0 / 1000")).toBeInTheDocument();
    await user.type(message, "Hello");
    expect(screen.getByText("5 / 1000")).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription("5 / 1000");
  });

  it("posts step 1 to /api/contact, records contact_us_submit and moves to step 2", async () => {
    const { user, track, onStageChange } = setup();
    await fillStep1(user);
    expect(api.requests).toEqual([
      { url: "/api/contact", method: "POST", body: { page: "/", ...STEP_1, homepage_url: "", ...SENT_HIDDEN } },
    ]);
    expect(track.mock.calls).toEqual([
      [
        "contact_us_submit",
        { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines", placement: "page" },
        contextAt("/"),
      ],
    ]);
    expect(onStageChange).toHaveBeenLastCalledWith("details");
    expect(screen.getByRole("heading", { name: "What you need" })).toHaveFocus();
  });
});

describe("ContactForm, step 2", () => {
  it("requires interests, budget and timeline", async () => {
    const { user } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please select at least one option.")).toBeInTheDocument();
    expect(screen.getAllByText("Please select an option.")).toHaveLength(2);
    expect(screen.getByRole("checkbox", { name: "Product & UX design" })).toHaveFocus();
  });

  it("clears each step 2 message as soon as its field has a value", async () => {
    const { user } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Please select at least one option.");
    const budget = screen.getByLabelText("Budget");
    const timeline = screen.getByLabelText("Timeline");
    expect(budget).toHaveAccessibleDescription("Please select an option.");

    await user.selectOptions(budget, "50k-150k");
    await waitFor(() => expect(budget).not.toHaveAccessibleDescription("Please select an option."));
    expect(budget).toHaveAttribute("aria-invalid", "false");
    expect(screen.getAllByText("Please select an option.")).toHaveLength(1);

    await user.selectOptions(timeline, "1-3-months");
    await waitFor(() => expect(screen.queryByText("Please select an option.")).not.toBeInTheDocument());
    expect(timeline).toHaveAttribute("aria-invalid", "false");

    await user.click(screen.getByRole("checkbox", { name: "Web application" }));
    await waitFor(() => expect(screen.queryByText("Please select at least one option.")).not.toBeInTheDocument());
  }, 60_000);

  it("posts step 2 with step 1's lead id, records interests_set and contact_us_submit_2, then thanks the visitor", async () => {
    const { user, track, onStageChange } = setup();
    await fillStep1(user);
    await fillStep2(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("heading", { name: "Thank you!" })).toHaveFocus();
    expect(
      screen.getByText(
        /^A senior engineer reads your project details and replies to ada@example\.com within one business day\.$/,
      ),
    ).toBeInTheDocument();
    // Not a dead end: ways on from here.
    expect(screen.getByRole("link", { name: "See our work" })).toHaveAttribute("href", "/our-work/");
    expect(screen.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog/");
    expect(api.requests.map((request) => request.body)).toEqual([
      { page: "/", ...STEP_1, homepage_url: "", ...SENT_HIDDEN },
      {
        page: "/",
        id: fakeLeadId(1),
        interests: ["web", "ai"],
        budget: "50k-150k",
        timeline: "1-3-months",
        homepage_url: "",
        ...SENT_HIDDEN,
      },
    ]);
    expect(api.requests[1].url).toBe("/api/contact");
    expect(track.mock.calls.slice(1)).toEqual([
      ["interests_set", { email: "ada@example.com", interests: ["web", "ai"] }, contextAt("/")],
      [
        "contact_us_submit_2",
        {
          email: "ada@example.com",
          interests: ["web", "ai"],
          budget: "50k-150k",
          timeline: "1-3-months",
          placement: "page",
        },
        contextAt("/"),
      ],
    ]);
    expect(onStageChange).toHaveBeenLastCalledWith("thank_you");
  });

  it("records the interests under another event name when told to", async () => {
    const { user, track } = setup({ interestsEvent: "fund_interests_set" });
    await fillStep1(user);
    await user.click(screen.getByRole("checkbox", { name: "Startup MVP" }));
    await user.selectOptions(screen.getByLabelText("Budget"), "not-sure");
    await user.selectOptions(screen.getByLabelText("Timeline"), "exploring");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(track.mock.calls.map(([event]) => event)).toEqual([
      "contact_us_submit",
      "fund_interests_set",
      "contact_us_submit_2",
    ]);
  });

  it("goes back to step 1 with everything still filled in", async () => {
    const { user } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole("checkbox", { name: "Mobile app" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText(/^How can we help/)).toHaveValue("We need a mobile app for our engine.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("checkbox", { name: "Mobile app" })).toBeChecked();
  });

  it("does not post step 1 again after Back when nothing changed; step 2 adds to the first lead", async () => {
    const { user, track } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "What you need" });
    expect(api.requests).toHaveLength(1);
    expect(track.mock.calls.map(([event]) => event)).toEqual(["contact_us_submit"]);
    await fillStep2(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(api.requests.map((request) => (request.body as { id?: string }).id)).toEqual([undefined, fakeLeadId(1)]);
  });

  it("posts step 1 again after Back when the visitor corrected it, and step 2 adds to the new lead", async () => {
    const { user, track } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole("button", { name: "Back" }));
    const email = await screen.findByLabelText("Email");
    await user.clear(email);
    await user.type(email, "ada@engines.example");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "What you need" });
    expect(api.requests.map((request) => request.body)).toEqual([
      { page: "/", ...STEP_1, homepage_url: "", ...SENT_HIDDEN },
      { page: "/", ...STEP_1, email: "ada@engines.example", homepage_url: "", ...SENT_HIDDEN },
    ]);
    expect(track.mock.calls.map(([event]) => event)).toEqual(["contact_us_submit", "contact_us_submit"]);
    await fillStep2(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("heading", { name: "Thank you!" });
    expect((api.requests[2].body as { id?: string }).id).toBe(fakeLeadId(2));
  });
});

describe("ContactForm failures", () => {
  it("on a server error keeps what was typed and shows the inline error and an error toast", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    api.answerNext({ status: 500, body: { message: FAILURE } });
    const { user, track } = setup();
    await typeStep1(user);
    await user.click(screen.getByRole("button", { name: "Next" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(alert.querySelector("strong")).toBeEmptyDOMElement();
    await waitFor(() => expect(errorToast(FAILURE)).toHaveAttribute("data-toast-type", "error"));
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Analytical Engines");
    expect(screen.getByLabelText(/^How can we help/)).toHaveValue("We need a mobile app for our engine.");
    expect(screen.getByRole("heading", { name: "About you and your project" })).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();

    // Trying again sends the same values, and this time moves on.
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "What you need" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(api.requests[1].body).toEqual(api.requests[0].body);
    consoleError.mockRestore();
  });

  it("without a connection keeps step 2's choices and shows the failure", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    const { user, track } = setup();
    await fillStep1(user);
    await fillStep2(user);
    api.answerNext("offline");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(screen.getByRole("checkbox", { name: "Web application" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "AI features" })).toBeChecked();
    expect(screen.getByLabelText("Budget")).toHaveValue("50k-150k");
    expect(screen.getByLabelText("Timeline")).toHaveValue("1-3-months");
    expect(screen.queryByRole("heading", { name: "Thank you!" })).not.toBeInTheDocument();
    expect(track.mock.calls.map(([event]) => event)).toEqual(["contact_us_submit"]);
    consoleError.mockRestore();
  });

  it("shows the server's field messages under their fields and focuses the first one", async () => {
    api.answerNext({
      status: 400,
      body: { errors: { message: "Too short! At least 4 characters are required.", email: "Invalid email" } },
    });
    const { user, track } = setup();
    await typeStep1(user);
    await user.click(screen.getByRole("button", { name: "Next" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAccessibleDescription("Invalid email"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^How can we help/)).toHaveAccessibleDescription(
      "Too short! At least 4 characters are required. 36 / 1000",
    );
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "false");
    expect(email).toHaveValue("ada@example.com");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(errorToast(FAILURE)).toBeUndefined();
    expect(track).not.toHaveBeenCalled();
  });

  it("on a 429 says how long to wait and keeps what was typed", async () => {
    const { user, track } = setup();
    await typeStep1(user);
    api.answerNext({
      status: 429,
      body: { message: "Too many submissions. Please try again in 1 second." },
      headers: { "Retry-After": "1" },
    });
    await user.click(screen.getByRole("button", { name: "Next" }));
    const wait = "Too many submissions. Please try again in 1 second.";
    expect(await screen.findByRole("alert")).toHaveTextContent(wait);
    await waitFor(() => expect(errorToast(wait)).toHaveAttribute("data-toast-type", "error"));
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(track).not.toHaveBeenCalled();
  });

  it("says so when step 1's lead is gone (404 on step 2)", async () => {
    const { user } = setup();
    await fillStep1(user);
    await fillStep2(user);
    api.answerNext({ status: 404, body: { message: "This contact request was not found. Please start again." } });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This contact request was not found. Please start again.",
    );
    expect(screen.getByLabelText("Budget")).toHaveValue("50k-150k");
  });
});

describe("ContactForm honeypot", () => {
  it("each step has a field hidden from people, skipped by Tab, whose value is sent", async () => {
    const { user } = setup();
    const honeypot = screen.getByLabelText("Leave this field empty");
    expect(honeypot).toHaveAttribute("name", "homepage_url");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).toHaveClass("visually-hidden");
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();

    // Tab from the message goes to the call-back window, then to the Next button.
    await typeStep1(user);
    await user.tab();
    expect(screen.getByLabelText("When may we call you? (optional)")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();

    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "What you need" });
    expect(api.requests[0].body).toMatchObject({ homepage_url: "https://spam.example" });
    expect(screen.getByLabelText("Leave this field empty")).toHaveValue("");
  });
});
