import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MENU_OPEN_ATTRIBUTE } from "../../lib/mobile-menu";
import { Header } from ".";

const NAVIGATION = [
  { name: "Services", path: "/services/" },
  { name: "Blog", path: "/blog/" },
];

function renderHeader(pathname = "/") {
  const ui = (path: string) => (
    <>
      <Header
        siteName="Flatirons"
        navigation={NAVIGATION}
        pathname={path}
        cta={(className) => (
          <div className={className}>
            <a href="/contact-us/">Contact</a>
          </div>
        )}
      />
      <main>
        <button type="button">Page content</button>
      </main>
    </>
  );
  const result = render(ui(pathname));
  return { ...result, navigateTo: (path: string) => result.rerender(ui(path)) };
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const menuIsOpen = () => document.documentElement.hasAttribute(MENU_OPEN_ATTRIBUTE);

describe("Header mobile menu", () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    document.documentElement.removeAttribute(MENU_OPEN_ATTRIBUTE);
    window.matchMedia = originalMatchMedia;
  });

  it("opens and closes from the menu button, which controls the main navigation", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = menuButton();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(button).toHaveAttribute("aria-controls", nav.id);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menuIsOpen()).toBe(false);

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(menuIsOpen()).toBe(true);

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menuIsOpen()).toBe(false);
  });

  it("opens with the keyboard, and Escape closes it and puts focus back on the menu button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.tab(); // the logo link
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");

    await user.tab();
    expect(screen.getByRole("link", { name: "Services" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
    expect(menuIsOpen()).toBe(false);
  });

  it("closes when keyboard focus moves past its last item, out of the header", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    screen.getByRole("link", { name: "Contact" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Page content" })).toHaveFocus();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuIsOpen()).toBe(false);
  });

  it("closes when a link in it is followed, even one to the current page", async () => {
    const user = userEvent.setup();
    renderHeader("/services/");
    await user.click(menuButton());
    const link = screen.getByRole("link", { name: "Services" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuIsOpen()).toBe(false);
  });

  it("closes on navigation to another page", async () => {
    const user = userEvent.setup();
    const { navigateTo } = renderHeader("/");
    await user.click(menuButton());
    expect(menuIsOpen()).toBe(true);
    navigateTo("/blog/");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuIsOpen()).toBe(false);
  });

  it("closes when the window widens to desktop size, where the navigation is always shown", async () => {
    const listeners: Array<(event: MediaQueryListEvent) => void> = [];
    const queries: string[] = [];
    window.matchMedia = jest.fn().mockImplementation((query: string) => {
      queries.push(query);
      return {
        matches: false,
        media: query,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.push(listener),
        removeEventListener: jest.fn(),
      };
    });
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    expect(queries).toEqual(["(min-width: 1024px)"]);
    act(() => listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent)));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuIsOpen()).toBe(false);
  });
});
