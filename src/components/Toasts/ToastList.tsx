import React from "react";
import { resolveValue, toast as toaster, useToaster, type Toast, type ToastPosition } from "react-hot-toast";
import { NOTIFY_POSITION, TOAST_DURATIONS } from "../../lib/notify";
import * as S from "./styles";

/** Library defaults per type, as the specification lists them. */
const TOAST_OPTIONS = {
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
  custom: { duration: TOAST_DURATIONS.custom },
};

const ICONS: Record<Toast["type"], string> = {
  blank: "i",
  error: "!",
  success: "✓",
  loading: "",
  custom: "i",
};

/**
 * The toasts: react-hot-toast's store, drawn with the site's theme. Hovering
 * them pauses every timer; each toast has a close button.
 */
export default function ToastList() {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  if (toasts.length === 0) return null;

  const byPosition = new Map<ToastPosition, Toast[]>();
  for (const item of toasts) {
    const position = item.position ?? NOTIFY_POSITION;
    byPosition.set(position, [...(byPosition.get(position) ?? []), item]);
  }

  return (
    <>
      {[...byPosition].map(([position, items]) => (
        <S.Region
          key={position}
          $position={position}
          data-toast-region={position}
          onMouseEnter={handlers.startPause}
          onMouseLeave={handlers.endPause}
        >
          {items.map((item) => (
            <S.Toast
              key={item.id}
              $type={item.type}
              $visible={item.visible}
              data-toast-type={item.type}
              data-visible={item.visible}
              className={item.className}
              style={item.style}
              {...item.ariaProps}
            >
              {item.type === "loading" ? (
                <S.Spinner aria-hidden="true" />
              ) : (
                <S.Icon $type={item.type} aria-hidden="true">
                  {item.icon ?? ICONS[item.type]}
                </S.Icon>
              )}
              <S.Message>{resolveValue(item.message, item)}</S.Message>
              <S.Close type="button" onClick={() => toaster.dismiss(item.id)}>
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <span className="visually-hidden">Close notification</span>
              </S.Close>
            </S.Toast>
          ))}
        </S.Region>
      ))}
    </>
  );
}
