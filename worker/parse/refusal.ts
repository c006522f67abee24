// Why a file cannot be read, as one sentence a user can act on, plus the HTTP status the upload route returns.

export type RefusalCode =
  | "empty"
  | "not_pdf"
  | "damaged"
  | "encrypted"
  | "no_text"
  | "too_large"
  | "too_many_pages"
  | "timeout"
  | "too_complex";

const MESSAGES: Record<RefusalCode, string> = {
  empty: "This file is empty.",
  not_pdf: "This file is not a PDF.",
  damaged: "This PDF is damaged or incomplete. Please export it again and upload the new copy.",
  encrypted: "This PDF is password-protected. Please upload an unprotected copy.",
  no_text: "This PDF has no selectable text (it looks like a scanned image). Please upload a PDF with selectable text.",
  too_large: "This file is larger than 5MB.",
  too_many_pages: "This PDF has more than 10 pages.",
  timeout: "Reading this PDF took too long. Please upload a simpler copy, for example one exported again from your editor.",
  too_complex:
    "This PDF is built in a way that would take too much work to read (far more drawing or data than a resume needs); please export it again from your editor and upload the new copy.",
};

const STATUS: Record<RefusalCode, number> = {
  empty: 400,
  not_pdf: 400,
  damaged: 400,
  encrypted: 400,
  no_text: 422,
  too_large: 413,
  too_many_pages: 422,
  timeout: 422,
  too_complex: 422,
};

export class ResumeRefusal extends Error {
  readonly code: RefusalCode;
  readonly status: number;
  constructor(code: RefusalCode, message: string = MESSAGES[code]) {
    super(message);
    this.name = "ResumeRefusal";
    this.code = code;
    this.status = STATUS[code];
  }
}
