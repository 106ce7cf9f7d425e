/**
 * @jest-environment node
 */
import { parseLeadMeta } from "./lead-meta";

it("keeps a known-shaped source, a site path and a campaign", () => {
  expect(
    parseLeadMeta({
      source: "blog_post",
      page: " /blog/post/ ",
      campaign: { source: " newsletter\n", medium: "email", name: "x".repeat(300), term: 5, extra: "dropped" },
    }),
  ).toEqual({
    source: "blog_post",
    page: "/blog/post/",
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
  // It goes into the confirmation e-mail: no words of the sender's choosing, no query, no address elsewhere.
  [{ page: "/ - ACTION REQUIRED: verify at https://evil.example/verify" }],
  [{ page: "/blog/post/?utm_source=x" }],
  [{ page: "/a/../../b" + "\u{1F600}" }],
  [{ page: "/a b" }],
  [{ campaign: ["x"] }],
  [{ campaign: { source: "  " } }],
  [{}],
])("drops what does not fit: %j", (input) => {
  expect(parseLeadMeta(input)).toEqual({ source: null, page: null, campaign: null });
});

it("drops a page address with %-escapes, or longer than any page's (300 characters)", () => {
  expect(parseLeadMeta({ page: "/%2F%2Fevil.example/" }).page).toBeNull();
  expect(parseLeadMeta({ page: `/${"a".repeat(299)}` }).page).toHaveLength(300);
  expect(parseLeadMeta({ page: `/${"a".repeat(300)}` }).page).toBeNull();
});

it("cuts a campaign value to 200 characters without splitting an emoji, which PostgreSQL would refuse", () => {
  const { campaign } = parseLeadMeta({
    campaign: { name: `${"x".repeat(199)}\u{1F600}`, source: "\u{1F600}".repeat(150) },
  });
  expect(campaign?.name).toBe("x".repeat(199));
  expect(campaign?.source).toBe("\u{1F600}".repeat(100));
});
