/** The dialog's code, fetched on first open (or when the visitor points at a link that opens it). */
export const loadPrivacyDialog = () => import(/* webpackChunkName: "privacy-dialog" */ "./PrivacyDialog");
