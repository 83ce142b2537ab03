import { count, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ZErrorBody, type ErrorCode } from "../../contract/errors";
import type { RsvpSubmit } from "../../contract/response";
import { responses, questions, weddings } from "../db/schema";
import type { SeededWedding } from "./fixtures";
import type { TestApp } from "./harness";

/** Asserts a JSON error answer of docs/spec.md section 8's shape with this status (and code, when given). */
export function expectError(res: LightMyRequestResponse, status: number, code?: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const parsed = ZErrorBody.safeParse(res.json());
  expect(parsed.success, res.body).toBe(true);
  if (code) expect(res.json().error.code).toBe(code);
  return res.json().error as { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** Row counts straight from the database, to prove a refused request stored nothing. */
export async function countRows(t: TestApp, table: "weddings" | "questions" | "responses", weddingId?: string) {
  const db = t.database.db;
  if (table === "weddings") return (await db.select({ n: count() }).from(weddings))[0]!.n;
  if (table === "questions") {
    const where = weddingId ? eq(questions.weddingId, weddingId) : undefined;
    return (await db.select({ n: count() }).from(questions).where(where))[0]!.n;
  }
  const where = weddingId ? eq(responses.weddingId, weddingId) : undefined;
  return (await db.select({ n: count() }).from(responses).where(where))[0]!.n;
}

/** A valid RSVP for a seeded wedding: the guest comes alone and eats chicken. */
export function rsvpFor(seed: SeededWedding, overrides: Partial<RsvpSubmit> = {}): RsvpSubmit {
  return {
    weddingId: seed.wedding.id,
    guestName: "Priya Shah",
    guestEmail: "priya@example.com",
    responses: {
      [seed.q("attend")]: "Yes, I'll be there!",
      [seed.q("meal")]: { primary: "Chicken" },
    },
    ...overrides,
  };
}

/**
 * Sends the same request `times` times, one after another (from `remoteAddress`, or inject's
 * default address), as a client hitting a rate limit would; returns every status and the last answer.
 */
export async function hammer(app: FastifyInstance, options: InjectOptions, times: number, remoteAddress?: string) {
  const statuses: number[] = [];
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < times; i++) {
    last = await app.inject(remoteAddress === undefined ? options : { ...options, remoteAddress });
    statuses.push(last.statusCode);
  }
  if (!last) throw new Error("hammer needs at least one request");
  return { statuses, last };
}

export function submitRsvp(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/api/responses", payload: payload as object, headers });
}

/** Bytes that are not UTF-8 (a lone continuation byte, an overlong form, a truncated sequence). */
export const INVALID_UTF8 = [Buffer.from([0x80]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xe2, 0x82]), Buffer.from([0xff, 0xfe])];

/** A JSON object text with raw invalid UTF-8 bytes spliced into the given string field's value. */
export function jsonWithBadBytes(body: Record<string, unknown>, field: string, bad: Buffer): Buffer {
  const marker = "__BAD_BYTES__";
  const text = JSON.stringify({ ...body, [field]: `Ann${marker}` });
  const [before, after] = text.split(marker) as [string, string];
  return Buffer.concat([Buffer.from(before, "utf8"), bad, Buffer.from(after, "utf8")]);
}

export const JSON_HEADERS = { "content-type": "application/json" };

/** Payloads that are not the expected object at all. */
export const MALFORMED_JSON = ['{"partner1": "A",', "{'single': 'quotes'}", "not json", '{"a":1}}', "\u0000"];

/** A JSON body just over the 1 MB cap. */
export function oversizedBody(): string {
  return JSON.stringify({ padding: "x".repeat(1_100_000) });
}

/** SQL that would do damage if it were ever spliced into a query instead of bound. */
export const SQLISH = "Robert'); DROP TABLE responses;-- \" OR 1=1; SELECT pg_sleep(5); --";

/** Security headers every API answer carries (docs/design.md section 3). */
export function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
}

export function expectPrivate(res: LightMyRequestResponse) {
  expect(res.headers["cache-control"]).toContain("no-store");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
}
