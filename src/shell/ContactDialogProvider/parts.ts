/** Where the contact dialog's form comes from, for the provider (./index.tsx) and the frame (./ContactDialogFrame.tsx). */

/** The dialog's form, a chunk of its own: fetched at a visitor's first sign of intent on a call-to-action. */
export const loadForm = () => import(/* webpackChunkName: "contact-dialog" */ "../../leads/browser/ContactDialog");
