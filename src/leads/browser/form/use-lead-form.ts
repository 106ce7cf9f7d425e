import { useCallback, useId, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import {
  type LeadBodies,
  type LeadContext,
  type LeadSubmission,
  SUBMISSIONS,
  emptyValues,
} from "../../shared/lead-forms";
import { notify } from "../../../lib/notify";
import { type SubmitResult, submitLead } from "../submit-lead";
import { useHoneypot } from "./honeypot";
import { useSchemaForm } from "./use-schema-form";

/**
 * Everything a lead form needs besides its fields: the schema form, the
 * honeypot, and `send`, which submits through submitLead and shows what went
 * wrong. Field messages from the server go under their fields (the first one,
 * in the form's order, takes focus); any other failure shows its message in
 * the inline error (`failure`, until the next attempt) and an error toast. The
 * form keeps every value either way: nothing here resets it.
 */
export function useLeadForm<T extends FieldValues, F extends LeadSubmission>(
  submission: F,
  /** The values the form starts with: every field empty unless given. */
  defaultValues: DefaultValues<T> = emptyValues(SUBMISSIONS[submission].rules) as DefaultValues<T>,
) {
  const formId = useId();
  const fields = SUBMISSIONS[submission];
  const schema = fields.rules;
  const form = useSchemaForm<T>(fields, defaultValues, formId);
  const honeypot = useHoneypot();
  const [failure, setFailure] = useState<string | null>(null);
  const { setError } = form;

  const send = useCallback(
    async (body: LeadBodies[F] & LeadContext): Promise<SubmitResult<LeadBodies[F]>> => {
      setFailure(null);
      const result = await submitLead(submission, body, {
        honeypot: honeypot.value(),
        hidden: await honeypot.hidden(),
      });
      if (result.ok) {
        honeypot.renew();
        return result;
      }
      if (result.unexpected) console.error(`Form submission failed: ${result.message}`);
      const fieldErrors = result.fieldErrors ?? {};
      const fields = Object.keys(schema).filter((name) => fieldErrors[name]);
      if (fields.length > 0) {
        fields.forEach((name, index) =>
          setError(name as Path<T>, { type: "server", message: fieldErrors[name] }, { shouldFocus: index === 0 }),
        );
      } else {
        setFailure(result.message);
        notify(result.message, "error");
      }
      return result;
    },
    [submission, schema, honeypot, setError],
  );

  return { submission, formId, form, honeypot, failure, send };
}

export type LeadFormState<T extends FieldValues> = Omit<ReturnType<typeof useLeadForm<T, LeadSubmission>>, "send">;
