/** Where the privacy policy lives, and the name of the footer's control that opens the privacy dialog. */
export const PRIVACY_POLICY_PATH = "/privacy-policy/";
export const PRIVACY_CHOICES_LABEL = "Your privacy choices";
