/** The pieces every lead form is built from: the LeadForm frame, its hook, and the fields. */
export { LeadForm } from "./lead-form";
export { useLeadForm, type LeadFormState } from "./use-lead-form";
export { useSchemaForm, type SchemaForm } from "./use-schema-form";
export { HoneypotField, useHoneypot } from "./honeypot";
export { useResubmitLock } from "./use-resubmit-lock";
export {
  CallWindowField,
  CheckboxGroupField,
  SelectField,
  SubmitButton,
  SubmitFailure,
  TextAreaField,
  TextField,
} from "./fields";
export * as FormStyles from "./styles";
