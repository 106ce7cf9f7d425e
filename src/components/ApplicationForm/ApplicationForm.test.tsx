import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplicationForm } from ".";
import { recordAnalytics, renderWithTheme } from "../../testing";
import { submitApplication } from "../../lib/lead-submission";

jest.mock("../../lib/lead-submission", () => {
  const actual = jest.requireActual("../../lib/lead-submission");
  return { ...actual, submitApplication: jest.fn(actual.submitApplication) };
});

jest.setTimeout(20_000);

describe("ApplicationForm", () => {
  it("validates every field with the shared messages and focuses the first invalid one", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<ApplicationForm />);
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getAllByText("This is a required field.")).toHaveLength(3);
    expect(screen.getByText("Please select an option.")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one option.")).toBeInTheDocument();
    expect(screen.getByLabelText("Company name")).toHaveFocus();
    expect(screen.getByText("0 / 1000")).toBeInTheDocument();
    expect(submitApplication).not.toHaveBeenCalled();
  });

  it("sends the application and thanks the founder", async () => {
    const track = recordAnalytics();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<ApplicationForm />);
    await user.type(screen.getByLabelText("Company name"), "Acme Robotics");
    await user.type(screen.getByLabelText("Founder name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Email"), "grace@acme.io");
    await user.selectOptions(screen.getByLabelText("Stage"), "seed");
    await user.click(screen.getByRole("checkbox", { name: "Fintech" }));
    await user.click(screen.getByRole("checkbox", { name: "Developer tools" }));
    await user.type(screen.getByLabelText("Your pitch"), "Robots that do the books.");
    expect(screen.getByText("25 / 1000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit application" }));

    expect(await screen.findByText("Thank you for applying!")).toBeInTheDocument();
    expect(screen.getByText(/write to grace@acme\.io within 30 days/)).toBeInTheDocument();
    expect(submitApplication).toHaveBeenCalledWith({
      companyName: "Acme Robotics",
      founderName: "Grace Hopper",
      email: "grace@acme.io",
      stage: "seed",
      sectors: ["fintech", "developer-tools"],
      pitch: "Robots that do the books.",
    });
    expect(track).not.toHaveBeenCalled();
  });
});
