import { randomBytes } from "node:crypto";
import { getTableName, sql, type SQL } from "drizzle-orm";
import { unzipSync } from "fflate";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from "../contract/erase";
import type { Config } from "./config";
import type { Db } from "./db/connect";
import { insertOrder, insertRows, updateLater } from "./db/row-copy";
import { archivedTables } from "./db/wedding-tables";
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

/**
 * Withheld columns the database needs a value for: a new secret nobody holds. A couple address
 * keeps whether it was confirmed; its old confirmation link opens nothing.
 */
const FRESH: Record<string, Record<string, SQL>> = {
  couple_addresses: { confirm_token_hash: sql`encode(sha256(convert_to(gen_random_uuid()::text || random()::text, 'UTF8')), 'hex')` },
};

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
    const tables = new Map(archivedTables().map((table) => [table.name, table]));
    const plans = insertOrder([...tables.values()].map((table) => table.table));
    for (const plan of plans) {
      const table = tables.get(getTableName(plan.table))!;
      const tableRows = records.get(table.name) ?? [];
      const columns = table.columns.filter((column) => !plan.later.includes(column));
      await insertRows(tx, plan.table, tableRows, { columns, fresh: FRESH[table.name] });
      rows += tableRows.length;
    }
    for (const plan of plans) await updateLater(tx, plan, records.get(getTableName(plan.table)) ?? []);
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
