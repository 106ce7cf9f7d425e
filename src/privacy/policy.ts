/** Where a visitor learns how to choose: the footer's link without JavaScript, and where the dialog's recovery goes. */
export const PRIVACY_POLICY_PATH = "/privacy-policy/";

/** The footer's control that opens the privacy dialog. */
export const PRIVACY_CHOICES_LABEL = "Your privacy choices";
