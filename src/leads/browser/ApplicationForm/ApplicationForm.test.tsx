import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import { ApplicationForm } from ".";
import ToastList from "../../../components/Toasts/ToastList";
import { recordAnalytics } from "../../../testing";
import { type FakeLeadApi, fakeLeadApi, SENT_HIDDEN } from "../../../testing/lead-api";

let api: FakeLeadApi;
beforeEach(() => {
  window.history.replaceState(null, "", "/application/");
  api = fakeLeadApi();
});
afterEach(() => {
  act(() => toast.remove());
  api.restore();
});

function setup() {
  const track = recordAnalytics();
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <ApplicationForm />
      <ToastList />
    </>,
  );
  return { track, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Company name"), "Acme Robotics");
  await user.type(screen.getByLabelText("Founder name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@acme.io");
  await user.selectOptions(screen.getByLabelText("Stage"), "seed");
  await user.click(screen.getByRole("checkbox", { name: "Fintech" }));
  await user.click(screen.getByRole("checkbox", { name: "Developer tools" }));
  await user.type(screen.getByLabelText("Your pitch"), "Robots that do the books.");
}

const submitButton = () => screen.getByRole("button", { name: "Submit application" });

describe("ApplicationForm", () => {
  it("validates every field with the shared messages and focuses the first invalid one", async () => {
    const { user } = setup();
    await user.click(submitButton());
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getAllByText("This is a required field.")).toHaveLength(3);
    expect(screen.getByText("Please select an option.")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one option.")).toBeInTheDocument();
    expect(screen.getByLabelText("Company name")).toHaveFocus();
    expect(screen.getByText("0 / 1000")).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("posts the application to /api/application and thanks the founder", async () => {
    const { user, track } = setup();
    await fill(user);
    expect(screen.getByText("25 / 1000")).toBeInTheDocument();
    await user.click(submitButton());

    expect(await screen.findByText("Thank you for applying!")).toBeInTheDocument();
    expect(screen.getByText(/write to grace@acme\.io within 30 days/)).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        url: "/api/application",
        method: "POST",
        body: {
          page: "/application/",
          companyName: "Acme Robotics",
          founderName: "Grace Hopper",
          email: "grace@acme.io",
          stage: "seed",
          sectors: ["fintech", "developer-tools"],
          pitch: "Robots that do the books.",
          homepage_url: "",
          ...SENT_HIDDEN,
        },
      },
    ]);
    expect(track).not.toHaveBeenCalled();
  });

  it("shows the server's field messages under their fields, the first one focused", async () => {
    api.answerNext({
      status: 400,
      body: { errors: { sectors: "Please select at least one option.", founderName: "This is a required field." } },
    });
    const { user } = setup();
    await fill(user);
    await user.click(submitButton());

    const founder = screen.getByLabelText("Founder name");
    await waitFor(() => expect(founder).toHaveAccessibleDescription("This is a required field."));
    expect(founder).toHaveFocus();
    expect(screen.getByRole("group", { name: "Sectors" })).toHaveAccessibleDescription(
      "Please select at least one option.",
    );
    expect(founder).toHaveValue("Grace Hopper");
    expect(screen.queryByText("Thank you for applying!")).not.toBeInTheDocument();
  });

  it.each([
    ["a server error", { status: 503, body: { message: "Service Unavailable" } }],
    ["a lost connection", "offline"],
  ] as const)("keeps every value and says 'Something went wrong' on %s", async (_, reply) => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    api.answerNext(reply);
    const { user } = setup();
    await fill(user);
    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(/^Something went wrong\. Please try again later\.$/);
    expect(screen.getByLabelText("Company name")).toHaveValue("Acme Robotics");
    expect(screen.getByLabelText("Stage")).toHaveValue("seed");
    expect(screen.getByRole("checkbox", { name: "Developer tools" })).toBeChecked();
    expect(screen.getByLabelText("Your pitch")).toHaveValue("Robots that do the books.");
    await waitFor(() => expect(document.querySelector("[data-toast-type='error']")).toBeInTheDocument());
    consoleError.mockRestore();
  });

  it("on a 429 says how long to wait", async () => {
    api.answerNext({ status: 429, body: { message: "Slow down." }, headers: { "Retry-After": "12" } });
    const { user } = setup();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Too many submissions\. Please try again in 12 seconds\.$/,
    );
    expect(screen.getByLabelText("Email")).toHaveValue("grace@acme.io");
    await waitFor(() => expect(document.querySelector("[data-toast-type='error']")).toBeInTheDocument());
  });

  it("renders the honeypot hidden from people", () => {
    setup();
    const honeypot = screen.getByLabelText("Leave this field empty");
    expect(honeypot).toHaveAttribute("name", "homepage_url");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
