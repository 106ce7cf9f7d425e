import React, { useEffect, useId, useMemo, useRef } from "react";
import {
  CONSENT_ID_FIELD,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_ROUTE,
  HONEYPOT_FIELD,
  POLICY_VERSION_FIELD,
  TURNSTILE_FIELD,
} from "../../shared/lead-forms";
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from "../../shared/idempotency";
import { POLICY_VERSION, storedConsentId } from "../../../privacy";

/** How long a submit waits for the form's token, if it has not arrived yet. */
const TOKEN_WAIT_MS = 1000;
/** The hidden fields a script's submission sends besides the form's own (the names a form post sends too). */
const SENT = [FORM_TOKEN_FIELD, POLICY_VERSION_FIELD, CONSENT_ID_FIELD, TURNSTILE_FIELD];

/** The honeypot's ref and value, and the hidden fields' values at submit time. */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  const token = useRef<Promise<string> | null>(null);
  return useMemo(() => {
    const fetchToken = async () => {
      try {
        const response = await fetch(FORM_TOKEN_ROUTE, { headers: { Accept: "application/json" } });
        const answer = (await response.json()) as { token?: unknown };
        return response.ok && typeof answer.token === "string" ? answer.token : "";
      } catch {
        return ""; // Not measured: the server treats the form as sent without a script.
      }
    };
    return {
      ref,
      value: () => ref.current?.value ?? "",
      /** Fetches the signed time the form was shown, once (the time trap; src/leads/server/request/spam.ts). */
      shown(): Promise<string> {
        token.current ??= fetchToken();
        return token.current;
      },
      /**
       * A new token for the form's next submission: the server takes each token from one submission only
       * (src/leads/server/request/form-tokens.ts), and a form that stays on the page may be sent again.
       */
      renew(): void {
        token.current = fetchToken();
      },
      /** The hidden fields as the form holds them; the form token waited for (1 s at most). */
      async hidden(): Promise<Record<string, string>> {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(""), TOKEN_WAIT_MS)));
        const formToken = token.current ? await Promise.race([token.current, late]) : "";
        clearTimeout(timer);
        const form = ref.current?.form;
        const values: Record<string, string> = {};
        for (const name of SENT) {
          const input = form?.elements.namedItem(name);
          if (input instanceof HTMLInputElement && input.value) values[name] = input.value;
        }
        return formToken ? { ...values, [FORM_TOKEN_FIELD]: formToken } : values;
      },
    };
  }, []);
}

/**
 * The field only bots fill (HONEYPOT_FIELD): clipped to one pixel, hidden from
 * assistive technology, skipped by Tab and by autofill. It is labelled so the markup
 * stays valid, and the label tells anyone who does reach it what to do.
 *
 * Beside it, the form's other hidden fields, which a native post sends as they are:
 * - the idempotency key (IDEMPOTENCY_FIELD), so a natively posted form is stored once however often it
 *   is sent: empty in the server HTML (the server then derives a key from the values), filled on hydration;
 * - the privacy policy's version the page was built with (the proof of a newsletter signup's consent);
 * - this browser's consent id, when it has made a privacy choice (filled on hydration);
 * - the signed time the form was shown (FORM_TOKEN_FIELD), fetched when it appears; empty without a script.
 */
export function HoneypotField({
  inputRef,
  shown,
}: {
  inputRef: React.Ref<HTMLInputElement>;
  /** Fetches the form's token (useHoneypot's `shown`); none without it. */
  shown?: () => Promise<string>;
}) {
  const id = useId();
  // No value props: React never writes these fields, so a re-render cannot clear them.
  const keyRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (keyRef.current && !keyRef.current.value) keyRef.current.value = newIdempotencyKey();
    if (consentRef.current) consentRef.current.value = storedConsentId() ?? "";
    void shown?.().then((token) => {
      if (tokenRef.current) tokenRef.current.value = token;
    });
  }, [shown]);
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
      <input type="hidden" name={POLICY_VERSION_FIELD} defaultValue={POLICY_VERSION} />
      <input ref={consentRef} type="hidden" name={CONSENT_ID_FIELD} />
      <input ref={tokenRef} type="hidden" name={FORM_TOKEN_FIELD} />
    </div>
  );
}
