import { LEAD_FORMS, THANK_YOU_PATHS, allFields, leadForm, newsletterSource } from "./lead-forms";

describe("newsletter", () => {
  it.each([
    ["/blog/", "blog_post"],
    ["/blog/how-to-build-an-mvp/", "blog_post"],
    ["/blog", "footer"],
    ["/", "footer"],
    ["/services/web-development/", "footer"],
    ["/blogging-tips/", "footer"],
  ])("source of a signup on %s is %s", (path, source) => {
    expect(newsletterSource(path)).toBe(source);
  });
});

it("every page the forms land on is a page of its own with a trailing slash: a thank-you page per form, and the newsletter's confirmation pages", () => {
  expect(new Set(THANK_YOU_PATHS).size).toBe(THANK_YOU_PATHS.length);
  expect(THANK_YOU_PATHS.filter((page) => /^\/([a-z-]+\/)+thank-you\/$/.test(page))).toHaveLength(LEAD_FORMS.length);
  expect(THANK_YOU_PATHS.filter((page) => page.startsWith("/newsletter/")).sort()).toEqual([
    "/newsletter/confirm/",
    "/newsletter/link-expired/",
    "/newsletter/link-invalid/",
    "/newsletter/thank-you/",
  ]);
});

it.each(LEAD_FORMS)("the %s record labels every field it has a rule for, and routes to /api/<form>", (form) => {
  const { rules, labels } = allFields(form);
  expect(Object.keys(labels).sort()).toEqual(Object.keys(rules).sort());
  for (const label of Object.values(labels)) expect(label).toMatch(/^\S.*\S$/);
  expect(leadForm(form).route).toBe(`/api/${form}`);
  expect(leadForm(form).page).toMatch(/^\/([a-z-]+\/)*$/);
});
