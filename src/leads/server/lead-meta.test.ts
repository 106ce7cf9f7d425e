/**
 * @jest-environment node
 */
import { parseLeadMeta } from "./lead-meta";

it("keeps a known-shaped source, a site path and a campaign", () => {
  expect(
    parseLeadMeta({
      source: "blog_post",
      page: " /blog/post/?utm_source=x ",
      campaign: { source: " newsletter\n", medium: "email", name: "x".repeat(300), term: 5, extra: "dropped" },
    }),
  ).toEqual({
    source: "blog_post",
    page: "/blog/post/?utm_source=x",
    campaign: {
      id: null,
      medium: "email",
      name: "x".repeat(200),
      source: "newsletter",
      term: null,
      content: null,
      gclid: null,
    },
  });
});

it.each([
  [{ source: "Footer!" }],
  [{ page: "https://evil.example/" }],
  [{ page: "//evil.example/" }],
  [{ page: "/a\u0000b" }],
  [{ campaign: ["x"] }],
  [{ campaign: { source: "  " } }],
  [{}],
])("drops what does not fit: %j", (input) => {
  expect(parseLeadMeta(input)).toEqual({ source: null, page: null, campaign: null });
});

it("cuts a long page path to 300 characters", () => {
  expect(parseLeadMeta({ page: `/${"a".repeat(400)}` }).page).toHaveLength(300);
});
