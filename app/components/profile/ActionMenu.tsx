// A menu button (the WAI-ARIA menu button pattern): the button opens a list of actions; arrow keys move
// between them, Enter or Space runs one, Escape closes and returns focus to the button. The same button is
// the drag handle of what it moves (entries, lines), so a mouse can drag it and a keyboard can use the menu.
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export function ActionMenu({
  label,
  items,
  icon,
  disabled,
  onDragStart,
  onDragEnd,
  className,
}: {
  label: string;
  items: readonly MenuItem[];
  icon: ReactNode;
  disabled?: boolean;
  onDragStart?: (e: DragEvent<HTMLButtonElement>) => void;
  onDragEnd?: () => void;
  className?: string;
}) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const enabled = items.map((it, i) => (it.disabled ? -1 : i)).filter((i) => i >= 0);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", away);
    return () => document.removeEventListener("mousedown", away);
  }, [open]);

  const show = (at: "first" | "last") => {
    if (enabled.length === 0) return;
    setActive(at === "first" ? enabled[0]! : enabled[enabled.length - 1]!);
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const step = (by: 1 | -1) => {
    const pos = enabled.indexOf(active);
    setActive(enabled[(pos + by + enabled.length) % enabled.length]!);
  };

  const onMenuKey = (e: React.KeyboardEvent) => {
    switch (e.key) {
      case "ArrowDown":
        step(1);
        break;
      case "ArrowUp":
        step(-1);
        break;
      case "Home":
        setActive(enabled[0]!);
        break;
      case "End":
        setActive(enabled[enabled.length - 1]!);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        close(false);
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className={`menu-wrap ${className ?? ""}`}>
      <button
        ref={button}
        type="button"
        className="icon-btn icon-btn--grip"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        draggable={!disabled && onDragStart !== undefined}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onClick={() => (open ? close() : show("first"))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            show(e.key === "ArrowDown" ? "first" : "last");
          }
        }}
      >
        {icon}
      </button>
      {open ? (
        <div ref={menu} id={menuId} className="menu" role="menu" aria-label={label} onKeyDown={onMenuKey} tabIndex={-1}>
          {items.map((it, i) => (
            <button
              key={it.label}
              type="button"
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              disabled={it.disabled}
              onClick={() => {
                close();
                it.onSelect();
              }}
            >
              {it.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
