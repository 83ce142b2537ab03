import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test/harness";

type Operation = { responses?: Record<string, { content?: unknown }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it("is a valid OpenAPI 3 document by a real validator", async () => {
    // The validator dereferences in place: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toMatch(/^3\./);
  });

  it("describes a successful answer for every JSON route (a CSV, workbook or zip export, or a stream, says what it produces)", () => {
    const undescribed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        const described = success.some(([status, answer]) => status === "204" || answer.content !== undefined);
        const streams = path.endsWith("/export") || path.endsWith("/export/people") || path.endsWith("/events") || /\.(csv|xlsx|zip)$/.test(path);
        if (!described && !streams) undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undescribed).toEqual([]);
  });
});
