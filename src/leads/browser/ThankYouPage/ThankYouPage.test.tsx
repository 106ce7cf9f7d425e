import React from "react";
import { render, screen } from "@testing-library/react";
import { ThankYouPage } from ".";

it.each([
  ["newsletter", "Thank you for subscribing to our newsletter!", "Back to the home page", "/"],
  ["contact", "Thank you!", "Back to the home page", "/"],
  ["referral", "Thank you for the introduction!", "Back to the referral program", "/referral-program/"],
  ["application", "Thank you for applying!", "Back to the Flatirons Fund", "/flatirons-fund/"],
] as const)("the %s thank-you page says %s and offers a way back", (form, title, back, href) => {
  render(<ThankYouPage form={form} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  expect(screen.getByRole("link", { name: back })).toHaveAttribute("href", href);
});

it.each([
  ["pending", "Almost there: check your inbox", /Please confirm with the link in the e-mail/, "Back to the home page"],
  ["expired", "This link has expired", /Confirmation links work for 7 days/, "Sign up again"],
  ["invalid", "This link does not work", /cut short or changed/, "Sign up again"],
] as const)("the newsletter's %s page says %s and what to do", (name, title, text, link) => {
  render(<ThankYouPage form="newsletter" name={name} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: link })).toBeInTheDocument();
});
