/** Every validation message the visitor can see, word for word from the specification. */
export const MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email",
  required: "This is a required field.",
  tooShort: "Too short! At least 4 characters are required.",
  selectRequired: "Please select an option.",
  multiSelectRequired: "Please select at least one option.",
} as const;

/** Minimum length of generic text fields. */
export const TEXT_MIN_LENGTH = 4;

/**
 * The "too short" message for a minimum: the specification's sentence for
 * generic text (4), the same sentence with the right number for shorter
 * minimums (names and company names may have 2 or 3 letters).
 */
export const tooShort = (min: number) =>
  min === TEXT_MIN_LENGTH ? MESSAGES.tooShort : `Too short! At least ${min} characters are required.`;

/** "Too long" is not in the specification; this one says the limit plainly. */
export const tooLong = (max: number) => `Too long! At most ${max} characters are allowed.`;
