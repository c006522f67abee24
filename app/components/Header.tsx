import { useId, useState } from "react";
import { Link, NavLink } from "react-router";
import { PRODUCT_NAME } from "../lib/product";

const LINKS = [
  { to: "/home", label: "Home" },
  { to: "/profile", label: "Profile" },
  { to: "/resumes", label: "Resumes" },
] as const;

/** Product name linking to /, and the menu; on small screens the menu collapses behind a toggle. */
export function Header({ actions }: { actions?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = () => setOpen((o) => !o);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            T
          </span>
          {PRODUCT_NAME}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={toggle}
        >
          <span className="menu-toggle__bar" />
          <span className="menu-toggle__bar" />
          <span className="menu-toggle__bar" />
        </button>
        <nav id={menuId} className={`site-nav${open ? " is-open" : ""}`} aria-label="Main">
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} onClick={toggle}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {actions ? <div className="site-nav__actions">{actions}</div> : null}
        </nav>
      </div>
    </header>
  );
}
