/**
 * Cloudflare Turnstile in a lead form: nothing without a site key; with one, Cloudflare's script is added
 * once, on forms only, when a form is shown (opt-out mode) or once the visitor allows it (opt-in mode,
 * where consent applies). The script itself is never fetched here: jsdom loads no scripts, and the
 * test plays its load event.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { TURNSTILE_SITE_KEY, TURNSTILE_TEXT, TurnstileField, forgetTurnstileForTests } from "./turnstile";

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (script) => script.src);

/** Plays the script's arrival: Cloudflare's global, then the load event. */
function arrive(): jest.Mock {
  const rendered = jest.fn(() => "widget-1");
  window.turnstile = { render: rendered, remove: jest.fn() };
  act(() => {
    document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`)!.dispatchEvent(new Event("load"));
  });
  return rendered;
}

beforeEach(() => {
  document.head.innerHTML = "";
  delete window.turnstile;
  forgetTurnstileForTests();
});

it("renders and loads nothing without a site key", async () => {
  expect(TURNSTILE_SITE_KEY).toBe("");
  const { container } = render(<TurnstileField />);
  expect(container.innerHTML).toBe("");
  expect(scripts()).toEqual([]);
});

it("opt-out mode: Cloudflare's script is added once for two forms, and each form gets its widget", async () => {
  render(
    <>
      <form aria-label="one">
        <TurnstileField siteKey="1x00000000000000000000AA" mode="opt-out" />
      </form>
      <form aria-label="two">
        <TurnstileField siteKey="1x00000000000000000000AA" mode="opt-out" />
      </form>
    </>,
  );
  expect(scripts()).toEqual([SCRIPT]);
  const rendered = arrive();
  await act(async () => {});
  expect(rendered).toHaveBeenCalledTimes(2);
  expect(
    rendered.mock.calls.map(([box, options]) => [
      (box as HTMLElement).closest("form")?.getAttribute("aria-label"),
      options,
    ]),
  ).toEqual([
    ["one", { sitekey: "1x00000000000000000000AA" }],
    ["two", { sitekey: "1x00000000000000000000AA" }],
  ]);
});

it("opt-in mode: nothing loads until the visitor allows the check on the form, which says what happens without it", async () => {
  render(
    <form aria-label="contact">
      <TurnstileField siteKey="1x00000000000000000000AA" mode="opt-in" />
    </form>,
  );
  expect(screen.getByText(TURNSTILE_TEXT.ask)).toBeInTheDocument();
  expect(scripts()).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Allow the check" }));
  expect(scripts()).toEqual([SCRIPT]);
  const rendered = arrive();
  await act(async () => {});
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("button", { name: "Allow the check" })).toBeNull();
});
