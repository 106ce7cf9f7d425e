/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { PrivacyChoicesLink } from "./PrivacyChoicesLink";
import { PrivacyHost } from "./PrivacyHost";

describe("Your privacy choices, server HTML", () => {
  it("is a link to the privacy policy (without JavaScript nothing tracks; the policy explains the choices)", () => {
    expect(renderToString(<PrivacyChoicesLink />)).toBe('<a href="/privacy-policy/">Your privacy choices</a>');
  });

  it("renders no banner or dialog on the server", () => {
    expect(renderToString(<PrivacyHost />)).toBe("");
  });
});
