import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "../../contract/errors";
import { AppError } from "../errors";

// Connection-level failures of the database: the app is up but cannot serve, so 503.
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "53300", "08000", "08003", "08006"]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (message && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Failures Fastify raises before routing (a malformed %-escape in the path): they bypass
 * the error handler, so without this they would answer in Fastify's own body shape.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === "FST_ERR_BAD_URL" ? "The address is not valid" : "The request could not be routed";
  void reply.status(400).send(body("validation_failed", message));
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: ZodIssueLike[][];
}

/**
 * A union (e.g. "the primary guest, or a named party member") reports only "Invalid input"
 * at its own path. Name the field instead, from the branch the value most likely meant:
 * the one with the fewest literal/enum mismatches, then the fewest issues.
 */
function unionBranchIssues(base: string, branches: ZodIssueLike[][]): Array<[string, string]> {
  const mismatches = (branch: ZodIssueLike[]) => branch.filter((issue) => issue.code === "invalid_value").length;
  const best = [...branches].sort((a, b) => mismatches(a) - mismatches(b) || a.length - b.length)[0] ?? [];
  return best.flatMap((issue): Array<[string, string]> => {
    const path = [base, ...issue.path.map(String)].filter(Boolean).join(".");
    return issue.code === "invalid_union" && issue.errors ? unionBranchIssues(path, issue.errors) : [[path, issue.message]];
  });
}

/** Maps every failure to `{ error: { code, message, fields? } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      // Headers arrive lower-cased; a field names one as people write it (Idempotency-Key).
      const name =
        error.validationContext === "headers"
          ? (path: string) => path.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase())
          : (path: string) => path;
      for (const issue of error.validation) {
        const base = name(issue.instancePath.replace(/^\//, "").replace(/\//g, "."));
        const branches = (issue.params as { errors?: unknown }).errors;
        if (issue.keyword === "invalid_union" && Array.isArray(branches)) {
          for (const [path, message] of unionBranchIssues(base, branches as ZodIssueLike[][])) fields[path || "body"] ??= message;
          continue;
        }
        fields[base || "body"] ??= issue.message ?? "Invalid value";
      }
      const context = error.validationContext ?? "body";
      const first = Object.entries(fields)[0];
      const message = first ? `Invalid ${context}: ${first[0]}: ${first[1]}` : `Invalid ${context}`;
      return reply.status(400).send(body("validation_failed", message, fields));
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(body("unsupported_media_type", "Send the body as application/json"));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.status(413).send(body("payload_too_large", "The request body is too large"));
    }
    if (status === 408) {
      // The rest of the body is never read: the connection closes after this answer.
      return reply
        .status(408)
        .header("connection", "close")
        .send(body("request_timeout", "The request took too long to arrive; please check your connection and try again"));
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send(body("invalid_json", "The request body is empty; send a JSON object"));
    }
    if (status === 429) {
      return reply.status(429).send(body("rate_limited", error.message || "Too many requests; please wait a moment and try again"));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = error instanceof SyntaxError || /JSON/i.test(error.message) ? "invalid_json" : "validation_failed";
      return reply.status(status).send(body(code, code === "invalid_json" ? "The request body is not valid JSON" : error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "2").send(body("unavailable", "The service is briefly unavailable; please try again in a moment"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("internal", "Something went wrong on our side; please try again"));
  });
}
