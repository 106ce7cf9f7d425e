import { browserNavigation, hasUnsavedInput, recover, reloadPathOnce } from "./recovery";

let reload: jest.SpyInstance;
let assign: jest.SpyInstance;

function visit(path: string) {
  window.history.replaceState(null, "", path);
}

beforeEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = "";
  reload = jest.spyOn(browserNavigation, "reload").mockImplementation(() => undefined);
  assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
  visit("/contact-us/");
});
afterEach(() => jest.restoreAllMocks());

describe("reloadPathOnce (a full load of the current path, once per path per session)", () => {
  it("reloads a path the first time, and records it", () => {
    expect(reloadPathOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/"]');
  });

  it("never reloads the same path twice in a session, whatever the query string", () => {
    reloadPathOnce();
    visit("/contact-us/?utm_source=mail#form");
    expect(reloadPathOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/"]');
  });

  it("reloads another path once too", () => {
    reloadPathOnce();
    visit("/blog/hello/");
    expect(reloadPathOnce()).toBe(true);
    expect(reloadPathOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/","/blog/hello/"]');
  });

  it("treats an unreadable stored value as no path", () => {
    window.sessionStorage.setItem("lazy-part-reloaded-paths", "{not json");
    expect(reloadPathOnce()).toBe(true);
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/"]');
  });

  it("does not reload without sessionStorage (nothing would stop a loop)", () => {
    jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(reloadPathOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when storage refuses to record the path", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(reloadPathOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload while the browser is offline", () => {
    jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    expect(reloadPathOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBeNull();
  });

  it("does not reload over what the visitor typed into a form", () => {
    document.body.innerHTML = '<form><input name="email" value=""></form>';
    (document.querySelector("input") as HTMLInputElement).value = "ada@example.com";
    expect(reloadPathOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBeNull();
  });
});

describe("hasUnsavedInput", () => {
  it("a select with no option marked selected shows its first enabled option: that is not a change", () => {
    document.body.innerHTML = `
      <select name="budget"><option disabled>Choose</option><option value="a">A</option><option value="b">B</option></select>
      <select name="many" multiple><option value="x">X</option></select>
      <input type="range" name="size"><input type="color" name="tone">`;
    expect(hasUnsavedInput()).toBe(false);
    (document.querySelector("select") as HTMLSelectElement).value = "b";
    expect(hasUnsavedInput()).toBe(true);
  });

  it("is false for forms as the server sent them, true once a field changes", () => {
    document.body.innerHTML = `
      <form>
        <input name="name" value="Ada"><input type="hidden" name="id" value="1">
        <input type="checkbox" name="web" checked><textarea name="message">Hi</textarea>
        <select name="budget"><option value="a">A</option><option value="b" selected>B</option></select>
      </form>`;
    expect(hasUnsavedInput()).toBe(false);
    (document.querySelector("input[type=hidden]") as HTMLInputElement).value = "2";
    expect(hasUnsavedInput()).toBe(false);
    (document.querySelector("select") as HTMLSelectElement).value = "a";
    expect(hasUnsavedInput()).toBe(true);
    (document.querySelector("select") as HTMLSelectElement).value = "b";
    (document.querySelector("input[type=checkbox]") as HTMLInputElement).checked = false;
    expect(hasUnsavedInput()).toBe(true);
    (document.querySelector("input[type=checkbox]") as HTMLInputElement).checked = true;
    (document.querySelector("textarea") as HTMLTextAreaElement).value = "Hello";
    expect(hasUnsavedInput()).toBe(true);
  });
});

describe("recover", () => {
  it('"reload-path" applies the once-per-path rule', () => {
    expect(recover("reload-path")).toBe(true);
    expect(recover("reload-path")).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("navigateTo loads that page every time (each follows a click)", () => {
    expect(recover({ navigateTo: "/contact-us/" })).toBe(true);
    expect(recover({ navigateTo: "/contact-us/" })).toBe(true);
    expect(assign.mock.calls).toEqual([["/contact-us/"], ["/contact-us/"]]);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBeNull();
  });

  it('"none" does nothing', () => {
    expect(recover("none")).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("loadFullyAfterChunkFailure (before each client-side navigation)", () => {
  type RecoveryModule = typeof import("./recovery");
  /** A fresh copy of the module, as on a new page, with its navigations recorded. */
  function freshPage() {
    let module: RecoveryModule | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<RecoveryModule>("./recovery");
    });
    if (!module) throw new Error("module not loaded");
    const pageReload = jest.spyOn(module.browserNavigation, "reload").mockImplementation(() => undefined);
    const pageAssign = jest.spyOn(module.browserNavigation, "assign").mockImplementation(() => undefined);
    return { ...module, pageReload, pageAssign };
  }
  const to = { pathname: "/blog/hello/", search: "?utm_source=mail", hash: "#comments" };

  it("leaves navigations client-side while every part has loaded", () => {
    const { loadFullyAfterChunkFailure, pageAssign } = freshPage();
    expect(loadFullyAfterChunkFailure(to)).toBe(false);
    expect(pageAssign).not.toHaveBeenCalled();
  });

  it("after a part failed to load, makes the next navigation a full load of its URL, even once the path's reload is spent", () => {
    const { loadFullyAfterChunkFailure, recover, pageAssign, pageReload } = freshPage();
    window.sessionStorage.setItem("lazy-part-reloaded-paths", '["/contact-us/"]');
    expect(recover("reload-path")).toBe(false);
    expect(pageReload).not.toHaveBeenCalled();
    expect(loadFullyAfterChunkFailure(to)).toBe(true);
    expect(pageAssign.mock.calls).toEqual([["/blog/hello/?utm_source=mail#comments"]]);
  });

  it("not for a part whose failure the page ignores (the error-reporting SDK)", () => {
    const { loadFullyAfterChunkFailure, recover, pageAssign } = freshPage();
    recover("none");
    expect(loadFullyAfterChunkFailure(to)).toBe(false);
    expect(pageAssign).not.toHaveBeenCalled();
  });
});
