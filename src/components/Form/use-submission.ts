import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { submissionProblem } from "../../lib/form-feedback";
import { notify } from "../../lib/notify";
import type { FormSchema } from "../../lib/validation";

export type SubmissionResult<R> = { ok: true; value: R } | { ok: false };

/** The part of a form (useSchemaForm) a submission reports field messages to. */
export interface SubmissionTarget<T extends FieldValues> {
  schema: FormSchema;
  setError: UseFormSetError<T>;
}

/**
 * Runs a form's send function. Field messages from the server go under their
 * fields (the first one, in the form's order, takes focus). Any other failure
 * shows its message in the inline error (`failure`, until the next attempt)
 * and an error toast. The form keeps every value either way: nothing here
 * resets it.
 */
export function useSubmission<T extends FieldValues>({ schema, setError }: SubmissionTarget<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async <R>(send: () => Promise<R>): Promise<SubmissionResult<R>> => {
      setFailure(null);
      try {
        return { ok: true, value: await send() };
      } catch (error) {
        const problem = submissionProblem(error);
        if (problem.unexpected) console.error("Form submission failed", error);
        const fieldErrors = problem.fieldErrors ?? {};
        const fields = Object.keys(schema).filter((name) => fieldErrors[name]);
        if (fields.length > 0) {
          fields.forEach((name, index) =>
            setError(name as Path<T>, { type: "server", message: fieldErrors[name] }, { shouldFocus: index === 0 }),
          );
          return { ok: false };
        }
        setFailure(problem.message);
        notify(problem.message, "error");
        return { ok: false };
      }
    },
    [schema, setError],
  );
  return { failure, run };
}
