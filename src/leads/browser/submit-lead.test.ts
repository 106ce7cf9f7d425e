import { submitLead } from "./submit-lead";
import { type FakeLeadApi, fakeLeadApi, fakeLeadId } from "../../testing/lead-api";

let api: FakeLeadApi;
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/contact-us/");
  api = fakeLeadApi();
});
afterEach(() => api.restore());

const CALL_BACK = { callWindow: "", timeZone: "" };
const ada = { name: " Ada Lovelace ", email: "Ada@Example.COM", company: "", message: "We need an app.", ...CALL_BACK };
const FAILURE = "Something went wrong. Please try again later.";

describe("submitLead", () => {
  it("contact step 1 posts the cleaned values with the honeypot and answers the lead's id", async () => {
    await expect(submitLead("contact", ada)).resolves.toEqual({
      ok: true,
      confirm: false,
      values: { name: "Ada Lovelace", email: "Ada@example.com", company: "", message: "We need an app.", ...CALL_BACK },
      id: fakeLeadId(1),
    });
    expect(api.requests).toEqual([
      {
        url: "/api/contact",
        method: "POST",
        body: {
          page: "/contact-us/",
          name: "Ada Lovelace",
          email: "Ada@example.com",
          company: "",
          message: "We need an app.",
          ...CALL_BACK,
          homepage_url: "",
        },
      },
    ]);
  });

  it("contact step 2 posts step 1's id with the cleaned choices to the same route", async () => {
    const first = await submitLead("contact", ada);
    if (!first.ok) throw new Error("step 1 failed");
    await expect(
      submitLead(
        "contact-details",
        { id: first.id, interests: ["web", "web", "ai"], budget: "not-sure", timeline: "asap" },
        { honeypot: "" },
      ),
    ).resolves.toEqual({
      ok: true,
      confirm: false,
      values: { id: first.id, interests: ["web", "ai"], budget: "not-sure", timeline: "asap" },
      id: first.id,
    });
    expect(api.requests[1]).toEqual({
      url: "/api/contact",
      method: "POST",
      body: {
        page: "/contact-us/",
        id: fakeLeadId(1),
        interests: ["web", "ai"],
        budget: "not-sure",
        timeline: "asap",
        homepage_url: "",
      },
    });
    await expect(
      submitLead("contact-details", { id: first.id, interests: [], budget: "", timeline: "asap" }),
    ).resolves.toEqual({
      ok: false,
      fieldErrors: { interests: "Please select at least one option.", budget: "Please select an option." },
      message: FAILURE,
      unexpected: true,
    });
    expect(api.requests).toHaveLength(2);
  });

  it("sends what the honeypot holds", async () => {
    await submitLead(
      "referral",
      {
        yourName: "Alan Turing",
        yourEmail: "alan@example.com",
        referralName: "Joan Clarke",
        referralEmail: "joan@example.com",
        referralCompany: "Bletchley",
        notes: "",
      },
      { honeypot: "https://spam.example" },
    );
    expect(api.requests[0].body).toMatchObject({ homepage_url: "https://spam.example" });
  });

  it("answers values the form's rules would not accept with their messages, without posting them", async () => {
    await expect(
      submitLead("contact", { name: "A", email: "nope", company: "", message: "", ...CALL_BACK }),
    ).resolves.toEqual({
      ok: false,
      fieldErrors: {
        name: "Too short! At least 2 characters are required.",
        email: "Invalid email",
        message: "This is a required field.",
      },
      message: FAILURE,
      unexpected: true,
    });
    expect(api.requests).toEqual([]);
  });

  it("answers what the visitor should see when no lead was stored", async () => {
    api.answerNext(
      { status: 400, body: { errors: { email: "Invalid email" } } },
      { status: 500, body: { message: FAILURE } },
      "offline",
      {
        status: 429,
        body: { message: "Too many submissions. Please try again in 30 seconds." },
        headers: { "Retry-After": "30" },
      },
    );
    await expect(submitLead("contact", ada)).resolves.toEqual({
      ok: false,
      fieldErrors: { email: "Invalid email" },
      message: FAILURE,
      unexpected: false,
    });
    await expect(submitLead("contact", ada)).resolves.toEqual({
      ok: false,
      fieldErrors: null,
      message: FAILURE,
      unexpected: true,
    });
    await expect(submitLead("contact", ada)).resolves.toEqual({
      ok: false,
      fieldErrors: null,
      message: FAILURE,
      unexpected: true,
    });
    await expect(submitLead("contact", ada)).resolves.toEqual({
      ok: false,
      fieldErrors: null,
      message: "Too many submissions. Please try again in 30 seconds.",
      unexpected: false,
    });
  });

  it("application and referral post to their routes with their schemas", async () => {
    await expect(
      submitLead("application", {
        companyName: "Acme Robotics",
        founderName: "Grace Hopper",
        email: "grace@acme.io",
        stage: "seed",
        sectors: ["fintech"],
        pitch: "We make robots that do the books.",
      }),
    ).resolves.toEqual({
      ok: true,
      confirm: false,
      values: expect.objectContaining({ stage: "seed", sectors: ["fintech"] }),
      id: fakeLeadId(1),
    });
    await expect(
      submitLead("referral", {
        yourName: "Alan Turing",
        yourEmail: "alan@example.com",
        referralName: "Joan Clarke",
        referralEmail: "joan@example.com",
        referralCompany: "Bletchley",
        notes: "",
      }),
    ).resolves.toEqual({
      ok: true,
      confirm: false,
      values: expect.objectContaining({ referralCompany: "Bletchley" }),
      id: fakeLeadId(2),
    });
    expect(api.requests.map((request) => request.url)).toEqual(["/api/application", "/api/referral"]);
    await expect(submitLead("application", {} as never)).resolves.toMatchObject({ ok: false, unexpected: true });
  });

  it("newsletter: posts the cleaned address and its source to /api/newsletter and answers the stored signup", async () => {
    window.history.replaceState(null, "", "/blog/hello/");
    await expect(
      submitLead("newsletter", { footer_email: "  Jane@Example.COM ", source: "blog_post" }),
    ).resolves.toEqual({
      ok: true,
      confirm: false,
      values: { footer_email: "Jane@example.com", source: "blog_post" },
      id: fakeLeadId(1),
    });
    expect(api.requests).toEqual([
      {
        url: "/api/newsletter",
        method: "POST",
        body: { page: "/blog/hello/", footer_email: "Jane@example.com", source: "blog_post", homepage_url: "" },
      },
    ]);
  });

  it("newsletter: answers the failure when the signup was not stored", async () => {
    api.answerNext({ status: 503, body: { message: "Service Unavailable" } });
    await expect(
      submitLead("newsletter", { footer_email: "jane@example.com", source: "footer" }, { honeypot: "" }),
    ).resolves.toEqual({
      ok: false,
      fieldErrors: null,
      message: FAILURE,
      unexpected: true,
    });
  });
});
