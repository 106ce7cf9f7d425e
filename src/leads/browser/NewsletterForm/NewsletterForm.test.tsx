import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import NewsletterForm from ".";
import ToastList from "../../../components/Toasts/ToastList";
import { contextAt, recordAnalytics } from "../../../testing";
import { submitLead } from "../submit-lead";
import { type FakeLeadApi, fakeLeadApi, fakeLeadId, SENT_HIDDEN } from "../../../testing/lead-api";

jest.mock("../submit-lead", () => {
  const actual = jest.requireActual("../submit-lead");
  return { ...actual, submitLead: jest.fn(actual.submitLead) };
});
const subscribe = jest.mocked(submitLead);
/** What the form sends for a footer signup of `email`. */
const signup = (email: string) =>
  ["newsletter", { footer_email: email, source: "footer" }, { honeypot: "", hidden: SENT_HIDDEN }] as const;
/** When submitLead was last called (the moment of the last accepted submission). */
let lastCallAt = 0;
const submittedAt = () => lastCallAt;
let api: FakeLeadApi;
const FAILURE = "Something went wrong. Please try again later.";

/**
 * The button's "disabled" is aria-disabled (it stays focusable, see the form): it is announced as
 * unavailable, looks disabled, and an activation submits nothing.
 */
function expectUnavailable(button: HTMLElement) {
  expect(button).toHaveAttribute("aria-disabled", "true");
  expect(button).not.toHaveAttribute("disabled");
}
function expectAvailable(button: HTMLElement) {
  expect(button).toHaveAttribute("aria-disabled", "false");
}

/** Lets react-hook-form's asynchronous submit run to its end. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(async () => {});
}

function setup() {
  const track = recordAnalytics();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <>
      <NewsletterForm placeholder="you@company.com" />
      <ToastList />
    </>,
  );
  const input = screen.getByLabelText("E-mail");
  const button = screen.getByRole("button", { name: "Subscribe" });
  return { track, user, input, button };
}

beforeEach(() => {
  jest.useFakeTimers();
  api = fakeLeadApi();
  const actual: typeof submitLead = jest.requireActual("../submit-lead").submitLead;
  subscribe.mockImplementation((submission, body, options) => {
    lastCallAt = Date.now();
    return actual(submission, body, options);
  });
  window.history.replaceState({}, "", "/");
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  subscribe.mockClear();
  api.restore();
});

/** The error toast showing `message`, if any. */
const errorToast = (message: string) =>
  screen
    .queryAllByText(message)
    .find((element) => element.closest("[data-toast-type]"))
    ?.closest("[data-toast-type]");

describe("NewsletterForm", () => {
  it("has one e-mail field, footer_email, labelled E-mail, with the placeholder from site data", () => {
    const { input } = setup();
    expect(input).toHaveAttribute("name", "footer_email");
    expect(input).toHaveAttribute("placeholder", "you@company.com");
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });

  it("says nothing while typing, then validates on blur", async () => {
    const { user, input, button } = setup();
    await user.click(input);
    await user.type(input, "jane@");
    expect(screen.queryByText("Invalid email")).not.toBeInTheDocument();
    await user.tab();
    const error = await screen.findByText("Invalid email");
    expect(error).toHaveStyle({ color: "rgb(255, 123, 123)" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Invalid email");
    expectUnavailable(button);
  });

  it("an empty field left behind says 'Email is required'", async () => {
    const { user, input, button } = setup();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expectUnavailable(button);
    // Fixing it enables the button again.
    await user.type(input, "jane@example.com");
    await waitFor(() => expect(screen.queryByText("Email is required")).not.toBeInTheDocument());
    expectAvailable(button);
  });

  it("keyboard: tabbing from the empty field lands on the button, which says why and submits nothing", async () => {
    const { user, input, button, track } = setup();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    // Focus stays on the (unavailable) button instead of falling to the page.
    expect(button).toHaveFocus();
    expectUnavailable(button);
    expect(button).toHaveAccessibleDescription("Email is required");

    await user.keyboard("{Enter}");
    await settle();
    expect(subscribe).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription("Email is required");

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(" ");
    await settle();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
    expect(track).not.toHaveBeenCalled();
  });

  it("a click while locked after a submission sends nothing", async () => {
    const { user, input, button } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    await screen.findByText("Thank you for subscribing to our newsletter!");
    await user.type(input, "john@example.com");
    expectUnavailable(button);
    await user.click(button);
    await settle();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue("john@example.com");
  });

  it("a failed submit shows the error and focuses the field", async () => {
    const { user, input, button, track } = setup();
    await user.click(button);
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it("subscribes, records newsletter_signup from the footer, thanks the visitor and locks for 2000 ms", async () => {
    const { user, input, button, track } = setup();
    await user.type(input, "Jane@Example.COM");
    await user.click(button);

    expect(await screen.findByText("Thank you for subscribing to our newsletter!")).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith(...signup("Jane@Example.COM"));
    expect(api.requests).toEqual([
      {
        url: "/api/newsletter",
        method: "POST",
        body: { page: "/", footer_email: "Jane@example.com", source: "footer", homepage_url: "", ...SENT_HIDDEN },
      },
    ]);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(
      "newsletter_signup",
      { email: "Jane@example.com", source: "footer" },
      contextAt("/"),
    );
    expect(input).toHaveValue("");

    // Recently submitted: disabled for 2000 ms after the submission.
    expectUnavailable(button);
    act(() => jest.advanceTimersByTime(1999 - (Date.now() - submittedAt())));
    expectUnavailable(button);
    act(() => jest.advanceTimersByTime(1));
    expectAvailable(button);
  });

  it("under double opt-in, thanks the visitor and asks for the link in the e-mail; the form's token was asked for when it was shown, and a new one for its next signup", async () => {
    const { user, input, button } = setup();
    await waitFor(() => expect(api.tokens()).toBe(1));
    api.answerNext({ status: 201, body: { id: fakeLeadId(1), confirmation: "pending" } });
    await user.type(input, "jane@example.com");
    await user.click(button);
    expect(
      await screen.findByText(
        "Thank you for subscribing to our newsletter! Please confirm with the link in the e-mail we are sending you: your subscription starts then.",
      ),
    ).toBeInTheDocument();
    expect(api.requests[0].body).toMatchObject({ form_token: "1767225600000.fake-signature" });
    // The server takes a token from one submission only (src/leads/server/request/form-tokens.ts).
    await waitFor(() => expect(api.tokens()).toBe(2));
  });

  it("ignores a submission within 2000 ms of the last one", async () => {
    const { user, input, button } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    await screen.findByText("Thank you for subscribing to our newsletter!");
    expect(subscribe).toHaveBeenCalledTimes(1);

    // The button is disabled, so submit the form directly (as Enter would in a browser without the lock).
    await user.type(input, "john@example.com");
    act(() => jest.advanceTimersByTime(1990 - (Date.now() - submittedAt())));
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await settle();
    expect(subscribe).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(2000 - (Date.now() - submittedAt())));
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(2));
    expect(subscribe).toHaveBeenLastCalledWith(...signup("john@example.com"));
    // The second signup is stored too: the form empties again.
    await waitFor(() => expect(input).toHaveValue(""));
    expect(api.requests.map((request) => request.body.footer_email)).toEqual(["jane@example.com", "john@example.com"]);
  });

  it("is disabled and says so while the subscription is being sent", async () => {
    let finish: () => void = () => {};
    subscribe.mockImplementationOnce(
      (_submission, body) =>
        new Promise((resolve) => {
          finish = () => resolve({ ok: true, id: fakeLeadId(1), values: body, confirm: false });
        }),
    );
    const { user, input, button } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    expectUnavailable(button);
    expect(button).toHaveTextContent("Subscribing…");
    expect(button).toHaveAttribute("aria-busy", "true");
    await act(async () => finish());
    expect(button).toHaveTextContent("Subscribe");
  });

  it("records source blog_post under /blog/", async () => {
    window.history.replaceState({}, "", "/blog/shipping-an-mvp/");
    const { user, input, button, track } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(
        "newsletter_signup",
        { email: "jane@example.com", source: "blog_post" },
        contextAt("/blog/shipping-an-mvp/"),
      ),
    );
  });

  it("on a server error shows the inline error with an empty code and an error toast, and keeps the address", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    api.answerNext({ status: 500, body: { message: FAILURE } });
    const { user, input, button, track } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);

    const inline = await screen.findByRole("alert");
    expect(inline).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(inline.querySelector("strong")).toHaveTextContent(/^$/);
    expect(errorToast(FAILURE)).toHaveAttribute("data-toast-type", "error");
    expect(input).toHaveValue("jane@example.com");
    expect(screen.queryByText("Thank you for subscribing to our newsletter!")).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();

    // A later attempt clears the inline error, and this one is stored.
    act(() => jest.advanceTimersByTime(2000));
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(await screen.findByText("Thank you for subscribing to our newsletter!")).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
    consoleError.mockRestore();
  });

  it("without a connection shows the same failure and keeps the address", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    api.answerNext("offline");
    const { user, input, button, track } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(errorToast(FAILURE)).toHaveAttribute("data-toast-type", "error");
    expect(input).toHaveValue("jane@example.com");
    expect(track).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("shows the server's field message under the field, focuses it, and keeps the address", async () => {
    api.answerNext({ status: 400, body: { errors: { footer_email: "Invalid email" } } });
    const { user, input, button, track } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    const message = await screen.findByText("Invalid email");
    expect(message).toHaveStyle({ color: "rgb(255, 123, 123)" });
    expect(input).toHaveAccessibleDescription("Invalid email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
    expect(input).toHaveValue("jane@example.com");
    expectUnavailable(button);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(errorToast(FAILURE)).toBeUndefined();
    expect(track).not.toHaveBeenCalled();

    // Editing the address checks it again with the form's own rule.
    await user.type(input, "m");
    await waitFor(() => expect(screen.queryByText("Invalid email")).not.toBeInTheDocument());
  });

  it("on a 429 says how long to wait, and keeps the address", async () => {
    api.answerNext({
      status: 429,
      body: { message: "Too many submissions. Please try again in 37 seconds." },
      headers: { "Retry-After": "37" },
    });
    const { user, input, button, track } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    const wait = "Too many submissions. Please try again in 37 seconds.";
    expect(await screen.findByRole("alert")).toHaveTextContent(new RegExp(`^${wait.replace(/\./g, "\\.")}$`));
    expect(errorToast(wait)).toHaveAttribute("data-toast-type", "error");
    expect(input).toHaveValue("jane@example.com");
    expect(track).not.toHaveBeenCalled();
  });

  it("has a honeypot field hidden from people, and sends what it holds", async () => {
    const { user, input, button } = setup();
    const honeypot = screen.getByLabelText("Leave this field empty");
    expect(honeypot).toHaveAttribute("name", "homepage_url");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).toHaveClass("visually-hidden");
    expect(screen.getAllByRole("textbox")).toEqual([input]);

    // Tab goes from the address to the button, past the honeypot.
    await user.type(input, "jane@example.com");
    await user.tab();
    expect(button).toHaveFocus();

    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(button);
    await screen.findByText("Thank you for subscribing to our newsletter!");
    expect(api.requests[0].body).toMatchObject({ homepage_url: "https://spam.example" });
  });
});
