import { describe, expect, it } from "vitest";
import { archivedTables, NOT_WEDDING_DATA, schemaTableNames, WITHHELD_COLUMNS, WITHHELD_TABLES, weddingTables } from "./wedding-tables";

describe("a wedding's tables, read from the schema's foreign keys", () => {
  it("puts every table either in a wedding's archive or in the list of tables that hold no wedding's data", () => {
    const ours = new Set(weddingTables().map((table) => table.name));
    // A table added to the schema without a path of foreign keys to `weddings` lands here by name.
    const unaccounted = schemaTableNames().filter((name) => !ours.has(name) && !(name in NOT_WEDDING_DATA));
    expect(unaccounted, "tables neither archived nor listed in NOT_WEDDING_DATA (db/wedding-tables.ts)").toEqual([]);
  });

  it("finds tables that reach a wedding only through a parent", () => {
    const names = weddingTables().map((table) => table.name);
    expect(names[0]).toBe("weddings");
    expect(names).toContain("event_parties");
    expect(names).toContain("seat_assignments");
  });

  it("names only tables and columns that exist in its exclusions", () => {
    const tables = new Map(weddingTables().map((table) => [table.name, table.columns]));
    const all = new Set(schemaTableNames());
    for (const name of Object.keys(NOT_WEDDING_DATA)) expect(all.has(name) && !tables.has(name), name).toBe(true);
    for (const name of Object.keys(WITHHELD_TABLES)) expect(tables.has(name), name).toBe(true);
    for (const [name, columns] of Object.entries(WITHHELD_COLUMNS)) {
      for (const column of Object.keys(columns)) expect(tables.get(name), `${name}.${column}`).toContain(column);
    }
  });

  it("keeps the secrets a recipient's link is made from out of the archive", () => {
    const archived = new Map(archivedTables().map((table) => [table.name, table.columns]));
    expect(archived.get("weddings")).not.toContain("edit_token_key");
    expect(archived.get("outbox_messages")).not.toContain("payload");
    expect(archived.get("responses")).not.toContain("idempotency_key");
    expect(archived.has("uploads")).toBe(false);
  });
});
