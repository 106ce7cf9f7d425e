import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { toast } from "react-hot-toast";
import { Toasts } from ".";
import ToastList from "./ToastList";
import { notify } from "../../lib/notify";

/** A toast stays in the DOM for 1000 ms after it is dismissed (its exit animation). */
const REMOVE_DELAY = 1000;

const toastElement = (text: string) => screen.getByText(text).closest("[data-toast-type]") as HTMLElement;
const isShown = (text: string) => {
  const element = screen.queryByText(text)?.closest("[data-toast-type]");
  return Boolean(element) && element?.getAttribute("data-visible") !== "false";
};

/** Advances `ms`, then lets a toast dismissed in that time leave the DOM. */
function advanceAndRemove(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  act(() => jest.advanceTimersByTime(REMOVE_DELAY));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe("Toasts", () => {
  it("loads nothing until the first notify(), then shows it", async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify("Saved");
    });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });
});

describe("ToastList", () => {
  it.each([
    ["blank", 4000],
    ["error", 4000],
    ["success", 2000],
    ["custom", 4000],
  ] as const)("a %s toast raised directly is dismissed after %i ms", (type, duration) => {
    render(<ToastList />);
    const raise = type === "blank" ? toast : toast[type];
    act(() => {
      raise(`A ${type} toast`);
    });
    expect(toastElement(`A ${type} toast`)).toHaveAttribute("data-toast-type", type);
    act(() => jest.advanceTimersByTime(duration - 1));
    expect(isShown(`A ${type} toast`)).toBe(true);
    advanceAndRemove(1);
    expect(screen.queryByText(`A ${type} toast`)).not.toBeInTheDocument();
  });

  it("a loading toast stays until it is dismissed", () => {
    render(<ToastList />);
    let id = "";
    act(() => {
      id = notify("Uploading…", "loading");
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(isShown("Uploading…")).toBe(true);
    act(() => toast.dismiss(id));
    act(() => jest.advanceTimersByTime(REMOVE_DELAY));
    expect(screen.queryByText("Uploading…")).not.toBeInTheDocument();
  });

  it("notify() defaults to a 4000 ms blank toast at the bottom centre", () => {
    render(<ToastList />);
    act(() => {
      notify("Hello");
      notify("Done", "success");
    });
    expect(toastElement("Hello")).toHaveAttribute("data-toast-type", "blank");
    expect(toastElement("Done")).toHaveAttribute("data-toast-type", "success");
    expect(toastElement("Hello").closest("[data-toast-region]")).toHaveAttribute("data-toast-region", "bottom-center");
    act(() => jest.advanceTimersByTime(3999));
    expect(isShown("Hello")).toBe(true);
    expect(isShown("Done")).toBe(true);
    advanceAndRemove(1);
    expect(screen.queryByText("Hello")).not.toBeInTheDocument();
    expect(screen.queryByText("Done")).not.toBeInTheDocument();
  });

  it("notify() takes another duration when given one", () => {
    render(<ToastList />);
    act(() => {
      notify("Quick", "blank", { duration: 1000 });
    });
    advanceAndRemove(1000);
    expect(screen.queryByText("Quick")).not.toBeInTheDocument();
  });

  it("hovering pauses the timers", () => {
    render(<ToastList />);
    act(() => {
      notify("Hover me", "error");
    });
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toastElement("Hover me").closest("[data-toast-region]") as HTMLElement);
    act(() => jest.advanceTimersByTime(10_000));
    expect(isShown("Hover me")).toBe(true);
    fireEvent.mouseLeave(toastElement("Hover me").closest("[data-toast-region]") as HTMLElement);
    act(() => jest.advanceTimersByTime(900));
    expect(isShown("Hover me")).toBe(true);
    advanceAndRemove(100);
    expect(screen.queryByText("Hover me")).not.toBeInTheDocument();
  });

  it("keeps at most 20 toasts, the newest", () => {
    render(<ToastList />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify(`Toast ${i}`, "loading");
    });
    expect(document.querySelectorAll("[data-toast-type]")).toHaveLength(20);
    expect(screen.queryByText("Toast 5")).not.toBeInTheDocument();
    expect(screen.getByText("Toast 6")).toBeInTheDocument();
    expect(screen.getByText("Toast 25")).toBeInTheDocument();
  });

  it.each(["blank", "error", "success", "loading", "custom"] as const)("a %s toast has a close action", (type) => {
    render(<ToastList />);
    act(() => {
      notify(`Close ${type}`, type);
    });
    const item = toastElement(`Close ${type}`);
    expect(item).toHaveAttribute("role", "status");
    fireEvent.click(within(item).getByRole("button", { name: "Close notification" }));
    act(() => jest.advanceTimersByTime(REMOVE_DELAY));
    expect(screen.queryByText(`Close ${type}`)).not.toBeInTheDocument();
  });
});
