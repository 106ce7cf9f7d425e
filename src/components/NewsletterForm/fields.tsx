import React, { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { HoneypotField, SubmitFailure } from "../Form";
import * as S from "./styles";

interface NewsletterFieldsProps {
  placeholder: string;
  /** Absent while the form's code is still loading. */
  registration?: UseFormRegisterReturn<"footer_email">;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  error?: string;
  disabled?: boolean;
  busy?: boolean;
  /** The inline error after a failed submission. */
  failure?: string | null;
  honeypotRef?: React.Ref<HTMLInputElement>;
  /** The form's accessible name (a form landmark); null where the surrounding block already names it. */
  label?: string | null;
}

/** The newsletter form's markup: label "E-mail" above the field, the button beside it, red errors below. */
export function NewsletterFields({
  placeholder,
  registration,
  onSubmit,
  error,
  disabled = false,
  busy = false,
  failure = null,
  honeypotRef,
  label = "Newsletter",
}: NewsletterFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <S.Form noValidate onSubmit={onSubmit} aria-label={label ?? undefined}>
      <S.Label htmlFor={id}>E-mail</S.Label>
      <S.Controls>
        <S.Field>
          <S.Input
            id={id}
            type="email"
            name="footer_email"
            autoComplete="email"
            placeholder={placeholder}
            aria-invalid={error ? "true" : "false"}
            aria-describedby={error ? errorId : undefined}
            readOnly={!registration}
            {...registration}
          />
          {error ? <S.Error id={errorId}>{error}</S.Error> : null}
        </S.Field>
        <S.Submit type="submit" disabled={disabled || busy} aria-busy={busy}>
          {busy ? "Subscribing…" : "Subscribe"}
        </S.Submit>
      </S.Controls>
      <HoneypotField inputRef={honeypotRef ?? null} />
      <SubmitFailure message={failure} />
    </S.Form>
  );
}
