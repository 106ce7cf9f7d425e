import React, { useEffect, useId, useState } from "react";
import { useWatch, type Control, type FieldValues, type Path, type PathValue } from "react-hook-form";
import { CALL_WINDOW_FIELD, TIME_ZONE_FIELD, callWindowOptions, lengthCounter } from "../../../lib/validation";
import { afterNextPaint, useClientRendered } from "../../../islands";
import { Button } from "../../../components/Button";
import { InlineError } from "../../../components/InlineError";
import { SUBMIT_FAILURE } from "../submit-lead";
import type { SchemaForm } from "./use-schema-form";
import * as S from "./styles";

/** A field of the form's record: its label and rule come from there (src/leads/shared/lead-forms.ts). */
interface FieldProps<T extends FieldValues> {
  form: SchemaForm<T>;
  name: Path<T>;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

/**
 * A field's label, its control, and under it the red message (space is kept for it, so nothing jumps
 * when it appears) and any other help.
 */
function FieldFrame({
  id,
  label,
  optional,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  optional: boolean;
  error?: string;
  help?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <S.Field>
      <S.Label htmlFor={id}>
        {label}
        {optional ? <S.Optional> (optional)</S.Optional> : null}
      </S.Label>
      {children}
      <S.Help>
        {error ? <S.ErrorText id={`${id}-error`}>{error}</S.ErrorText> : null}
        {help}
      </S.Help>
    </S.Field>
  );
}

export function TextField<T extends FieldValues>({
  form,
  name,
  type = "text",
  autoComplete,
  placeholder,
}: FieldProps<T> & { type?: "text" | "email"; autoComplete?: string; placeholder?: string }) {
  const id = useId();
  const { spec, label, registration, error } = form.field(name);
  return (
    <FieldFrame id={id} label={label} optional={spec.kind === "text" && !spec.required} error={error}>
      <S.Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={describedBy(error && `${id}-error`)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** The max-length helper: "current / max" under a field, red once past the limit. */
export function MaxLengthCounter<T extends FieldValues>({
  control,
  name,
  max,
  id,
}: {
  control: Control<T>;
  name: Path<T>;
  max: number;
  id?: string;
}) {
  const value: unknown = useWatch({ control, name });
  const length = typeof value === "string" ? value.length : 0;
  return (
    <S.Counter id={id} $over={length > max}>
      {lengthCounter(length, max)}
    </S.Counter>
  );
}

/** A multi-line text field with the max-length counter (the limit comes from the schema). */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  placeholder,
  rows = 6,
}: FieldProps<T> & { placeholder?: string; rows?: number }) {
  const id = useId();
  const { spec, label, registration, error } = form.field(name);
  if (spec.kind !== "text") throw new Error(`"${name}" is not a text field`);
  const counterId = `${id}-counter`;
  const counter = <MaxLengthCounter control={form.control} name={name} max={spec.maxLength} id={counterId} />;
  return (
    <FieldFrame id={id} label={label} optional={!spec.required} error={error} help={counter}>
      <S.TextArea
        id={id}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={describedBy(error && `${id}-error`, counterId)}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A single select; its options come from the schema. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  placeholder = "Select an option",
}: FieldProps<T> & { placeholder?: string }) {
  const id = useId();
  const { spec, label, registration, initial, error } = form.field(name);
  if (spec.kind !== "select") throw new Error(`"${name}" is not a select field`);
  return (
    <FieldFrame id={id} label={label} optional={false} error={error}>
      {/* The server markup selects the placeholder (a disabled option, so a form post without a choice sends none). */}
      <S.Select
        id={id}
        defaultValue={typeof initial === "string" ? initial : ""}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={describedBy(error && `${id}-error`)}
        {...registration}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {spec.options.map((option) => (
          <option key={option.id} value={option.value}>
            {option.label}
          </option>
        ))}
      </S.Select>
    </FieldFrame>
  );
}

/** A multi-select as a group of checkboxes; its options come from the schema. */
export function CheckboxGroupField<T extends FieldValues>({ form, name }: FieldProps<T>) {
  const id = useId();
  const { spec, label, registration, error } = form.field(name);
  if (spec.kind !== "multiselect") throw new Error(`"${name}" is not a multi-select field`);
  const errorId = `${id}-error`;
  return (
    <S.Fieldset aria-describedby={describedBy(error && errorId)}>
      <legend>{label}</legend>
      <S.Choices $invalid={Boolean(error)}>
        {spec.options.map((option) => (
          <label key={option.id}>
            <input type="checkbox" value={option.value} aria-invalid={error ? "true" : "false"} {...registration} />
            {option.label}
          </label>
        ))}
      </S.Choices>
      <S.Help>{error ? <S.ErrorText id={errorId}>{error}</S.ErrorText> : null}</S.Help>
    </S.Fieldset>
  );
}

/**
 * The submit button of a multi-field form: disabled while the form is being
 * sent. While fields are invalid it stays clickable, and a click shows every
 * message and focuses the first invalid field (handleSubmit does not send).
 * A button that disabled itself on the first blur error would swallow that
 * click, leaving the other fields' messages unseen.
 */
export function SubmitButton({
  children,
  busy,
  busyLabel = "Sending…",
}: {
  children: React.ReactNode;
  busy: boolean;
  busyLabel?: string;
}) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The inline error after a failed submission (empty code, then the message), or nothing. */
export function SubmitFailure({ message }: { message: string | null | undefined }) {
  return message ? <InlineError code={SUBMIT_FAILURE.code} message={message} /> : null;
}

/** The time zone the browser is set to, or null where it says none. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The browser's time zone once the part is on the screen: null in its first render (the server's, hydration's
 * or a client render's), then read in a task after the next paint. A page's first `Intl.DateTimeFormat` loads the
 * runtime's locale data (about 150 ms at 4× CPU on a phone): in the first render it held the contact dialog's first
 * field back by that much after a tap (docs/visitor-speed.md).
 */
function useBrowserTimeZone(): string | null {
  const clientRendered = useClientRendered();
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    if (!clientRendered) return undefined;
    let current = true;
    afterNextPaint(() => {
      if (current) setZone(browserTimeZone());
    });
    return () => {
      current = false;
    };
  }, [clientRendered]);
  return zone;
}

/**
 * "When may we call you?" (src/lib/validation/call-window.ts): a few half-day windows over the next business
 * days, or none. The server's markup names them relative to the day the form is sent, in the agency's time;
 * once the page runs (from the frame after the form is drawn) they are dated in the visitor's own time zone,
 * which the form then sends with them; the windows' values are the same in both. It says what the choice is: a
 * window for a call, not a booking.
 */
export function CallWindowField<T extends FieldValues>({ form }: { form: SchemaForm<T> }) {
  const id = useId();
  const zone = useBrowserTimeZone();
  const { spec, label, registration, error } = form.field(CALL_WINDOW_FIELD as Path<T>);
  if (spec.kind !== "select") throw new Error(`"${CALL_WINDOW_FIELD}" is not a select field`);
  const options = zone ? callWindowOptions(zone, new Date()) : spec.options;
  const { setValue } = form;
  useEffect(() => {
    if (zone) setValue(TIME_ZONE_FIELD as Path<T>, zone as PathValue<T, Path<T>>);
  }, [zone, setValue]);
  const helpId = `${id}-help`;
  return (
    <FieldFrame id={id} label={label} optional={true} error={error}>
      <S.Select
        id={id}
        defaultValue=""
        aria-invalid={error ? "true" : "false"}
        aria-describedby={describedBy(error && `${id}-error`, helpId)}
        {...registration}
      >
        <option value="">No call, just e-mail</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </S.Select>
      <input type="hidden" {...form.register(TIME_ZONE_FIELD as Path<T>)} />
      <S.Note id={helpId}>
        {zone ? `Times in your time zone (${zone}). ` : ""}
        We call you in that window, or write to agree on another: it is not a booking.
      </S.Note>
    </FieldFrame>
  );
}
