import { bodyHtml } from "./previews";

describe("a post's text in the editor's preview", () => {
  const asset = (path: string) => `blob:editor/${path}`;

  it("shows a chart as its wide picture, and pictures beside the post from the files the editor holds", () => {
    const html = bodyHtml(
      '## Flow\n\n<Chart narrow="./diagram-narrow.png">\n\n![A flow](./diagram.png)\n\n</Chart>\n\n![A photo](photo.jpg)\n\n![Elsewhere](https://example.com/x.png)',
      asset,
    );
    expect(html).toContain('<img src="blob:editor/diagram.png" alt="A flow" />');
    expect(html).toContain('<img src="blob:editor/photo.jpg" alt="A photo" />');
    expect(html).toContain('<img src="https://example.com/x.png" alt="Elsewhere" />');
    expect(html).not.toContain("Chart");
  });
});
