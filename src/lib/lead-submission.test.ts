import {
  InvalidSubmissionError,
  LeadSubmissionError,
  submitApplication,
  submitContact,
  submitReferral,
} from "./lead-submission";
import { type FakeLeadApi, fakeLeadApi, fakeLeadId } from "../testing/lead-api";

let api: FakeLeadApi;
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/contact-us/");
  api = fakeLeadApi();
});
afterEach(() => api.restore());

const ada = { name: " Ada Lovelace ", email: "Ada@Example.COM", company: "", message: "We need an app." };

describe("lead submission", () => {
  it("contact step 1 posts the cleaned values with the honeypot and answers a receipt with the lead's id", async () => {
    await expect(submitContact(1, ada)).resolves.toEqual({
      values: { name: "Ada Lovelace", email: "Ada@example.com", company: "", message: "We need an app." },
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
          homepage_url: "",
        },
      },
    ]);
  });

  it("contact step 2 posts step 1's id with the cleaned choices to the same route", async () => {
    const receipt = await submitContact(1, ada);
    await expect(
      submitContact(2, { interests: ["web", "web", "ai"], budget: "not-sure", timeline: "asap" }, receipt, {
        honeypot: "",
      }),
    ).resolves.toEqual({ values: { interests: ["web", "ai"], budget: "not-sure", timeline: "asap" }, id: receipt.id });
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
    await expect(submitContact(2, { interests: [], budget: "", timeline: "asap" }, receipt)).rejects.toEqual(
      new InvalidSubmissionError({
        interests: "Please select at least one option.",
        budget: "Please select an option.",
      }),
    );
    expect(api.requests).toHaveLength(2);
  });

  it("sends what the honeypot holds", async () => {
    await submitReferral(
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

  it("rejects values the form's rules would not accept, without posting them", async () => {
    const attempt = submitContact(1, { name: "A", email: "nope", company: "", message: "" });
    await expect(attempt).rejects.toBeInstanceOf(InvalidSubmissionError);
    await expect(attempt).rejects.toMatchObject({
      errors: {
        name: "Too short! At least 2 characters are required.",
        email: "Invalid email",
        message: "This is a required field.",
      },
    });
    expect(api.requests).toEqual([]);
  });

  it("rejects with the route's answer when no lead was stored", async () => {
    api.answerNext(
      { status: 400, body: { errors: { email: "Invalid email" } } },
      { status: 500, body: { message: "Something went wrong. Please try again later." } },
      "offline",
      {
        status: 429,
        body: { message: "Too many submissions. Please try again in 30 seconds." },
        headers: { "Retry-After": "30" },
      },
    );
    const failure = (attempt: Promise<unknown>) =>
      attempt.then(
        () => null,
        (error: unknown) => (error instanceof LeadSubmissionError ? error.failure : error),
      );
    await expect(failure(submitContact(1, ada))).resolves.toEqual({
      ok: false,
      status: 400,
      errors: { email: "Invalid email" },
      message: "Something went wrong. Please try again later.",
    });
    await expect(failure(submitContact(1, ada))).resolves.toEqual({
      ok: false,
      status: 500,
      message: "Something went wrong. Please try again later.",
    });
    await expect(failure(submitContact(1, ada))).resolves.toEqual({
      ok: false,
      status: 0,
      message: "Something went wrong. Please try again later.",
    });
    await expect(failure(submitContact(1, ada))).resolves.toEqual({
      ok: false,
      status: 429,
      message: "Too many submissions. Please try again in 30 seconds.",
      retryAfterSeconds: 30,
    });
  });

  it("application and referral post to their routes with their schemas", async () => {
    await expect(
      submitApplication({
        companyName: "Acme Robotics",
        founderName: "Grace Hopper",
        email: "grace@acme.io",
        stage: "seed",
        sectors: ["fintech"],
        pitch: "We make robots that do the books.",
      }),
    ).resolves.toEqual({
      values: expect.objectContaining({ stage: "seed", sectors: ["fintech"] }),
      id: fakeLeadId(1),
    });
    await expect(
      submitReferral({
        yourName: "Alan Turing",
        yourEmail: "alan@example.com",
        referralName: "Joan Clarke",
        referralEmail: "joan@example.com",
        referralCompany: "Bletchley",
        notes: "",
      }),
    ).resolves.toEqual({ values: expect.objectContaining({ referralCompany: "Bletchley" }), id: fakeLeadId(2) });
    expect(api.requests.map((request) => request.url)).toEqual(["/api/application", "/api/referral"]);
    await expect(submitApplication({} as never)).rejects.toBeInstanceOf(InvalidSubmissionError);
  });
});
