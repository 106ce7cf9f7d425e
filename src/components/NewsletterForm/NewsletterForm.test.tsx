import React from "react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import NewsletterForm from ".";
import ToastList from "../Toasts/ToastList";
import { contextAt, recordAnalytics, renderWithTheme } from "../../testing";
import { subscribeToNewsletter } from "../../lib/newsletter";

jest.mock("../../lib/newsletter", () => {
  const actual = jest.requireActual("../../lib/newsletter");
  return { ...actual, subscribeToNewsletter: jest.fn(actual.subscribeToNewsletter) };
});
const subscribe = jest.mocked(subscribeToNewsletter);
/** When subscribeToNewsletter was last called (the moment of the last accepted submission). */
let lastCallAt = 0;
const submittedAt = () => lastCallAt;

/** Lets react-hook-form's asynchronous submit run to its end. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(async () => {});
}

function setup() {
  const track = recordAnalytics();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithTheme(
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
  const actual: typeof subscribeToNewsletter = jest.requireActual("../../lib/newsletter").subscribeToNewsletter;
  subscribe.mockImplementation((email, source) => {
    lastCallAt = Date.now();
    return actual(email, source);
  });
  window.history.replaceState({}, "", "/");
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  subscribe.mockClear();
});

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
    expect(button).toBeDisabled();
  });

  it("an empty field left behind says 'Email is required'", async () => {
    const { user, input, button } = setup();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(button).toBeDisabled();
    // Fixing it enables the button again.
    await user.type(input, "jane@example.com");
    await waitFor(() => expect(screen.queryByText("Email is required")).not.toBeInTheDocument());
    expect(button).toBeEnabled();
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
    expect(subscribe).toHaveBeenCalledWith("Jane@Example.COM", "footer");
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(
      "newsletter_signup",
      { email: "Jane@example.com", source: "footer" },
      contextAt("/"),
    );
    expect(input).toHaveValue("");

    // Recently submitted: disabled for 2000 ms after the submission.
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1999 - (Date.now() - submittedAt())));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button).toBeEnabled();
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
    expect(subscribe).toHaveBeenLastCalledWith("john@example.com", "footer");
  });

  it("is disabled and says so while the subscription is being sent", async () => {
    let finish: () => void = () => {};
    subscribe.mockImplementationOnce(
      (email, source) =>
        new Promise((resolve) => {
          finish = () => resolve({ email, source });
        }),
    );
    const { user, input, button } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);
    expect(button).toBeDisabled();
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

  it("on failure shows the inline error with an empty code and an error toast, and keeps the address", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    subscribe.mockRejectedValueOnce(new Error("503"));
    const { user, input, button, track } = setup();
    await user.type(input, "jane@example.com");
    await user.click(button);

    const inline = await screen.findByRole("alert");
    expect(inline).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(inline.querySelector("strong")).toHaveTextContent(/^$/);
    const toastMessage = screen
      .getAllByText("Something went wrong. Please try again later.")
      .find((element) => element.closest("[data-toast-type]"));
    expect(toastMessage?.closest("[data-toast-type]")).toHaveAttribute("data-toast-type", "error");
    expect(input).toHaveValue("jane@example.com");
    expect(track).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();

    // A later attempt clears the inline error.
    act(() => jest.advanceTimersByTime(2000));
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    consoleError.mockRestore();
  });
});
