// Toasts (react-hot-toast: its types success/error/loading/blank/custom are the spec's).
// App-wide: top-center, default 5 s, success 3 s, gutter 8. The profile screen uses the spec's own timings.
import toast, { Toaster, type ToastOptions } from "react-hot-toast";

export function AppToaster() {
  // Top-center, below the sticky header (its height is --header-h, kept up to date by the header).
  return (
    <Toaster
      position="top-center"
      gutter={8}
      containerStyle={{ top: "calc(var(--header-h, 0px) + 8px)" }}
      toastOptions={{ duration: 5000, success: { duration: 3000 } }}
    />
  );
}

/** Profile screen timings: blank and error 4 s, success 2 s, loading until dismissed (at most 20 shown is the library's limit). */
export const PROFILE_TOAST = {
  blank: { duration: 4000 },
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
} satisfies Record<string, ToastOptions>;

export const profileToast = {
  blank: (msg: string) => toast(msg, PROFILE_TOAST.blank),
  error: (msg: string) => toast.error(msg, PROFILE_TOAST.error),
  success: (msg: string) => toast.success(msg, PROFILE_TOAST.success),
  loading: (msg: string) => toast.loading(msg, PROFILE_TOAST.loading),
};

export { toast };
