import React, { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AFTER_PAINT_FALLBACK_MS } from "../../islands/after-paint";
import { Dialog } from ".";

/** A page with an opener, the dialog (kept mounted, like the contact dialog, or not) and a control under it. */
function Page({ keepMounted = false, onClose = jest.fn() }: { keepMounted?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const dialog = (
    <Dialog
      open={open}
      onClose={close}
      title="Plan a meeting"
      description="We reply within one business day."
      initialFocus={["input:not([disabled])", "button"]}
      returnFocusTo={opener}
      testId="backdrop"
    >
      <input aria-label="Locked" disabled />
      <input aria-label="Name" />
      <button type="button">Send</button>
    </Dialog>
  );
  return (
    <main id="main" tabIndex={-1}>
      <button
        type="button"
        onClick={(event) => {
          setOpener(event.currentTarget);
          setOpen(true);
        }}
      >
        Open
      </button>
      {keepMounted || open ? dialog : null}
    </main>
  );
}

function setup(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Page {...props} />);
  return { user, opener: screen.getByRole("button", { name: "Open" }) };
}

afterEach(() => {
  document.body.removeAttribute("style");
});

describe("Dialog", () => {
  it("is a modal named by its title and line, with focus on the first control its selectors find", async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Plan a meeting");
    expect(dialog).toHaveAccessibleDescription("We reply within one business day.");
    // The disabled field is passed over: the first selector matches the enabled one.
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("Escape closes it once and goes no further; focus goes back to the opener", async () => {
    const onClose = jest.fn();
    const heardBelow = jest.fn();
    document.addEventListener("keydown", heardBelow);
    try {
      const { user, opener } = setup({ onClose });
      await user.click(opener);
      await user.keyboard("{Escape}");
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(heardBelow).not.toHaveBeenCalled();
      expect(opener).toHaveFocus();
    } finally {
      document.removeEventListener("keydown", heardBelow);
    }
  });

  it("keeps Tab and Shift+Tab inside: Close, Name, Send and round again", async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      seen.push(document.activeElement?.textContent || document.activeElement?.getAttribute("aria-label") || "");
    }
    expect(seen).toEqual(["Send", "Close", "Name"]);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
  });

  it("locks page scrolling from the frame after it is drawn, and restores it after, also when it stays mounted while closed", async () => {
    document.body.style.overflow = "scroll";
    const { user, opener } = setup({ keepMounted: true });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("scroll");
    await user.click(opener);
    // Drawn first: hiding the page's overflow (a layout of the whole page) waits for the next frame.
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(document.body.style.overflow).toBe("scroll");
    await waitFor(() => expect(document.body.style.overflow).toBe("hidden"));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("backdrop")).not.toBeVisible();
    expect(document.body.style.overflow).toBe("scroll");
    expect(opener).toHaveFocus();
  });

  it("never locks page scrolling when closed before the frame after it", async () => {
    document.body.style.overflow = "scroll";
    const { user, opener } = setup({ keepMounted: true });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Past the longest wait for a frame: the lock it would have taken never comes.
    await new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_FALLBACK_MS + 50));
    expect(document.body.style.overflow).toBe("scroll");
  });

  it("a click on the backdrop closes it; a click inside the panel does not", async () => {
    const onClose = jest.fn();
    const { user, opener } = setup({ onClose });
    await user.click(opener);
    await user.click(screen.getByRole("dialog"));
    await user.click(screen.getByLabelText("Name"));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("backdrop"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("gives focus to the main content when the opener has left the page", async () => {
    const { user, opener } = setup();
    await user.click(opener);
    opener.remove();
    await user.keyboard("{Escape}");
    expect(document.getElementById("main")).toHaveFocus();
  });
});

describe("content that arrives after the frame", () => {
  function Later({ arrived }: { arrived: boolean }) {
    return (
      <Dialog open onClose={jest.fn()} title="Let's work together" initialFocus={["input"]}>
        {arrived ? <input aria-label="Name" /> : <p role="status">Loading the form…</p>}
      </Dialog>
    );
  }

  it("takes focus over from the panel when it arrives", async () => {
    const { rerender } = render(<Later arrived={false} />);
    expect(screen.getByRole("dialog")).toHaveFocus();
    rerender(<Later arrived />);
    await screen.findByLabelText("Name");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("leaves focus where the visitor put it meanwhile", async () => {
    const { rerender } = render(<Later arrived={false} />);
    screen.getByRole("button", { name: "Close" }).focus();
    rerender(<Later arrived />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });
});
