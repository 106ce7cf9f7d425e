import {
  APPLICATION_FORM,
  clipText,
  CONTACT_DETAILS_FORM,
  CONTACT_FORM,
  NEWSLETTER_FORM,
  REFERRAL_FORM,
  fieldRules,
  isValidEmail,
  lengthCounter,
  maskEmails,
  normalizeEmail,
  stripUnsafeText,
  validateForm,
  validateValue,
  email,
  multiselect,
  select,
  text,
} from ".";

describe("email pattern", () => {
  it.each([
    ["jane@example.com"],
    ["jane.doe@example.com"],
    ["jane+news@example.co"],
    ["j_d-99@sub.example.org"],
    ["JANE@EXAMPLE.COM"],
    ["o'connor@example.ie"],
    ["a@b.io"],
    ["first.last@mail.example-domain.com"],
    ["user@xn--bcher-kva.example"],
    ["x@example.museum"],
  ])("accepts %s", (value) => {
    expect(isValidEmail(value)).toBe(true);
    expect(validateValue(email(), value)).toBeUndefined();
  });

  it.each([
    ["jane@@example.com", "multiple @"],
    ["jane@exa@mple.com", "multiple @"],
    ["jane@example..com", "consecutive dots after the @"],
    ["jane@sub..example.com", "consecutive dots after the @"],
    ["jane..doe@example.com", "consecutive dots"],
    ["jane@exa_mple.com", "invalid domain character"],
    ["jane@exa mple.com", "space in domain"],
    ["jane@exam!ple.com", "invalid domain character"],
    ["jane@-example.com", "label starting with a hyphen"],
    ["jane@example-.com", "label ending with a hyphen"],
    ["jane@example.c", "one-letter suffix"],
    ["jane@example.c0m", "suffix with a digit"],
    ["jane@example.123", "numeric suffix"],
    ["jane@example", "no suffix"],
    ["jane@.example.com", "dot straight after the @"],
    ["jane.@example.com", "dot before the @"],
    [".jane@example.com", "leading dot"],
    ["janeexample.com", "no @"],
    ["@example.com", "no local part"],
    ["jane@", "no domain"],
    ["jane doe@example.com", "space in local part"],
  ])("rejects %s (%s)", (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(validateValue(email(), value)).toBe("Invalid email");
  });

  it("requires a value", () => {
    expect(validateValue(email(), "")).toBe("Email is required");
    expect(validateValue(email(), "   ")).toBe("Email is required");
    expect(validateValue(email(), undefined)).toBe("Email is required");
  });

  it("normalises by trimming and lower-casing the domain", () => {
    expect(normalizeEmail("  Jane.Doe@Example.COM ")).toBe("Jane.Doe@example.com");
  });
});

describe("rules and messages", () => {
  it("generic text: required, then at least 4 characters", () => {
    const rule = text(100);
    expect(validateValue(rule, "")).toBe("This is a required field.");
    expect(validateValue(rule, "abc")).toBe("Too short! At least 4 characters are required.");
    expect(validateValue(rule, " abc ")).toBe("Too short! At least 4 characters are required.");
    expect(validateValue(rule, "abcd")).toBeUndefined();
    expect(validateValue(rule, "x".repeat(101))).toBe("Too long! At most 100 characters are allowed.");
  });

  it("a shorter minimum (names) says its own number in the same words", () => {
    expect(validateValue(text(100, { minLength: 2 }), "A")).toBe("Too short! At least 2 characters are required.");
    expect(validateValue(text(100, { minLength: 2 }), "Al")).toBeUndefined();
  });

  it("optional text may be empty", () => {
    expect(validateValue(text(50, { required: false }), "")).toBeUndefined();
    expect(validateValue(text(50, { required: false }), "ab")).toBe("Too short! At least 4 characters are required.");
  });

  const options = [
    { id: 1, label: "One", value: "one" },
    { id: 2, label: "Two", value: "two" },
  ];

  it("single select: an option must be chosen", () => {
    expect(validateValue(select(options), "")).toBe("Please select an option.");
    expect(validateValue(select(options), "three")).toBe("Please select an option.");
    expect(validateValue(select(options), "two")).toBeUndefined();
  });

  it("multi-select: at least one option", () => {
    expect(validateValue(multiselect(options), [])).toBe("Please select at least one option.");
    expect(validateValue(multiselect(options), undefined)).toBe("Please select at least one option.");
    expect(validateValue(multiselect(options), ["one", "nope"])).toBe("Please select at least one option.");
    expect(validateValue(multiselect(options), ["one", "two"])).toBeUndefined();
  });

  it("gives react-hook-form the same rule", () => {
    expect(fieldRules(email()).validate("bad")).toBe("Invalid email");
    expect(fieldRules(email()).validate("ok@example.com")).toBe(true);
  });

  it("formats the max-length counter as current / max", () => {
    expect(lengthCounter(12, 500)).toBe("12 / 500");
  });
});

describe("form schemas", () => {
  it("newsletter has one field, footer_email", () => {
    expect(Object.keys(NEWSLETTER_FORM)).toEqual(["footer_email"]);
    expect(validateForm(NEWSLETTER_FORM, {}).errors).toEqual({ footer_email: "Email is required" });
  });

  it("drops unknown fields and cleans values", () => {
    const result = validateForm(CONTACT_FORM, {
      name: "  Ada Lovelace ",
      email: "Ada@Example.COM",
      message: "We need an app.",
      admin: true,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: "Ada Lovelace",
      email: "Ada@example.com",
      company: "",
      message: "We need an app.",
      callWindow: "",
      timeZone: "",
    });
  });

  it("reports every invalid field of each form", () => {
    expect(validateForm(CONTACT_DETAILS_FORM, {}).errors).toEqual({
      interests: "Please select at least one option.",
      budget: "Please select an option.",
      timeline: "Please select an option.",
    });
    expect(Object.keys(validateForm(REFERRAL_FORM, {}).errors)).toEqual([
      "yourName",
      "yourEmail",
      "referralName",
      "referralEmail",
      "referralCompany",
    ]);
    expect(validateForm(APPLICATION_FORM, {}).errors).toEqual({
      companyName: "This is a required field.",
      founderName: "This is a required field.",
      email: "Email is required",
      stage: "Please select an option.",
      sectors: "Please select at least one option.",
      pitch: "This is a required field.",
    });
  });

  it("every select option has the shared { id, label, value } shape", () => {
    for (const spec of [...Object.values(CONTACT_DETAILS_FORM), ...Object.values(APPLICATION_FORM)]) {
      if (spec.kind !== "select" && spec.kind !== "multiselect") continue;
      for (const option of spec.options) {
        expect(Object.keys(option).sort()).toEqual(["id", "label", "value"]);
        expect(typeof option.id).toBe("number");
      }
    }
  });
});

describe("unsafe characters", () => {
  it("strips control and bidi-override characters from stored text, keeping line breaks", () => {
    const { values } = validateForm(
      { message: text(1000) },
      { message: "  Hi\u0000 there\r\nline\ttwo \u202Eevil\u202C \u2066x\u2069\u0085\u007f " },
    );
    expect(values.message).toBe("Hi there\nline two evil x");
  });

  it("leaves ordinary text, accents and emoji alone", () => {
    expect(stripUnsafeText("Café ✓ 🚀 — שלום")).toBe("Café ✓ 🚀 — שלום");
  });

  it("clips text to a length without splitting an emoji", () => {
    expect(clipText("abc", 3)).toBe("abc");
    expect(clipText("abcd", 3)).toBe("abc");
    // "a" then U+1F600 as two UTF-16 units: a cut after 2 units would keep its high half alone.
    expect(clipText("a\u{1F600}b", 2)).toBe("a");
    expect(clipText("a\u{1F600}b", 3)).toBe("a\u{1F600}");
  });
});

describe("maskEmails", () => {
  it("masks every address whole, whatever characters its local part has", () => {
    expect(maskEmails("550 <jane.doe'reject@example.com>: Recipient address rejected", "<email>")).toBe(
      "550 <<email>>: Recipient address rejected",
    );
    for (const address of [
      "ada.lovelace+news@example.co.uk",
      "o'brien@example.ie",
      "a!b#c$d%e&f*g=h?i^j_k`l{m|n}o~p@example.com",
      '"jane doe"@example.com',
      "jöran@exämple.se",
      "root@localhost",
      "ada@[192.0.2.1]",
    ]) {
      expect([address, maskEmails(`to ${address}; next`, "[email]")]).toEqual([address, "to [email]; next"]);
    }
  });

  it("leaves text without an address as it is", () => {
    expect(maskEmails("ETIMEDOUT: the database did not answer within 4500 ms", "<email>")).toBe(
      "ETIMEDOUT: the database did not answer within 4500 ms",
    );
  });
});
