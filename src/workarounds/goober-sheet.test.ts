import { installGooberSheet } from "./goober-sheet";

class FakeSheet {
  text = "";
  replaceSync(value: string) {
    this.text = value;
  }
}

function fakeWindow(withAdopted = true) {
  const doc = { head: {}, ...(withAdopted ? { adoptedStyleSheets: [] as unknown[] } : {}) };
  return { document: doc, CSSStyleSheet: FakeSheet } as unknown as Window;
}

describe("goober's styles through a constructed stylesheet", () => {
  it("hands goober a target whose text goes into an adopted sheet", () => {
    const win = fakeWindow();
    const sheet = installGooberSheet(win) as unknown as FakeSheet;
    expect(win.document.adoptedStyleSheets).toEqual([sheet]);
    const target = win._goober as { parentNode: unknown; firstChild: { data: string } };
    expect(target.parentNode).toBe(win.document.head);
    // What goober does with it: append rules to firstChild.data.
    target.firstChild.data += ".go1{color:red}";
    target.firstChild.data += ".go2{margin:0}";
    expect(sheet.text).toBe(".go1{color:red}.go2{margin:0}");
  });

  it("leaves goober alone where stylesheets cannot be constructed, or when it already has its element", () => {
    expect(installGooberSheet(fakeWindow(false))).toBeNull();
    const win = fakeWindow();
    installGooberSheet(win);
    expect(installGooberSheet(win)).toBeNull();
  });
});
