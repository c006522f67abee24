import { Outlet } from "react-router";
import { SessionProvider, useSession } from "../lib/session";
import { AppToaster } from "../lib/toast";
import { SessionLoading, SignInCard } from "./auth/SignInCard";
import { UserMenu } from "./auth/UserMenu";
import { Header } from "./Header";

/** The session gate: signed-out visitors see only the sign-in card, on whatever path they opened. */
export function Layout({ headerActions }: { headerActions?: React.ReactNode }) {
  return (
    <SessionProvider>
      <Gate headerActions={headerActions} />
    </SessionProvider>
  );
}

function Gate({ headerActions }: { headerActions?: React.ReactNode }) {
  const { status } = useSession();
  if (status === "loading") return <SessionLoading />;
  if (status === "signed_out") {
    return (
      <>
        <SignInCard />
        <AppToaster />
      </>
    );
  }
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header
        actions={
          <>
            {headerActions}
            <UserMenu />
          </>
        }
      />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <AppToaster />
    </>
  );
}
