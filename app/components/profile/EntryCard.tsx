// One entry section (Work Experience, Education, Projects): the list card with its edit forms, plus the moves
// that repair a parsed profile. Entries reorder by dragging their handle or from its menu; a line moves by dragging it onto another line, into another entry or onto a field slot, or from its
// menu ("Move or use as…"). Each move is one saved step that the page's Undo reverses.
import { useCallback, useEffect, useState } from "react";
import type { ReviewMark, StoredRecord } from "../../../worker/shapes/resume";
import { ActionMenu } from "./ActionMenu";
import { type Entry, type EntryDraft, type EntryKind, fieldText, fromDraft, linesOf, toDraft } from "./entries";
import { GripIcon } from "./icons";
import { Field, type ListChange, ListCard } from "./ListCard";
import { MoveLineDialog } from "./MoveLineDialog";
import { type LineAt, type LineTarget, type MoveResult, moveEntry, moveLine } from "./moves";

export type RunMove = (change: (r: StoredRecord) => MoveResult | null) => Promise<boolean>;

type Drag = { type: "entry"; from: number } | { type: "line"; at: LineAt };
type Pos = "before" | "after";

const short = (t: string) => (t.length > 48 ? `${t.slice(0, 45).trimEnd()}…` : t);
const half = (e: React.DragEvent): Pos => {
  const r = e.currentTarget.getBoundingClientRect();
  return e.clientY < r.top + r.height / 2 ? "before" : "after";
};

export function EntryCard({
  kind,
  items,
  marks,
  notice,
  onSave,
  onMove,
}: {
  kind: EntryKind;
  items: readonly Entry[];
  marks: readonly ReviewMark[];
  notice?: React.ReactNode;
  onSave: (items: Entry[], change: ListChange) => Promise<boolean>;
  onMove: RunMove;
}) {
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [dialog, setDialog] = useState<LineAt | null>(null);
  const [focusGrip, setFocusGrip] = useState<string | null>(null);
  const locked = editing || moving;

  useEffect(() => {
    if (!focusGrip) return;
    document.querySelector<HTMLElement>(`[data-grip="${focusGrip}"] button`)?.focus();
    setFocusGrip(null);
  }, [focusGrip]);

  const run = async (change: (r: StoredRecord) => MoveResult | null, focusAfter?: string) => {
    setDrag(null);
    setOver(null);
    setMoving(true);
    const ok = await onMove(change);
    setMoving(false);
    if (ok && focusAfter) setFocusGrip(focusAfter);
    // A moved line's handle is gone from where the focus was: keep keyboard users in reach of Undo.
    else if (ok)
      requestAnimationFrame(() => {
        const at = document.activeElement;
        if (!at || at === document.body || !at.isConnected) document.querySelector<HTMLElement>(".undo-bar button")?.focus();
      });
  };
  const reorder = (from: number, to: number) => void run((r) => moveEntry(r, kind.key, from, to), `${kind.key}-entry-${to}`);
  const sendLine = (at: LineAt, target: LineTarget) => void run((r) => moveLine(r, kind.key, at, target));

  const onEditingChange = useCallback((on: boolean) => setEditing(on), []);
  const endDrag = () => {
    setDrag(null);
    setOver(null);
  };

  const entryDrop = (i: number): React.LiHTMLAttributes<HTMLLIElement> => ({
    className: over?.startsWith(`entry-${i}-`) ? `entry--drop-${over.split("-")[2]}` : over === `lines-${i}` ? "entry--drop-into" : "",
    onDragOver: (e) => {
      if (!drag) return;
      e.preventDefault();
      setOver(drag.type === "entry" ? `entry-${i}-${half(e)}` : `lines-${i}`);
    },
    onDragLeave: (e) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(null);
    },
    onDrop: (e) => {
      e.preventDefault();
      if (drag?.type === "entry") {
        const to = half(e) === "before" ? i : i + 1;
        const dest = drag.from < to ? to - 1 : to;
        if (dest !== drag.from) reorder(drag.from, dest);
        else endDrag();
      } else if (drag?.type === "line") sendLine(drag.at, { entry: i });
    },
  });

  const lineDrop = (i: number, j: number): React.LiHTMLAttributes<HTMLLIElement> => ({
    className: over === `line-${i}-${j}-before` ? "line--drop-before" : over === `line-${i}-${j}-after` ? "line--drop-after" : undefined,
    onDragOver: (e) => {
      if (drag?.type !== "line") return;
      e.preventDefault();
      e.stopPropagation();
      setOver(`line-${i}-${j}-${half(e)}`);
    },
    onDrop: (e) => {
      if (drag?.type !== "line") return;
      e.preventDefault();
      e.stopPropagation();
      let index = half(e) === "before" ? j : j + 1;
      if (drag.at.entry === i && drag.at.line < index) index -= 1;
      if (drag.at.entry === i && drag.at.line === index) return endDrag();
      sendLine(drag.at, { entry: i, index });
    },
  });

  const fieldDrop = (i: number, field: string) => ({
    className: `drop-field${over === `field-${i}-${field}` ? " drop-field--over" : ""}`,
    onDragOver: (e: React.DragEvent) => {
      if (drag?.type !== "line") return;
      e.preventDefault();
      e.stopPropagation();
      setOver(`field-${i}-${field}`);
    },
    onDrop: (e: React.DragEvent) => {
      if (drag?.type !== "line") return;
      e.preventDefault();
      e.stopPropagation();
      sendLine(drag.at, { entry: i, field });
    },
  });

  const startDrag = (d: Drag, text: string) => (e: React.DragEvent<HTMLButtonElement>) => {
    e.dataTransfer.effectAllowed = "move";
    e.dataTransfer.setData("text/plain", text);
    const row = e.currentTarget.closest("li");
    if (row) e.dataTransfer.setDragImage(row, 16, 16);
    setDrag(d);
  };

  const renderView = (e: Entry, i: number) => {
    const lines = linesOf(kind, e);
    const meta = kind.fields
      .slice(1)
      .map((f) => fieldText(e, f.key))
      .filter(Boolean);
    const flagged = new Set(marks.filter((m) => m.path.startsWith(`${kind.path}.${i}.${kind.lines.key}.`)).map((m) => m.path));
    return (
      <>
        <h3 className="entry__title">{kind.heading(e)}</h3>
        {meta.length ? (
          <p className="entry__meta">
            {meta.map((m, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the entry's fields in a fixed order
              <span key={k} className="entry__meta-part">
                {k > 0 ? <span aria-hidden="true"> · </span> : null}
                {m}
              </span>
            ))}
          </p>
        ) : null}
        {drag?.type === "line" ? (
          // Pointer-only drop targets while a line is dragged; the keyboard has "Move or use as…" for the same moves.
          <div className="drop-fields" aria-hidden="true">
            <span className="drop-fields__label">Drop here to use it as:</span>
            {kind.fields.map((f) => (
              <span key={f.key} {...fieldDrop(i, f.key)} data-drop-field={f.key}>
                {f.label}
              </span>
            ))}
          </div>
        ) : null}
        {lines.length ? (
          <ul className={`lines lines--${kind.key}`}>
            {lines.map((t, j) => {
              const doubted = flagged.has(`${kind.path}.${i}.${kind.lines.key}.${j}`);
              const drop = lineDrop(i, j);
              const cls = ["line", doubted ? "line--check" : "", drop.className ?? ""].filter(Boolean).join(" ");
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
                <li key={j} {...drop} className={cls}>
                  <span className="line__text">
                    {t}
                    {doubted ? <span className="check-mark check-mark--inline">Check this</span> : null}
                  </span>
                  <ActionMenu
                    className="line__menu"
                    label={`Move ${kind.lines.noun}: ${short(t)}`}
                    icon={<GripIcon size={16} />}
                    disabled={locked}
                    onDragStart={startDrag({ type: "line", at: { entry: i, line: j } }, t)}
                    onDragEnd={endDrag}
                    items={[
                      ...(j > 0 ? [{ label: "Move up", onSelect: () => sendLine({ entry: i, line: j }, { entry: i, index: j - 1 }) }] : []),
                      ...(j < lines.length - 1
                        ? [{ label: "Move down", onSelect: () => sendLine({ entry: i, line: j }, { entry: i, index: j + 1 }) }]
                        : []),
                      { label: "Move or use as…", onSelect: () => setDialog({ entry: i, line: j }) },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        ) : drag?.type === "line" ? (
          <p className="lines__empty">Drop a line here</p>
        ) : null}
      </>
    );
  };

  const tools = (e: Entry, i: number, listLocked: boolean) => (
    <div data-grip={`${kind.key}-entry-${i}`}>
      <ActionMenu
        label={`Move ${kind.label(e, i)}`}
        icon={<GripIcon />}
        disabled={listLocked || locked || items.length < 2}
        onDragStart={startDrag({ type: "entry", from: i }, kind.heading(e))}
        onDragEnd={endDrag}
        items={[
          ...(i > 0 ? [{ label: "Move up", onSelect: () => reorder(i, i - 1) }] : []),
          ...(i < items.length - 1 ? [{ label: "Move down", onSelect: () => reorder(i, i + 1) }] : []),
          ...(i > 1 ? [{ label: "Move to the top", onSelect: () => reorder(i, 0) }] : []),
          ...(i < items.length - 2 ? [{ label: "Move to the bottom", onSelect: () => reorder(i, items.length - 1) }] : []),
        ]}
      />
    </div>
  );

  return (
    <>
      <ListCard<Entry, EntryDraft>
        title={kind.title}
        items={items}
        emptyText={kind.emptyText}
        addLabel={kind.addLabel}
        itemLabel={kind.label}
        blank={() => toDraft(kind, kind.blank())}
        toDraft={(e) => toDraft(kind, e)}
        fromDraft={(d, original) => fromDraft(kind, d, original)}
        renderView={renderView}
        renderEdit={(d, set, id) => (
          <div className="form-grid">
            {kind.fields.map((f) => (
              <Field
                key={f.key}
                id={`${id}-${f.key}`}
                label={f.label}
                hint={f.hint}
                value={d.fields[f.key] ?? ""}
                onChange={(v) => set({ ...d, fields: { ...d.fields, [f.key]: v } })}
              />
            ))}
            <Field
              id={`${id}-lines`}
              label={kind.lines.label}
              hint={kind.lines.hint}
              value={d.lines}
              onChange={(lines) => set({ ...d, lines })}
              multiline
              rows={kind.lines.rows}
            />
          </div>
        )}
        onSave={onSave}
        notice={notice}
        tools={tools}
        itemProps={entryDrop}
        onEditingChange={onEditingChange}
        className={`profile-card--${kind.key}${drag ? " profile-card--dragging" : ""}`}
      />
      {dialog && items[dialog.entry] ? (
        <MoveLineDialog
          kind={kind}
          entries={items}
          at={dialog}
          text={linesOf(kind, items[dialog.entry]!)[dialog.line] ?? ""}
          onCancel={() => setDialog(null)}
          onMove={(target) => {
            const at = dialog;
            setDialog(null);
            sendLine(at, target);
          }}
        />
      ) : null}
    </>
  );
}
