import { useEffect, useId, useRef, useState } from "react";
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
  const root = useRef<HTMLElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  // An open menu closes on Escape (focus back on its button) and on a click or tap outside the header.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggleButton.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  // The toasts start below the header (its height changes when the menu opens), so they never cover it.
  useEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const set = () => document.documentElement.style.setProperty("--header-h", `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <header ref={root} className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            T
          </span>
          {PRODUCT_NAME}
        </Link>
        <button
          type="button"
          ref={toggleButton}
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
