import type { FastifyInstance } from "fastify";
import { stripBidiControlsFromJson } from "../../contract/bidi";
import { AppError } from "../errors";

// Fastify's own JSON parser decodes bytes leniently: invalid UTF-8 silently becomes U+FFFD
// and is stored as if the guest had typed it. PostgreSQL also refuses U+0000 and lone
// surrogates in text and jsonb, which would surface as a 500. Both are refused here, once,
// for every JSON body, so no route (present or future) can store mangled text or fail.
// Bidi embeddings, overrides and isolates, which would reorder whatever is shown after a name,
// are dropped here for the same reason (contract/bidi.ts, docs/decisions/0023).
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (a.b.0) of the first string, key or value, PostgreSQL cannot store; undefined if none. */
function findUnstorableText(value: unknown): string | undefined {
  // Iterative: a deeply nested body must not overflow the stack.
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === "string") {
      if (UNSTORABLE.test(current)) return path || "body";
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(path, index) }));
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return join(path, key.replace(UNSTORABLE, "?"));
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = stripBidiControlsFromJson(strictUtf8.decode(body));
    } catch {
      done(new AppError("invalid_json", "The request body is not valid UTF-8 text"), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // Strictly decoded UTF-8 cannot carry U+0000 or a lone surrogate raw (JSON forbids raw
      // control characters): only a \u escape can. No escape, nothing to look for.
      const path = text.includes("\\u") ? findUnstorableText(parsed) : undefined;
      if (path !== undefined) {
        const message = "Contains characters that are not allowed";
        return done(new AppError("validation_failed", `${path}: ${message}`, { [path]: message }), undefined);
      }
      done(null, parsed);
    });
  });
}
