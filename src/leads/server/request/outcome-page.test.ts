/**
 * @jest-environment node
 */
import { outcomeContent, renderOutcomePage } from "./outcome-page";

it("escapes everything it prints", () => {
  const html = renderOutcomePage({
    title: "<script>",
    text: `"quoted" & <b>`,
    fields: [{ label: "<i>", message: "a & b" }],
    back: `/x/"onclick="y`,
  });
  expect(html).not.toMatch(/<script>|<b>|<i>/);
  expect(html).toContain("<h1>&lt;script&gt;</h1>");
  expect(html).toContain("<p>&quot;quoted&quot; &amp; &lt;b&gt;</p>");
  expect(html).toContain('href="/x/&quot;onclick=&quot;y"');
});

it("says what the specification says for each outcome", () => {
  expect(outcomeContent("newsletter", { kind: "invalid", problems: { footer_email: "required" } }, "/")).toEqual({
    title: "Please check the form",
    text: "Nothing was sent. These fields need another look:",
    fields: [{ label: "E-mail", message: "Email is required" }],
    back: "/",
  });
  expect(outcomeContent("referral", { kind: "wait", seconds: 1 }, "/r/").text).toBe(
    "Too many submissions. Please try again in 1 second.",
  );
  expect(outcomeContent("contact", { kind: "failed" }, "/c/").text).toBe(
    "Something went wrong. Please try again later.",
  );
  expect(outcomeContent("contact", { kind: "not-found" }, "/c/").text).toBe(
    "This contact request was not found. Please start again.",
  );
});
