import { InvalidSubmissionError, submitApplication, submitContact, submitReferral } from "./lead-submission";

describe("lead submission", () => {
  it("contact step 1 resolves with a receipt holding the cleaned values (no lead id while local)", async () => {
    await expect(
      submitContact(1, { name: " Ada Lovelace ", email: "Ada@Example.COM", company: "", message: "We need an app." }),
    ).resolves.toEqual({
      values: { name: "Ada Lovelace", email: "Ada@example.com", company: "", message: "We need an app." },
      id: null,
    });
  });

  it("contact step 2 takes step 1's receipt and resolves with the cleaned choices", async () => {
    const receipt = await submitContact(1, {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "",
      message: "We need an app.",
    });
    await expect(
      submitContact(2, { interests: ["web", "web", "ai"], budget: "not-sure", timeline: "asap" }, receipt),
    ).resolves.toEqual({ interests: ["web", "ai"], budget: "not-sure", timeline: "asap" });
    await expect(submitContact(2, { interests: [], budget: "", timeline: "asap" }, receipt)).rejects.toEqual(
      new InvalidSubmissionError({
        interests: "Please select at least one option.",
        budget: "Please select an option.",
      }),
    );
  });

  it("rejects values the form's rules would not accept", async () => {
    const attempt = submitContact(1, { name: "A", email: "nope", company: "", message: "" });
    await expect(attempt).rejects.toBeInstanceOf(InvalidSubmissionError);
    await expect(attempt).rejects.toMatchObject({
      errors: {
        name: "Too short! At least 2 characters are required.",
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
