import React from "react";
import { render, screen } from "@testing-library/react";
import { InlineError } from ".";

describe("InlineError", () => {
  it("shows the code in bold, then the message", () => {
    render(<InlineError code="E42" message="The answer was unexpected." />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("E42 The answer was unexpected.");
    expect(alert.querySelector("strong")).toHaveTextContent(/^E42$/);
  });

  it("keeps an empty code empty", () => {
    render(<InlineError code="" message="Something went wrong. Please try again later." />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Something went wrong. Please try again later.");
    expect(alert.querySelector("strong")).toBeEmptyDOMElement();
  });
});
