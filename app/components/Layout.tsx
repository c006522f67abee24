import { Outlet } from "react-router";
import { AppToaster } from "../lib/toast";
import { Header } from "./Header";

export function Layout({ headerActions }: { headerActions?: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header actions={headerActions} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <AppToaster />
    </>
  );
}
