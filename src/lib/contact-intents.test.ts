import { CONTACT_INTENTS, isContactIntent } from "./contact-intents";

describe("contact intents", () => {
  it("are known by id", () => {
    expect(CONTACT_INTENTS.every(isContactIntent)).toBe(true);
    expect(isContactIntent("demo")).toBe(false);
    expect(isContactIntent(undefined)).toBe(false);
  });
});
