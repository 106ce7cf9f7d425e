import { tabbableElements, wrapTabKey } from "./focus-trap";

function setup() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="box" tabindex="-1">
      <button id="first">First</button>
      <input id="middle" />
      <button disabled>Disabled</button>
      <div hidden><button>Hidden</button></div>
      <a id="last" href="/x/">Last</a>
    </div>`;
  return document.getElementById("box") as HTMLElement;
}

const tab = (shiftKey = false) => ({ key: "Tab", shiftKey, preventDefault: jest.fn() });

describe("focus trap", () => {
  it("lists the tabbable elements, skipping disabled and hidden ones", () => {
    expect(tabbableElements(setup()).map((element) => element.id)).toEqual(["first", "middle", "last"]);
  });

  it("wraps Tab from the last element to the first", () => {
    const box = setup();
    document.getElementById("last")?.focus();
    const event = tab();
    expect(wrapTabKey(event, box)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe("first");
  });

  it("wraps Shift+Tab from the first element to the last", () => {
    const box = setup();
    document.getElementById("first")?.focus();
    expect(wrapTabKey(tab(true), box)).toBe(true);
    expect(document.activeElement?.id).toBe("last");
  });

  it("leaves Tab alone in the middle", () => {
    const box = setup();
    document.getElementById("middle")?.focus();
    const event = tab();
    expect(wrapTabKey(event, box)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it("pulls focus back in from outside", () => {
    const box = setup();
    document.getElementById("outside")?.focus();
    wrapTabKey(tab(), box);
    expect(document.activeElement?.id).toBe("first");
  });

  it("ignores other keys", () => {
    expect(wrapTabKey({ key: "Enter", shiftKey: false, preventDefault: jest.fn() }, setup())).toBe(false);
  });
});
