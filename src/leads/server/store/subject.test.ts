/** @jest-environment node */
import { allFields } from "../../shared/lead-forms";
import { emailHash } from "../signing";
import { type LeadStore, createFileLeadStore } from "./store";
import { EMAIL_FIELDS, PEOPLE, findSubject, senderAddress } from "./subject";
import { consentRecord, leadRecord, tempDir } from "../../../../tests/support/leads/fakes";

const config = { secret: "subject-test-secret" };

describe("the people of each form", () => {
  it("names every e-mail field of every form as one person's own address, and only the form's fields", () => {
    const declared = Object.entries(PEOPLE).flatMap(([form, people]) =>
      people.map((person): [string, string] => [form, person.address]),
    );
    expect(declared.sort()).toEqual([...EMAIL_FIELDS].sort());
    for (const [form, people] of Object.entries(PEOPLE) as Array<[keyof typeof PEOPLE, typeof PEOPLE.contact]>) {
      const fields = Object.keys(allFields(form).rules);
      // One sender per form, whose whole lead is theirs.
      expect([form, people.filter((person) => person.about === "all").length]).toEqual([form, 1]);
      for (const person of people) {
        const named = [...(person.about === "all" ? [] : person.about), ...(person.words ?? [])];
        expect([form, named.filter((name) => !fields.includes(name))]).toEqual([form, []]);
      }
    }
  });

  it("gives the sender's address of a lead", () => {
    expect(senderAddress(leadRecord({ fields: { footer_email: "ada@example.com" } }))).toBe("ada@example.com");
    expect(
      senderAddress(
        leadRecord({ form: "referral", fields: { yourEmail: "grace@example.com", referralEmail: "x@y.io" } }),
      ),
    ).toBe("grace@example.com");
  });
});

describe("findSubject", () => {
  let store: LeadStore;
  beforeEach(async () => {
    store = createFileLeadStore(await tempDir("subject-"));
  });

  it("links a consent record by the keyed hash of the person's address, whatever case it was typed in", async () => {
    const theirs = consentRecord({ kind: "newsletter", leadId: null, emailHash: emailHash(config, "Foo@Example.com") });
    const another = consentRecord({
      kind: "newsletter",
      leadId: null,
      emailHash: emailHash(config, "bar@example.com"),
    });
    const otherKey = consentRecord({
      kind: "newsletter",
      leadId: null,
      emailHash: emailHash({ secret: "another-secret" }, "foo@example.com"),
    });
    for (const record of [theirs, another, otherKey]) await store.recordConsent(record);
    const found = await findSubject(store, "foo@example.com", config);
    expect(found.consents).toEqual([theirs]);
    expect(found.notIncluded).toEqual([]);
  });

  it("reads a free-text mention only as the whole address, never inside a longer one", async () => {
    const contact = (message: string) =>
      leadRecord({ form: "contact", fields: { name: "Bo", email: "bo@example.com", company: "", message } });
    const mentions = contact("Please copy Foo@Example.com on this.");
    const longer = contact("Write to barfoo@example.com or foo@example.community.");
    for (const lead of [mentions, longer]) await store.create(lead);
    const found = await findSubject(store, "foo@example.com", config);
    expect(found.leads).toEqual([]);
    expect(found.notIncluded.map((match) => [match.id, match.why])).toEqual([
      [mentions.id, "its message field mentions the address"],
    ]);
  });
});
