import type { ErrorCode } from "../contract/errors";

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  request_timeout: 408,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  deadline_passed: 403,
  rate_limited: 429,
  unavailable: 503,
  upstream_failed: 502,
  upstream_timeout: 504,
  internal: 500,
};

/** A failure the client caused or can act on; the error plugin turns it into the JSON error body. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
