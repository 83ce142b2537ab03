import { randomBytes } from "node:crypto";
import { getTableConfig } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import { unzipSync } from "fflate";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from "../contract/erase";
import type { Config } from "./config";
import type { Db } from "./db/connect";
import { archivedTables, type WeddingTable } from "./db/wedding-tables";
import { invitationTokenHash } from "./features/guest-list/invitation-token";
import { newSecret } from "./secrets";
import { createPhotoStorage } from "./features/photos/storage/create";

/**
 * Restores a wedding's archive (`GET /api/weddings/{id}/archive.zip`) into this instance: the
 * same rows with the same ids, its photo, its host key (the hash is kept). An operator's command
 * (`npm run import-archive`), not a public route: it writes rows with the ids an archive names
 * (docs/decisions/0046-take-it-or-erase-it.md). Tables go in foreign-key order; a nullable key to
 * a table not yet written (the two cycles: questions and events, replies and households) is set
 * once every row is in. The token key was withheld, so the restored wedding has a new one and
 * each household's invitation link is re-issued from it; the host key and edit links still work.
 */
export class ArchiveError extends Error {}

const STATEMENT_ROWS = 500;

interface Plan {
  table: WeddingTable;
  /** Nullable foreign-key columns written after every table is in. */
  later: string[];
}

/** Parents first; a table whose missing parents are reached only through nullable keys goes with those keys deferred. */
function insertOrder(tables: WeddingTable[]): Plan[] {
  const names = new Set(tables.map((table) => table.name));
  const done = new Set<string>();
  const plans: Plan[] = [];
  const missing = (table: WeddingTable) =>
    getTableConfig(table.table)
      .foreignKeys.map((fk) => fk.reference())
      .filter((ref) => {
        const parent = getTableConfig(ref.foreignTable).name;
        return names.has(parent) && parent !== table.name && !done.has(parent);
      });
  while (plans.length < tables.length) {
    const left = tables.filter((table) => !done.has(table.name));
    let next = left.find((table) => missing(table).length === 0);
    let later: string[] = [];
    if (!next) {
      next = left.find((table) => missing(table).every((ref) => ref.columns.every((column) => !column.notNull)));
      if (!next) throw new ArchiveError(`no order to write ${left.map((table) => table.name).join(", ")} in`);
      later = missing(next).flatMap((ref) => ref.columns.map((column) => column.name));
    }
    plans.push({ table: next, later });
    done.add(next.name);
  }
  return plans;
}

/**
 * Withheld columns the database needs a value for: a new secret nobody holds. A couple address
 * keeps whether it was confirmed; its old confirmation link opens nothing.
 */
const FRESH: Record<string, Record<string, SQL>> = {
  couple_addresses: { confirm_token_hash: sql`encode(sha256(convert_to(gen_random_uuid()::text || random()::text, 'UTF8')), 'hex')` },
};

const ident = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

async function writeRows(tx: Db, plan: Plan, rows: Record<string, unknown>[]): Promise<void> {
  const present = plan.table.columns.filter((column) => !plan.later.includes(column) && rows.some((row) => column in row));
  const fresh = Object.entries(FRESH[plan.table.name] ?? {});
  const columns = ident([...present, ...fresh.map(([column]) => column)]);
  const values = sql.join([...present.map((column) => sql.identifier(column)), ...fresh.map(([, value]) => value)], sql`, `);
  for (let start = 0; start < rows.length; start += STATEMENT_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + STATEMENT_ROWS));
    await tx.execute(
      sql`insert into ${sql.identifier(plan.table.name)} (${columns}) select ${values} from jsonb_populate_recordset(null::${sql.identifier(plan.table.name)}, ${json}::jsonb)`,
    );
  }
}

async function writeLater(tx: Db, plan: Plan, rows: Record<string, unknown>[]): Promise<void> {
  if (!plan.later.length) return;
  const name = plan.table.name;
  const sets = sql.join(
    plan.later.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql`, `,
  );
  const match = sql.join(
    plan.table.key.map((column) => sql`t.${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql` and `,
  );
  for (let start = 0; start < rows.length; start += STATEMENT_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + STATEMENT_ROWS));
    await tx.execute(
      sql`update ${sql.identifier(name)} t set ${sets} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${json}::jsonb) r where ${match}`,
    );
  }
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

export interface ImportedWedding {
  weddingId: string;
  uniqueCode: string;
  rows: number;
}

export async function importArchive(db: Db, config: Config, zip: Uint8Array): Promise<ImportedWedding> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    throw new ArchiveError("not a zip file");
  }
  const schema = files["schema.json"] ? (JSON.parse(text(files["schema.json"])) as { format?: string; version?: number }) : {};
  if (schema.format !== ARCHIVE_FORMAT || schema.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(`not a ${ARCHIVE_FORMAT} version ${ARCHIVE_VERSION} archive`);
  }
  const records = new Map<string, Record<string, unknown>[]>();
  for (const table of archivedTables()) {
    const file = files[`records/${table.name}.json`];
    records.set(table.name, file ? (JSON.parse(text(file)) as Record<string, unknown>[]) : []);
  }
  const [wedding] = records.get("weddings") ?? [];
  if (!wedding || records.get("weddings")!.length !== 1) throw new ArchiveError("the archive holds no wedding");
  const weddingId = String(wedding.id);
  const uniqueCode = String(wedding.unique_code);

  // The photo first: the wedding's row names the store's URL for it.
  const storage = createPhotoStorage(config);
  const photoFiles = Object.keys(files).filter((name) => /^photos\/[A-Za-z0-9_-]{16,64}\/\d+\.webp$/.test(name));
  let photoUrl: string | null = null;
  for (const name of photoFiles) {
    const [, photoId, file] = name.split("/");
    const url = await storage.putPhotoFile(photoId!, file!, Buffer.from(files[name]!), "image/webp");
    if (file === "1600.webp" || !photoUrl) photoUrl = url;
  }
  wedding.photo_url = photoFiles.length ? photoUrl : null;

  let rows = 0;
  await db.transaction(async (tx) => {
    const taken = (await tx.execute(sql`select 1 from weddings where id = ${weddingId} or unique_code = ${uniqueCode}`)) as unknown as { rows: unknown[] };
    if (taken.rows.length) throw new ArchiveError(`a wedding with the id ${weddingId} or the code ${uniqueCode} is already here`);
    const plans = insertOrder(archivedTables());
    for (const plan of plans) {
      const tableRows = records.get(plan.table.name) ?? [];
      await writeRows(tx, plan, tableRows);
      rows += tableRows.length;
    }
    for (const plan of plans) await writeLater(tx, plan, records.get(plan.table.name) ?? []);
    // The photo is the wedding's own, as one processed for it: the sweep keeps it, a later replacement deletes it.
    if (photoUrl) {
      await tx.execute(
        sql`insert into uploads (key, wedding_id, storage, expires_at, uploaded_at, consumed_at, photo_url) values (${randomBytes(18).toString("base64url")}, ${weddingId}, ${storage.kind}, now(), now(), now(), ${photoUrl})`,
      );
    }
    // The token key was withheld from the archive: the wedding gets a new random one (weddings/service.ts editTokenKey),
    // and its households' invitation links are derived again from it.
    const key = newSecret(32);
    await tx.execute(sql`update weddings set edit_token_key = ${key} where id = ${weddingId}`);
    for (const party of records.get("parties") ?? []) {
      const hash = invitationTokenHash(key, String(party.id), Number(party.invitation_version));
      await tx.execute(sql`update parties set invitation_token_hash = ${hash} where id = ${String(party.id)}`);
    }
  });
  return { weddingId, uniqueCode, rows };
}
