/**
 * Lead capture as the site's pages, shell and build code use it (the server side enters through
 * ./server). What a form is (route, page, thank-you page, fields) and the contact form's stages.
 *
 * The forms themselves are not re-exported here: each form's own module
 * (browser/<Form>/index.tsx) is imported by the one page that shows it, or fetched as a chunk of its
 * own by the shell (`import()`), so a page downloads no other form's code.
 */
export { LEAD_FORMS, LEAD_PAGES, THANK_YOU_PATHS, leadForm, leadPage, type LeadFormName } from "./shared/lead-forms";
export type { ContactStage } from "./browser/ContactForm";
