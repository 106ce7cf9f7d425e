import "../../../testing/server-rendering";
import { render, renderHook } from "@testing-library/react";
import React from "react";
import { renderToString } from "react-dom/server";
import { HoneypotField, useHoneypot } from "./honeypot";

function Form() {
  return (
    <form method="post" action="/api/newsletter" aria-label="Newsletter">
      <HoneypotField inputRef={null} />
    </form>
  );
}

it("renders the idempotency key field empty in the server HTML", () => {
  const html = renderToString(<Form />);
  expect(html).toContain('<input type="hidden" name="idempotency_key"/>');
});

it("fills the key once the form has hydrated, and keeps it across renders", () => {
  const { container, rerender } = render(<Form />);
  const field = container.querySelector<HTMLInputElement>('input[name="idempotency_key"]');
  expect(field?.value).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
  const key = field?.value;
  rerender(<Form />);
  expect(container.querySelector<HTMLInputElement>('input[name="idempotency_key"]')?.value).toBe(key);
  // Sent with the form's other fields by a native post.
  expect(new FormData(container.querySelector("form") as HTMLFormElement).get("idempotency_key")).toBe(key);
});

it("takes a new form token for the next submission once asked to (the server takes each token once)", async () => {
  const tokens = ["1767225600000.first", "1767225660000.second"];
  const original = globalThis.fetch;
  const fetched = jest.fn(async () => ({ ok: true, json: async () => ({ token: tokens.shift() }) }));
  globalThis.fetch = fetched as unknown as typeof fetch;
  try {
    const { result } = renderHook(() => useHoneypot());
    await result.current.shown();
    expect((await result.current.hidden()).form_token).toBe("1767225600000.first");
    // A retry of the same submission keeps its token.
    expect((await result.current.hidden()).form_token).toBe("1767225600000.first");
    result.current.renew();
    expect((await result.current.hidden()).form_token).toBe("1767225660000.second");
    expect(fetched).toHaveBeenCalledTimes(2);
  } finally {
    globalThis.fetch = original;
  }
});
