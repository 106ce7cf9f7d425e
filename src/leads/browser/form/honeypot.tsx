import React, { useId, useMemo, useRef } from "react";
import { HONEYPOT_FIELD } from "../../shared/lead-forms";

/** A ref for the form's honeypot field, and its value at submit time. */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  return useMemo(() => ({ ref, value: () => ref.current?.value ?? "" }), []);
}

/**
 * The field only bots fill (HONEYPOT_FIELD): clipped to one pixel, hidden from
 * assistive technology, skipped by Tab and by autofill. It is labelled so the markup
 * stays valid, and the label tells anyone who does reach it what to do.
 */
export function HoneypotField({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const id = useId();
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
    </div>
  );
}
