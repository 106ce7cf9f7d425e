import { InvalidSubmissionError, submitApplication, submitContact, submitReferral } from "./lead-submission";

describe("lead submission", () => {
  it("contact step 1 resolves with cleaned values", async () => {
    await expect(
      submitContact(1, { name: " Ada Lovelace ", email: "Ada@Example.COM", company: "", message: "We need an app." }),
    ).resolves.toEqual({ name: "Ada Lovelace", email: "Ada@example.com", company: "", message: "We need an app." });
  });

  it("contact step 2 needs the step-1 email and the choices", async () => {
    await expect(
      submitContact(2, {
        email: "ada@example.com",
        interests: ["web", "web", "ai"],
        budget: "not-sure",
        timeline: "asap",
      }),
    ).resolves.toEqual({ email: "ada@example.com", interests: ["web", "ai"], budget: "not-sure", timeline: "asap" });
    await expect(
      submitContact(2, { email: "", interests: ["web"], budget: "not-sure", timeline: "asap" }),
    ).rejects.toEqual(new InvalidSubmissionError({ email: "Email is required" }));
  });

  it("rejects values the form's rules would not accept", async () => {
    const attempt = submitContact(1, { name: "A", email: "nope", company: "", message: "" });
    await expect(attempt).rejects.toBeInstanceOf(InvalidSubmissionError);
    await expect(attempt).rejects.toMatchObject({
      errors: {
        name: "Too short! At least 4 characters are required.",
        email: "Invalid email",
        message: "This is a required field.",
      },
    });
  });

  it("application and referral use their schemas", async () => {
    await expect(
      submitApplication({
        companyName: "Acme Robotics",
        founderName: "Grace Hopper",
        email: "grace@acme.io",
        stage: "seed",
        sectors: ["fintech"],
        pitch: "We make robots that do the books.",
      }),
    ).resolves.toMatchObject({ stage: "seed", sectors: ["fintech"] });
    await expect(
      submitReferral({
        yourName: "Alan Turing",
        yourEmail: "alan@example.com",
        referralName: "Joan Clarke",
        referralEmail: "joan@example.com",
        referralCompany: "Bletchley",
        notes: "",
      }),
    ).resolves.toMatchObject({ referralCompany: "Bletchley" });
    await expect(submitApplication({} as never)).rejects.toBeInstanceOf(InvalidSubmissionError);
  });
});
