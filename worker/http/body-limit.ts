import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

export const DEFAULT_BODY_LIMIT = 1024 * 1024; // 1 MB for JSON APIs
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024; // lets the upload route answer a clear "larger than 5MB"

export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, `Request body too large (limit ${Math.round(maxSize / 1024)} KB).`);
    },
  });
}
