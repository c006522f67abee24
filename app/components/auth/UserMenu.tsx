import { useState } from "react";
import { useSession } from "../../lib/session";

/** The header's account corner: who is signed in, and 'Sign out'. */
export function UserMenu() {
  const { session, signOut } = useSession();
  const [pending, setPending] = useState(false);
  if (!session) return null;
  return (
    <div className="user-menu">
      <span className="user-menu__email" title={session.user.email}>
        {session.user.email}
      </span>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={pending}
        onClick={async () => {
          setPending(true);
          await signOut();
        }}
      >
        {pending ? "Signing out ..." : "Sign out"}
      </button>
    </div>
  );
}
