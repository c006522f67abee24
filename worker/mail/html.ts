// HTML for e-mails: escaping for user text and one small, table-free layout that mail clients render well.
import { PRODUCT_NAME } from "../env";

/** Escapes text for HTML bodies and attributes. Every piece of user-provided text goes through this. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** A paragraph of user or product text, escaped, with line breaks kept. */
export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
}

/** A call-to-action button; the href must be an http(s) URL we built. */
export function button(href: string, label: string): string {
  const safe = /^https?:\/\//i.test(href) ? escapeHtml(href) : "#";
  return `<p style="margin:24px 0"><a href="${safe}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** A large, easy-to-copy code (e.g. a 6-digit sign-in code). */
export function codeBlock(code: string): string {
  return `<p style="margin:16px 0;font-size:28px;letter-spacing:6px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(code)}</p>`;
}

/**
 * Wraps already-built HTML blocks (from paragraph/button/codeBlock) in the product's e-mail frame.
 * `title` is escaped here.
 */
export function emailLayout(opts: { title: string; body: string; footer?: string }): string {
  const footer = opts.footer ?? `You received this e-mail because of an action on ${PRODUCT_NAME}.`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:0;background:#f6f7fb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2430">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-weight:700;font-size:18px;margin-bottom:16px">${escapeHtml(PRODUCT_NAME)}</div>
<div style="background:#ffffff;border:1px solid #e2e5ee;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(opts.title)}</h1>
${opts.body}
</div>
<p style="color:#5b6475;font-size:12px;margin-top:16px">${escapeHtml(footer)}</p>
</div></body></html>`;
}
