import React, { useEffect, useRef, useState } from "react";
import { PRIVACY_MODE, type PrivacyMode } from "../../../privacy";
import * as S from "./styles";

/** GATSBY_TURNSTILE_SITE_KEY at build time; without it nothing of Turnstile is rendered or loaded. */
export const TURNSTILE_SITE_KEY = process.env.GATSBY_TURNSTILE_SITE_KEY ?? "";
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

export const TURNSTILE_TEXT = {
  ask: "Cloudflare Turnstile checks that this form is sent by a person. It loads only if you allow it; without it, your message is held for us to review before it reaches the team.",
  allow: "Allow the check",
  noScript:
    "Without JavaScript this form cannot run its check against bots: your message is held for us to review before it reaches the team.",
} as const;

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; "response-field-name"?: string }): string;
  remove(widget: string): void;
}
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

/** For tests: forget the script (they clear the page between cases). */
export function forgetTurnstileForTests(): void {
  loading = null;
}

/** Cloudflare's script, added to the page once, when the first form that needs it is shown. */
export function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Turnstile did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Cloudflare Turnstile's widget inside a lead form, with a site key only: its token goes with the
 * submission (cf-turnstile-response) and the server verifies it (src/leads/server/request/spam.ts). In opt-in
 * privacy mode, where consent applies, the script loads only once the visitor allows it here.
 */
export function TurnstileField({
  siteKey = TURNSTILE_SITE_KEY,
  mode = PRIVACY_MODE,
}: {
  siteKey?: string;
  mode?: PrivacyMode;
}) {
  const [allowed, setAllowed] = useState(mode === "opt-out");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!siteKey || !allowed) return;
    let widget: string | undefined;
    let gone = false;
    loadTurnstile().then(
      (turnstile) => {
        if (!gone && box.current) widget = turnstile.render(box.current, { sitekey: siteKey });
      },
      // Unreachable: the form still posts; the server keeps what it cannot check for review.
      () => undefined,
    );
    return () => {
      gone = true;
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey, allowed]);
  if (!siteKey) return null;
  return (
    <S.Turnstile data-turnstile="">
      <noscript>{TURNSTILE_TEXT.noScript}</noscript>
      {!allowed && (
        <>
          <p>{TURNSTILE_TEXT.ask}</p>
          <button type="button" onClick={() => setAllowed(true)}>
            {TURNSTILE_TEXT.allow}
          </button>
        </>
      )}
      {/* Turnstile's own: React leaves it empty. */}
      <div ref={box} />
    </S.Turnstile>
  );
}
