import React from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast";
import { ReferralForm } from ".";
import { contextAt, recordAnalytics, renderWithTheme } from "../../testing";
import { submitReferral } from "../../lib/lead-submission";

jest.mock("../../lib/lead-submission", () => {
  const actual = jest.requireActual("../../lib/lead-submission");
  return { ...actual, submitReferral: jest.fn(actual.submitReferral) };
});
const submit = jest.mocked(submitReferral);

jest.setTimeout(20_000);
afterEach(() => act(() => toast.remove()));

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
    renderWithTheme(<ReferralForm />);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findAllByText("Email is required")).toHaveLength(2);
    expect(screen.getAllByText("This is a required field.")).toHaveLength(3);
    expect(screen.getByLabelText("Your name")).toHaveFocus();
    expect(screen.getByLabelText(/^Notes/)).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText("0 / 500")).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("enrolls the referrer and records referral_program_enrollment", async () => {
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<ReferralForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findByText("Thank you for the introduction!")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({
      yourName: "Alan Turing",
      yourEmail: "alan@example.com",
      referralName: "Joan Clarke",
      referralEmail: "joan@example.com",
      referralCompany: "Bletchley Labs",
      notes: "Needs a codebreaking app.",
    });
    expect(track.mock.calls).toEqual([
      [
        "referral_program_enrollment",
        { name: "Alan Turing", email: "alan@example.com", referral_company: "Bletchley Labs" },
        contextAt("/"),
      ],
    ]);
  });

  it("keeps everything on failure", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    submit.mockRejectedValueOnce(new Error("offline"));
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<ReferralForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send referral" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again later.");
    expect(screen.getByLabelText("Their company")).toHaveValue("Bletchley Labs");
    expect(screen.getByLabelText(/^Notes/)).toHaveValue("Needs a codebreaking app.");
    expect(track).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
