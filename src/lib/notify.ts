/**
 * Toasts: the product's one way to show a short message. notify() is the
 * helper the site calls (it also asks for the toast area, which is loaded on
 * first use: see components/Toasts, which carries the library defaults per type).
 */
import { toast, type ToastOptions, type ToastPosition } from "react-hot-toast";
import { toasterDemand } from "./toaster-demand";

export type NotifyType = "blank" | "error" | "success" | "loading" | "custom";

/** How long each type stays when raised without a duration; loading stays until dismissed. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
} as const satisfies Record<NotifyType, number>;

export const TOAST_LIMIT = 20;
export const NOTIFY_DEFAULT_DURATION = 4000;
export const NOTIFY_POSITION: ToastPosition = "bottom-center";

/**
 * Shows `message` as a toast of `type` at the bottom centre for 4000 ms (a
 * loading toast stays until dismissed). Returns the toast id, for dismiss().
 */
export function notify(
  message: string,
  type: NotifyType = "blank",
  options: Pick<ToastOptions, "duration" | "id"> = {},
): string {
  const settings: ToastOptions = {
    position: NOTIFY_POSITION,
    duration: type === "loading" ? TOAST_DURATIONS.loading : NOTIFY_DEFAULT_DURATION,
    ...options,
  };
  toasterDemand.request();
  switch (type) {
    case "error":
      return toast.error(message, settings);
    case "success":
      return toast.success(message, settings);
    case "loading":
      return toast.loading(message, settings);
    case "custom":
      return toast.custom(message, settings);
    default:
      return toast(message, settings);
  }
}

export function dismissNotification(id?: string): void {
  toast.dismiss(id);
}
