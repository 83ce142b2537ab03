import { getTableName, is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./connect";
import { copyRows, primaryKeyOf, rowAsJson, STATEMENT_ROWS, type JsonRow } from "./row-copy";
import * as schema from "./schema";

/**
 * Which tables hold a wedding's data, read from the schema's foreign keys rather than listed by
 * hand (docs/decisions/0046-take-it-or-erase-it.md): a table belongs to a wedding when one of its
 * foreign keys leads to `weddings`, directly or through a parent that does. A table added later
 * is archived without an edit here; wedding-tables.test.ts fails naming any table that is neither
 * a wedding's nor listed in NOT_WEDDING_DATA with its reason.
 */

/** Tables that hold no one wedding's data, each with why it is not in the archive and survives an erase. */
export const NOT_WEDDING_DATA: Record<string, string> = {
  rate_limit_counters: "per-address and per-wedding counters of the last minutes; the erase deletes those that name the wedding",
  mail_recipients: "addresses by hash, across weddings: the suppression list protects the address's owner and outlives any wedding",
  mail_recipient_days: "mail asked for an address (by hash) per day, across weddings; swept after a day",
  mail_job_runs: "scheduled mail already made, by key; the erase deletes the keys that name the wedding or its addresses",
  mail_link_keys: "the service's keys for links that outlive a wedding",
};

/**
 * Columns kept out of the archive: secrets from which someone else's link could be made, and
 * bookkeeping that describes a request rather than the wedding. Hashes of links (the host key's,
 * the invitation links', the edit links') stay: they open nothing, and a restored wedding needs
 * them for the links already given out to keep working.
 */
export const WITHHELD_COLUMNS: Record<string, Record<string, string>> = {
  weddings: {
    edit_token_key: "derives the guests' stop links and the couple addresses' confirmation links: recipients' secrets",
  },
  responses: {
    idempotency_key: "the guest's own request key: with the wedding's token key it derives their edit link",
  },
  outbox_messages: {
    payload: "holds a guest's edit link and the couple's composed text as queued, a recipient's secret",
  },
  couple_addresses: {
    confirm_token_hash: "the confirmation link of an address that may not have proved it reads our mail",
  },
};

/** Wedding tables kept out of the archive entirely (still erased with the wedding). */
export const WITHHELD_TABLES: Record<string, string> = {
  trash_entries:
    "deleted rows kept 30 days for undo (docs/decisions/0049-trash.md), withheld columns included (queued mail's payloads); the archive holds the wedding as it is",
  uploads: "upload targets: single-use keys and the uploader's network address; the wedding's photo files are archived instead",
};

export interface WeddingTable {
  name: string;
  table: PgTable;
  /** The primary key's columns: the order its rows are read in. */
  key: string[];
  /** SQL that keeps this table's rows belonging to the wedding `weddingId`. */
  belongsTo(weddingId: string): SQL;
  /** Columns in schema order (database names). */
  columns: string[];
}

const allTables = (): PgTable[] => (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

export function schemaTableNames(): string[] {
  return allTables().map((table) => getTableName(table));
}

/**
 * Every table with a path of foreign keys to `weddings` (the weddings table itself first), each
 * with the condition that selects one wedding's rows: its own `wedding_id` when it has one, else
 * the key to a parent that belongs to the wedding.
 */
export function weddingTables(): WeddingTable[] {
  const tables = allTables();
  const found = new Map<string, WeddingTable>();
  const weddingsName = getTableName(schema.weddings);
  found.set(weddingsName, {
    name: weddingsName,
    table: schema.weddings,
    belongsTo: (id) => sql`id = ${id}`,
    key: ["id"],
    columns: getTableConfig(schema.weddings).columns.map((column) => column.name),
  });
  // Parents before children: repeat until no new table joins (the graph is small).
  for (let changed = true; changed;) {
    changed = false;
    for (const table of tables) {
      const config = getTableConfig(table);
      if (found.has(config.name)) continue;
      const direct = config.foreignKeys.find((fk) => getTableName(fk.reference().foreignTable) === weddingsName);
      const viaParent = config.foreignKeys.find((fk) => found.has(getTableName(fk.reference().foreignTable)));
      const link = direct ?? viaParent;
      if (!link) continue;
      const reference = link.reference();
      const column = reference.columns[0]!.name;
      const parent = found.get(getTableName(reference.foreignTable))!;
      const parentColumn = reference.foreignColumns[0]!.name;
      const belongsTo =
        parent.name === weddingsName
          ? (id: string) => sql`${sql.identifier(column)} = ${id}`
          : (id: string) =>
              sql`${sql.identifier(column)} in (select ${sql.identifier(parentColumn)} from ${sql.identifier(parent.name)} where ${parent.belongsTo(id)})`;
      found.set(config.name, { name: config.name, table, belongsTo, key: primaryKeyOf(table), columns: config.columns.map((c) => c.name) });
      changed = true;
    }
  }
  return [...found.values()];
}

/** The wedding tables the archive holds, each with the columns it keeps. */
export function archivedTables(): WeddingTable[] {
  return weddingTables()
    .filter((table) => !(table.name in WITHHELD_TABLES))
    .map((table) => ({ ...table, columns: table.columns.filter((column) => !(column in (WITHHELD_COLUMNS[table.name] ?? {}))) }));
}

/** Rows read per statement: a page of the largest table (replies) stays around a megabyte. */
const RECORD_PAGE = STATEMENT_ROWS;

/**
 * One wedding's rows of one table as JSON objects keyed by column name (the database's names and
 * its JSON forms: timestamps as ISO 8601 text), withheld columns left out, a page at a time in
 * primary-key order so memory stays flat whatever the wedding's size.
 */
export async function* weddingRecords(db: Db, table: WeddingTable, weddingId: string): AsyncGenerator<Record<string, unknown>[]> {
  const all = getTableConfig(table.table).columns.map((column) => column.name);
  const dropped = all.filter((column) => !table.columns.includes(column));
  const row = rowAsJson(dropped);
  const order = sql.join(
    (table.key.length ? table.key : all.slice(0, 1)).map((column) => sql`t.${sql.identifier(column)}`),
    sql`, `,
  );
  for (let offset = 0; ; offset += RECORD_PAGE) {
    const result = (await db.execute(
      sql`select ${row} as row from ${sql.identifier(table.name)} t where ${table.belongsTo(weddingId)} order by ${order} limit ${RECORD_PAGE} offset ${offset}`,
    )) as unknown as { rows: { row: Record<string, unknown> }[] };
    if (result.rows.length) yield result.rows.map((r) => r.row);
    if (result.rows.length < RECORD_PAGE) return;
  }
}

/** schema.json: what each record file holds, generated from the same schema (docs/decisions/0046-take-it-or-erase-it.md). */
export function archiveSchema(format: string, version: number) {
  return {
    format,
    version,
    description:
      "One wedding's data. records/<table>.json is a JSON array of that table's rows, keyed by column name as below (timestamps in ISO 8601 with offset, jsonb columns as JSON). csv/ holds the couple's exports; photos/<id>/<width>.webp the wedding's photo.",
    tables: archivedTables().map((table) => {
      const config = getTableConfig(table.table);
      return {
        name: table.name,
        file: `records/${table.name}.json`,
        primaryKey: table.key,
        columns: config.columns
          .filter((column) => table.columns.includes(column.name))
          .map((column) => ({ name: column.name, type: column.getSQLType(), nullable: !column.notNull })),
        references: config.foreignKeys.map((fk) => {
          const reference = fk.reference();
          return {
            columns: reference.columns.map((column) => column.name),
            table: getTableName(reference.foreignTable),
            foreignColumns: reference.foreignColumns.map((column) => column.name),
          };
        }),
        withheldColumns: WITHHELD_COLUMNS[table.name] ?? {},
      };
    }),
    withheldTables: WITHHELD_TABLES,
    notWeddingData: NOT_WEDDING_DATA,
  };
}

/** A table of the schema by its database name (the trash's payload names its tables so). */
export function tableNamed(name: string): PgTable | undefined {
  return allTables().find((table) => getTableName(table) === name);
}

interface Dependent {
  table: PgTable;
  column: string;
}

/**
 * The foreign keys to `parent`, by what the database does when its row goes: `cascade` deletes,
 * `set null` unlinks, `no action` refuses the delete while such a row is there (its owner takes
 * those rows first: a seat at a table).
 */
function dependentsOf(parent: PgTable, action: "cascade" | "set null" | "no action"): Dependent[] {
  return allTables().flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.filter((fk) => (fk.onDelete ?? "no action") === action && fk.reference().foreignTable === parent && fk.reference().columns.length === 1)
      .map((fk) => ({ table, column: fk.reference().columns[0]!.name })),
  );
}

const inList = (column: string, ids: readonly string[]) =>
  sql`t.${sql.identifier(column)} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The rows the database deletes with `parent`'s rows `ids` (its `on delete cascade` keys, and
 * theirs in turn), read before the delete: what a delete takes, from the schema rather than a
 * list kept by hand (docs/decisions/0049-trash.md). Keyed by table name.
 */
export async function cascadedRows(db: Db, parent: PgTable, ids: readonly string[]): Promise<Record<string, JsonRow[]>> {
  const out: Record<string, JsonRow[]> = {};
  if (!ids.length) return out;
  for (const { table, column } of dependentsOf(parent, "cascade")) {
    // Locked as read: a row added under one of them meanwhile (a seat at a plan's table) waits
    // for the delete rather than being deleted with it unread.
    const rows = await copyRows(db, table, sql`${inList(column, ids)} for update of t`);
    if (!rows.length) continue;
    const name = getTableName(table);
    out[name] = [...(out[name] ?? []), ...rows];
    const key = primaryKeyOf(table);
    if (key.length === 1) {
      for (const [child, childRows] of Object.entries(
        await cascadedRows(
          db,
          table,
          rows.map((row) => String(row[key[0]!])),
        ),
      ))
        out[child] = [...(out[child] ?? []), ...childRows];
    }
  }
  return out;
}

/**
 * What deleting the wedding's record `id` of `table` takes, read in the delete's transaction
 * before it (docs/decisions/0049-trash.md): its row, locked first (a row added under it meanwhile
 * waits for the delete), and the rows the database deletes with it by the schema's cascading
 * keys, keyed by table name, the record's own first, and those whose key refuses the delete
 * (`no action`), which its owner deletes before it. Undefined: no such record of this wedding.
 */
export async function recordBeforeDelete(
  tx: Db,
  table: PgTable,
  weddingId: string,
  id: string,
): Promise<{ row: JsonRow; rows: Record<string, JsonRow[]> } | undefined> {
  const [row] = await copyRows(tx, table, sql`t.id = ${id} and t.wedding_id = ${weddingId} for update of t`);
  if (!row) return undefined;
  const rows: Record<string, JsonRow[]> = { [getTableName(table)]: [row], ...(await cascadedRows(tx, table, [id])) };
  // Rows whose key refuses the delete (`no action`): the owner takes them before it, so they are part of what goes.
  for (const { table: child, column } of dependentsOf(table, "no action")) {
    const held = await copyRows(tx, child, sql`${inList(column, [id])} for update of t`);
    const name = getTableName(child);
    if (held.length) rows[name] = [...(rows[name] ?? []), ...held];
  }
  return { row, rows };
}

/**
 * The rows the database unlinks from `parent`'s row `id` (its `on delete set null` keys), by
 * "table.column": the primary keys whose column a restore sets back.
 */
export async function unlinkedRows(db: Db, parent: PgTable, id: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { table, column } of dependentsOf(parent, "set null")) {
    const key = primaryKeyOf(table);
    if (key.length !== 1) continue;
    const rows = await copyRows(db, table, inList(column, [id]));
    if (rows.length) out[`${getTableName(table)}.${column}`] = rows.map((row) => String(row[key[0]!]));
  }
  return out;
}

/** Sets `table.column` back to `id` on the rows named, each only where nothing took its place since (the key is still null). Answers the keys set. */
export async function relinkRows(tx: Db, link: string, id: string, keys: readonly string[]): Promise<string[]> {
  const [name, column] = link.split(".");
  const table = name ? tableNamed(name) : undefined;
  const key = table ? primaryKeyOf(table) : [];
  if (!table || !column || key.length !== 1 || !keys.length) return [];
  const result = (await tx.execute(
    sql`update ${sql.identifier(name!)} t set ${sql.identifier(column)} = ${id} where t.${sql.identifier(column)} is null and ${inList(key[0]!, keys)} returning t.${sql.identifier(key[0]!)} as key`,
  )) as unknown as { rows: { key: unknown }[] };
  return result.rows.map((row) => String(row.key));
}
