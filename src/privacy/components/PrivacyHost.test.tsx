/**
 * The privacy dialog is a lazily loaded part like the others (src/islands): when its code
 * cannot be loaded, the visitor who asked for it lands on the privacy policy, and nothing is
 * thrown at the page.
 */
import React from "react";
import { act, render } from "@testing-library/react";
import { CHUNK_RETRY_DELAY_MS } from "../../islands";
import { browserNavigation } from "../../islands/recovery";
import { PrivacyHost } from "./PrivacyHost";
import { closePrivacyDialog, openPrivacyDialog } from "../dialog-state";

jest.mock("./load-dialog", () => ({
  loadPrivacyDialog: jest.fn(() =>
    Promise.reject(Object.assign(new Error("Loading chunk 77 failed."), { name: "ChunkLoadError" })),
  ),
}));

test("a privacy dialog whose code cannot load sends the visitor to the privacy policy, once, with nothing thrown", async () => {
  jest.useFakeTimers();
  const assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    const { container } = render(
      <main>
        <h1>Privacy policy</h1>
        <PrivacyHost />
      </main>,
    );
    act(() => openPrivacyDialog());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    });
    expect(assign.mock.calls).toEqual([["/privacy-policy/"]]);
    expect(warn).toHaveBeenCalledWith(
      "The privacy-dialog part of the page could not be loaded; the page carries on without it.",
      expect.objectContaining({ name: "ChunkLoadError" }),
    );
    expect(container.querySelector("h1")?.textContent).toBe("Privacy policy");
    expect(unhandled).toEqual([]);
  } finally {
    act(() => closePrivacyDialog());
    process.off("unhandledRejection", onUnhandled);
    jest.useRealTimers();
    jest.restoreAllMocks();
  }
});
