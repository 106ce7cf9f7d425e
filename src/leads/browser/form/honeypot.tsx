import React, { useEffect, useId, useMemo, useRef } from "react";
import { HONEYPOT_FIELD } from "../../shared/lead-forms";
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from "../../shared/idempotency";

/** A ref for the form's honeypot field, and its value at submit time. */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  return useMemo(() => ({ ref, value: () => ref.current?.value ?? "" }), []);
}

/**
 * The field only bots fill (HONEYPOT_FIELD): clipped to one pixel, hidden from
 * assistive technology, skipped by Tab and by autofill. It is labelled so the markup
 * stays valid, and the label tells anyone who does reach it what to do.
 *
 * It also holds the form's hidden idempotency key (IDEMPOTENCY_FIELD), so a
 * natively posted form is stored once however often it is sent: empty in the
 * server HTML (the server then derives a key from the values), filled with a
 * fresh key on hydration.
 */
export function HoneypotField({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const id = useId();
  // No value prop: React never writes this field's value, so a re-render cannot clear the key.
  const keyRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (keyRef.current && !keyRef.current.value) keyRef.current.value = newIdempotencyKey();
  }, []);
  return (
    <div className="visually-hidden" aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
      <input ref={keyRef} type="hidden" name={IDEMPOTENCY_FIELD} />
    </div>
  );
}
