import { useEffect, useLayoutEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from "react-hook-form";
import { type FieldSpec, type FormSchema, fieldRules } from "../../../lib/validation";
import type { FieldSet } from "../../shared/lead-forms";

/**
 * react-hook-form bound to a form record's fields (rules and labels): a field is checked on blur and on
 * submit (once touched, as it is fixed); a failed submit focuses the first invalid field. What the
 * visitor typed into the server's markup before hydration (`formId`) is put back right after it.
 */
export function useSchemaForm<T extends FieldValues>(
  { rules: schema, labels }: FieldSet,
  defaultValues: DefaultValues<T>,
  formId?: string,
) {
  const [typed] = useState(() => valuesTypedBeforeHydration(formId, schema));
  const form = useForm<T>({
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues,
  });
  const { errors } = form.formState;
  const { setValue } = form;
  useIsomorphicLayoutEffect(() => {
    for (const [name, value] of Object.entries(typed)) setValue(name as Path<T>, value as PathValue<T, Path<T>>);
  }, [typed, setValue]);

  /** The field's rule and label, its registration, its default value and its current message. */
  const field = (name: Path<T>) => {
    const spec: FieldSpec | undefined = schema[name];
    if (!spec) throw new Error(`"${name}" is not a field of this form's schema`);
    const message = errors[name]?.message;
    const initial: unknown = (defaultValues as Record<string, unknown>)[name];
    return {
      spec,
      label: labels[name] ?? name,
      registration: form.register(name, fieldRules(spec)),
      initial,
      error: typeof message === "string" && message ? message : undefined,
    };
  };

  return { ...form, schema, field, hasErrors: Object.keys(errors).length > 0 };
}

/** A layout effect in the browser (before paint), nothing on the server. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export type SchemaForm<T extends FieldValues> = ReturnType<typeof useSchemaForm<T>>;

/**
 * The schema's fields as they stand in the server-rendered form `formId`, when
 * there is one in the document (the first render of a hydrating form); empty
 * fields are left out. {} on the server and for forms rendered by the script.
 */
export function valuesTypedBeforeHydration(formId: string | undefined, schema: FormSchema): Record<string, unknown> {
  if (!formId || typeof document === "undefined") return {};
  const element = document.getElementById(formId);
  if (!(element instanceof HTMLFormElement)) return {};
  const data = new FormData(element);
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const sent = data.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
    if (sent.length === 0) continue;
    values[name] = spec.kind === "multiselect" ? sent : sent[0];
  }
  return values;
}
