/** Where the contact dialog's parts come from, for the provider (./index.tsx) and the frame (./ContactDialogFrame.tsx). */

/** The contact page: the same form, where a visitor goes when the dialog's code cannot be loaded. */
export const CONTACT_PAGE_PATH = "/contact-us/";

/** The dialog's form, a chunk of its own: fetched at a visitor's first sign of intent on a call-to-action. */
export const loadForm = () => import(/* webpackChunkName: "contact-dialog" */ "../../leads/browser/ContactDialog");
