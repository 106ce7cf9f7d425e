import React from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import { ContactForm } from ".";
import ToastList from "../Toasts/ToastList";
import { contextAt, recordAnalytics, renderWithTheme } from "../../testing";
import { submitContact } from "../../lib/lead-submission";

jest.mock("../../lib/lead-submission", () => {
  const actual = jest.requireActual("../../lib/lead-submission");
  return { ...actual, submitContact: jest.fn(actual.submitContact) };
});
const submit = jest.mocked(submitContact);

// Typing a whole form takes a few seconds in jsdom.
jest.setTimeout(20_000);

function setup(props: Partial<React.ComponentProps<typeof ContactForm>> = {}) {
  const track = recordAnalytics();
  const onStageChange = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithTheme(
    <>
      <ContactForm placement="page" onStageChange={onStageChange} {...props} />
      <ToastList />
    </>,
  );
  return { track, user, onStageChange };
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText(/^Company/), "Analytical Engines");
  await user.type(screen.getByLabelText(/^How can we help/), "We need a mobile app for our engine.");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "What you need" });
}

afterEach(() => {
  act(() => toast.remove());
  submit.mockClear();
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
    expect(submit).not.toHaveBeenCalled();
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

  it("marks the company as optional and counts the message against its maximum", async () => {
    const { user } = setup();
    expect(screen.getByText("(optional)")).toBeInTheDocument();
    const message = screen.getByLabelText(/^How can we help/);
    expect(screen.getByText("0 / 1000")).toBeInTheDocument();
    await user.type(message, "Hello");
    expect(screen.getByText("5 / 1000")).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription("5 / 1000");
  });

  it("sends step 1, records contact_us_submit and moves to step 2", async () => {
    const { user, track, onStageChange } = setup();
    await fillStep1(user);
    expect(submit).toHaveBeenCalledWith(1, {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "We need a mobile app for our engine.",
    });
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

  it("records interests_set and contact_us_submit_2, then thanks the visitor", async () => {
    const { user, track, onStageChange } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole("checkbox", { name: "Web application" }));
    await user.click(screen.getByRole("checkbox", { name: "AI features" }));
    await user.selectOptions(screen.getByLabelText("Budget"), "50k-150k");
    await user.selectOptions(screen.getByLabelText("Timeline"), "1-3-months");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("heading", { name: "Thank you!" })).toHaveFocus();
    expect(screen.getByText(/reply to ada@example\.com within one business day/)).toBeInTheDocument();
    expect(submit).toHaveBeenLastCalledWith(
      2,
      { interests: ["web", "ai"], budget: "50k-150k", timeline: "1-3-months" },
      {
        values: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          company: "Analytical Engines",
          message: "We need a mobile app for our engine.",
        },
        id: null,
      },
    );
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
});

describe("ContactForm failures", () => {
  it("keeps what was typed and shows the inline error and an error toast", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    submit.mockRejectedValueOnce(new Error("offline"));
    const { user, track } = setup();
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText(/^How can we help/), "We need a mobile app.");
    await user.click(screen.getByRole("button", { name: "Next" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong. Please try again later.");
    expect(alert.querySelector("strong")).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(document.querySelector("[data-toast-type='error']")).toHaveTextContent(
        "Something went wrong. Please try again later.",
      ),
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText(/^How can we help/)).toHaveValue("We need a mobile app.");
    expect(screen.getByRole("heading", { name: "About you and your project" })).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
