/** Analytics event names, exactly as the specification lists them. */
export const EVENTS = {
  contactSubmit: "contact_us_submit",
  contactSubmitStep2: "contact_us_submit_2",
  interestsSet: "interests_set",
  newsletterSignup: "newsletter_signup",
  referralEnrollment: "referral_program_enrollment",
  contactFormOpened: "contact_form_opened",
  contactFormClosed: "contact_form_closed",
  joinedCtaCohort: "user_joined_cta_cohort",
  leftCtaCohort: "user_left_cta_cohort",
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
