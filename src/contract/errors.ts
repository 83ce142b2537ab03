import { z } from "zod";

export const ErrorCode = z.enum([
  "validation_failed",
  "invalid_json",
  "unsupported_media_type",
  "payload_too_large",
  "request_timeout",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "deadline_passed",
  "rate_limited",
  "unavailable",
  "upstream_failed",
  "upstream_timeout",
  "internal",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every non-2xx JSON answer has this body. `fields` maps a field path to its message. */
export const ZErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
