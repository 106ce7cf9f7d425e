import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { type FieldSpec, type FormSchema, fieldRules } from "../../lib/validation";

/**
 * react-hook-form bound to one of the shared form schemas. A field is checked
 * when it loses focus and on submit (and, once touched, as the visitor fixes
 * it); a failed submit focuses the first invalid field.
 */
export function useSchemaForm<T extends FieldValues>(schema: FormSchema, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues,
  });
  const { errors } = form.formState;

  /** The field's rule from the schema, its registration and its current message. */
  const field = (name: Path<T>) => {
    const spec: FieldSpec | undefined = schema[name];
    if (!spec) throw new Error(`"${name}" is not a field of this form's schema`);
    const message = errors[name]?.message;
    return {
      spec,
      registration: form.register(name, fieldRules(spec)),
      error: typeof message === "string" && message ? message : undefined,
    };
  };

  return { ...form, schema, field, hasErrors: Object.keys(errors).length > 0 };
}

export type SchemaForm<T extends FieldValues> = ReturnType<typeof useSchemaForm<T>>;
