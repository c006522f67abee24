// The one error contract of the API. Every failure answers `ApiErrorBody` with a status from this table;
// the SPA switches on `code` (never on the English text, which may change).

/** Every error code, with the status (or statuses) it is answered with. */
export const ERROR_STATUS = {
  // Request shape and plumbing
  validation_failed: 400,
  malformed_json: 400,
  unsupported_media_type: 415,
  body_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
  // Sign-in and sessions
  auth_missing: 401,
  token_invalid: 401,
  user_not_found: 401,
  session_missing: 401,
  refresh_token_invalid: 401,
  invalid_credentials: 400,
  email_not_confirmed: 400,
  weak_password: 422,
  same_password: 422,
  current_password_required: 403,
  otp_expired: 403,
  otp_locked: 403,
  bad_origin: 403,
  // Account (export, deletion)
  email_mismatch: 422,
  reauth_required: 403,
  // Profile and upload
  profile_not_found: 404,
  version_conflict: 409,
  not_your_profile: 403,
  pdf_refused: [400, 413, 422],
  too_large_record: 422,
  no_sections: 422,
  // Tailoring and generated resumes
  blank_job_description: 400,
  job_description_too_long: 413,
  profile_missing: 404,
  limit_reached: 403,
  resume_not_found: 404,
  download_link_invalid: 403,
  file_gone: 404,
  fonts_unavailable: 503,
  // Payments
  payments_unavailable: 503,
  payment_provider_error: 502,
  payment_not_found: 404,
  payment_other_account: 403,
  webhook_not_configured: 503,
  webhook_bad_signature: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

type StatusValue<V> = V extends readonly (infer S)[] ? S : V;
/** The status (union) a code is answered with. */
export type StatusOf<C extends ErrorCode> = StatusValue<(typeof ERROR_STATUS)[C]>;
export type ErrorStatus = StatusOf<ErrorCode>;

/** The body of every error answer. Some answers add fields (named in the route), e.g. `retry_after`. */
export interface ApiErrorBody<C extends ErrorCode = ErrorCode> {
  error: string;
  code: C;
  request_id: string;
  /** The request field the error is about, when there is one. */
  field?: string;
  /** For validation errors: what is wrong with the field, without its name ("must be at most 1024 characters"). */
  detail?: string;
}

export function isErrorCode(v: unknown): v is ErrorCode {
  return typeof v === "string" && Object.hasOwn(ERROR_STATUS, v);
}
