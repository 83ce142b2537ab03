import { getTableName, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./connect";

/**
 * Rows as JSON and back with the same ids: the one rule the archive's re-import and the trash's
 * restore share (docs/decisions/0046-take-it-or-erase-it.md, 0049-trash.md). A row is an object
 * keyed by database column name, as PostgreSQL's `to_jsonb` writes it (timestamps as ISO 8601
 * text, jsonb as JSON); `jsonb_populate_recordset` reads it back into the table's own types.
 */
export type JsonRow = Record<string, unknown>;

/** Rows written per statement: a page of the largest table (replies) stays around a megabyte. */
export const STATEMENT_ROWS = 500;

/** `to_jsonb(t)` less the columns named: the row as the archive and the trash keep it. */
export function rowAsJson(dropped: readonly string[] = []): SQL {
  return dropped.reduce<SQL>((json, column) => sql`${json} - ${column}::text`, sql`to_jsonb(t)`);
}

/** The rows of `table` matching `where` (written against alias `t`), every column kept. */
export async function copyRows(db: Db, table: PgTable, where: SQL): Promise<JsonRow[]> {
  const result = (await db.execute(sql`select ${rowAsJson()} as row from ${sql.identifier(getTableName(table))} t where ${where}`)) as unknown as {
    rows: { row: JsonRow }[];
  };
  return result.rows.map((r) => r.row);
}

export interface InsertPlan {
  table: PgTable;
  /** Nullable foreign-key columns written after every table is in (insertOrder's cycles). */
  later: string[];
}

/** Parents first; a table whose missing parents are reached only through nullable keys goes with those keys deferred. */
export function insertOrder(tables: readonly PgTable[]): InsertPlan[] {
  const names = new Set(tables.map((table) => getTableName(table)));
  const done = new Set<string>();
  const plans: InsertPlan[] = [];
  const missing = (table: PgTable) =>
    getTableConfig(table)
      .foreignKeys.map((fk) => fk.reference())
      .filter((ref) => {
        const parent = getTableConfig(ref.foreignTable).name;
        return names.has(parent) && parent !== getTableName(table) && !done.has(parent);
      });
  while (plans.length < tables.length) {
    const left = tables.filter((table) => !done.has(getTableName(table)));
    let next = left.find((table) => missing(table).length === 0);
    let later: string[] = [];
    if (!next) {
      next = left.find((table) => missing(table).every((ref) => ref.columns.every((column) => !column.notNull)));
      if (!next) throw new Error(`no order to write ${left.map((table) => getTableName(table)).join(", ")} in`);
      later = missing(next).flatMap((ref) => ref.columns.map((column) => column.name));
    }
    plans.push({ table: next, later });
    done.add(getTableName(next));
  }
  return plans;
}

const ident = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

export interface InsertOptions {
  /** Columns to write: those present in the rows by default. */
  columns?: readonly string[];
  /** Columns given a new value instead of the row's (a withheld secret the database needs). */
  fresh?: Record<string, SQL>;
  /**
   * For a restore into a wedding that went on living: a row whose required parent is gone is
   * left out, a nullable key to a gone parent is written null, and a row that now collides with
   * one written since (a key or a unique value) is left out. Answers the keys written.
   */
  tolerant?: boolean;
  /**
   * With `tolerant`: nullable keys whose null would change what the row is (a question's event:
   * null makes it the main event's). A row whose key here names a gone parent is left out, not
   * written with null.
   */
  keepKeys?: readonly string[];
}

/**
 * Writes the rows with their own ids, STATEMENT_ROWS a statement. Answers the primary keys of the
 * rows written (as JSON rows): with `tolerant`, the caller compares them with what it asked for.
 */
export async function insertRows(tx: Db, table: PgTable, rows: readonly JsonRow[], options: InsertOptions = {}): Promise<JsonRow[]> {
  if (!rows.length) return [];
  const config = getTableConfig(table);
  const name = config.name;
  const fresh = Object.entries(options.fresh ?? {});
  const wanted = options.columns ?? config.columns.map((column) => column.name);
  const present = wanted.filter((column) => !(column in (options.fresh ?? {})) && rows.some((row) => column in row));
  const key = primaryKeyOf(table);
  const parents = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    const match = sql.join(
      ref.columns.map((column, i) => sql`p.${sql.identifier(ref.foreignColumns[i]!.name)} = r.${sql.identifier(column.name)}`),
      sql` and `,
    );
    const exists = sql`exists (select 1 from ${sql.identifier(getTableName(ref.foreignTable))} p where ${match})`;
    return { columns: ref.columns, exists };
  });
  const kept = new Set(options.keepKeys ?? []);
  const valueOf = (column: string): SQL => {
    const nullable =
      options.tolerant && !kept.has(column) && parents.find((fk) => fk.columns.length === 1 && fk.columns[0]!.name === column && !fk.columns[0]!.notNull);
    return nullable ? sql`case when ${nullable.exists} then r.${sql.identifier(column)} end` : sql`r.${sql.identifier(column)}`;
  };
  const values = sql.join([...present.map(valueOf), ...fresh.map(([, value]) => value)], sql`, `);
  const required = parents.filter((fk) => fk.columns.some((column) => column.notNull && present.includes(column.name)));
  const keptParents = parents.filter((fk) => fk.columns.length === 1 && kept.has(fk.columns[0]!.name) && present.includes(fk.columns[0]!.name));
  const checks = [...required.map((fk) => fk.exists), ...keptParents.map((fk) => sql`(r.${sql.identifier(fk.columns[0]!.name)} is null or ${fk.exists})`)];
  const where = options.tolerant && checks.length ? sql` where ${sql.join(checks, sql` and `)}` : sql``;
  const conflict = options.tolerant ? sql` on conflict do nothing` : sql``;
  const written: JsonRow[] = [];
  for (let start = 0; start < rows.length; start += STATEMENT_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + STATEMENT_ROWS));
    const result = (await tx.execute(
      sql`insert into ${sql.identifier(name)} (${ident([...present, ...fresh.map(([column]) => column)])}) select ${values} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${json}::jsonb) r${where}${conflict}${key.length ? sql` returning ${ident(key)}` : sql``}`,
    )) as unknown as { rows: JsonRow[] };
    written.push(...result.rows);
  }
  return written;
}

/** Sets the deferred keys (InsertPlan.later) of rows already written, matched by primary key. */
export async function updateLater(tx: Db, plan: InsertPlan, rows: readonly JsonRow[]): Promise<void> {
  if (!plan.later.length || !rows.length) return;
  const name = getTableName(plan.table);
  const sets = sql.join(
    plan.later.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql`, `,
  );
  const match = sql.join(
    primaryKeyOf(plan.table).map((column) => sql`t.${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql` and `,
  );
  for (let start = 0; start < rows.length; start += STATEMENT_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + STATEMENT_ROWS));
    await tx.execute(
      sql`update ${sql.identifier(name)} t set ${sets} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${json}::jsonb) r where ${match}`,
    );
  }
}

export function primaryKeyOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const own = config.columns.filter((column) => column.primary).map((column) => column.name);
  return own.length ? own : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
}

/** A row's primary key as text, to tell the rows written from those left out. */
export const keyText = (table: PgTable, row: JsonRow) =>
  primaryKeyOf(table)
    .map((column) => String(row[column]))
    .join("\u0000");

/** Deletes the rows of `table` matching `where` (written against alias `t`) and answers them as they were. */
export async function deleteRows(tx: Db, table: PgTable, where: SQL): Promise<JsonRow[]> {
  const result = (await tx.execute(sql`delete from ${sql.identifier(getTableName(table))} t where ${where} returning ${rowAsJson()} as row`)) as unknown as {
    rows: { row: JsonRow }[];
  };
  return result.rows.map((r) => r.row);
}
