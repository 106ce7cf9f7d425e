import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import { ReferralForm } from ".";
import { contextAt, recordAnalytics } from "../../../testing";
import ToastList from "../../../components/Toasts/ToastList";
import { type FakeLeadApi, fakeLeadApi, SENT_HIDDEN } from "../../../testing/lead-api";

let api: FakeLeadApi;
beforeEach(() => {
  window.history.replaceState(null, "", "/referral-program/");
  api = fakeLeadApi();
});
afterEach(() => {
  act(() => toast.remove());
  api.restore();
});

function renderForm() {
  render(
    <>
      <ReferralForm />
      <ToastList />
    </>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Alan Turing");
  await user.type(screen.getByLabelText("Your email"), "alan@example.com");
  await user.type(screen.getByLabelText("Their name"), "Joan Clarke");
  await user.type(screen.getByLabelText("Their email"), "joan@example.com");
  await user.type(screen.getByLabelText("Their company"), "Bletchley Labs");
  await user.type(screen.getByLabelText(/^Notes/), "Needs a codebreaking app.");
}

describe("ReferralForm", () => {
  it("validates with the shared rules; notes are optional and counted", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findAllByText("Email is required")).toHaveLength(2);
    expect(screen.getAllByText("This is a required field.")).toHaveLength(3);
    expect(screen.getByLabelText("Your name")).toHaveFocus();
    expect(screen.getByLabelText(/^Notes/)).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText("0 / 500")).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("enrolls the referrer and records referral_program_enrollment", async () => {
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findByText("Thank you for the introduction!")).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        url: "/api/referral",
        method: "POST",
        body: {
          page: "/referral-program/",
          yourName: "Alan Turing",
          yourEmail: "alan@example.com",
          referralName: "Joan Clarke",
          referralEmail: "joan@example.com",
          referralCompany: "Bletchley Labs",
          notes: "Needs a codebreaking app.",
          homepage_url: "",
          ...SENT_HIDDEN,
        },
      },
    ]);
    expect(track.mock.calls).toEqual([
      [
        "referral_program_enrollment",
        { name: "Alan Turing", email: "alan@example.com", referral_company: "Bletchley Labs" },
        contextAt("/referral-program/"),
      ],
    ]);
  });

  it.each([
    ["a server error", { status: 500, body: { message: "Something went wrong. Please try again later." } }],
    ["a lost connection", "offline"],
  ] as const)("keeps everything and says 'Something went wrong' on %s", async (_, reply) => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    api.answerNext(reply);
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(screen.getByLabelText("Your name")).toHaveValue("Alan Turing");
    expect(screen.getByLabelText("Their company")).toHaveValue("Bletchley Labs");
    expect(screen.getByLabelText(/^Notes/)).toHaveValue("Needs a codebreaking app.");
    await waitFor(() => expect(document.querySelector("[data-toast-type='error']")).toBeInTheDocument());
    expect(track).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("shows the server's field message under the referral's email and focuses it", async () => {
    api.answerNext({ status: 400, body: { errors: { referralEmail: "Invalid email" } } });
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    const theirEmail = screen.getByLabelText("Their email");
    await waitFor(() => expect(theirEmail).toHaveAccessibleDescription("Invalid email"));
    expect(theirEmail).toHaveFocus();
    expect(screen.getByLabelText("Your email")).toHaveAttribute("aria-invalid", "false");
    expect(theirEmail).toHaveValue("joan@example.com");
    expect(track).not.toHaveBeenCalled();
  });

  it("on a 429 says how long to wait", async () => {
    api.answerNext({ status: 429, body: {}, headers: { "Retry-After": "60" } });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Too many submissions\. Please try again in 60 seconds\.$/,
    );
    expect(screen.getByLabelText("Their name")).toHaveValue("Joan Clarke");
    await waitFor(() => expect(document.querySelector("[data-toast-type='error']")).toBeInTheDocument());
  });

  it("renders the honeypot hidden from people", () => {
    renderForm();
    const honeypot = screen.getByLabelText("Leave this field empty");
    expect(honeypot).toHaveAttribute("name", "homepage_url");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
