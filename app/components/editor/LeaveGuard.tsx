// Warns before leaving the editor with edits that are not in a PDF yet: the browser's own prompt for a
// reload or a closed tab, and a dialog for a link inside the app (the header menu, Back).
import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";
import { ConfirmDialog } from "../profile/ConfirmDialog";

export const LEAVE_TEXT = {
  title: "Leave the editor?",
  text: "Your choices and edits are not in a PDF yet. We keep them as a draft in this tab, so you can come back to the editor and continue.",
  stay: "Stay",
  leave: "Leave",
} as const;

export function LeaveGuard({ when, allow }: { when: boolean; allow: () => boolean }) {
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (allow()) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when, allow]);
  // Blocking in-app navigation needs a data router (the app has one; a plain MemoryRouter in a test has not).
  return useContext(UNSAFE_DataRouterContext) ? <InAppGuard when={when} allow={allow} /> : null;
}

function InAppGuard({ when, allow }: { when: boolean; allow: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !allow() && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title={LEAVE_TEXT.title}
      text={LEAVE_TEXT.text}
      cancelLabel={LEAVE_TEXT.stay}
      confirmLabel={LEAVE_TEXT.leave}
      onCancel={() => blocker.reset()}
      onConfirm={() => blocker.proceed()}
    />
  );
}
