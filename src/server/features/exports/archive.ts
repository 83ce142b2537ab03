import { Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from "../../../contract/erase";
import { invitationPath, type Party } from "../../../contract/guest-list";
import { ZSideWords, type SideNaming } from "../../../contract/side-labels";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { archivedTables, archiveSchema, weddingRecords } from "../../db/wedding-tables";
import { eventDetailsOf } from "../events";
import { partiesForExport, partyLabels, type PartyForExport } from "../guest-list";
import { weddingPhotoFiles } from "../photos";
import { listPublicQuestions } from "../questions";
import { acquireHeavyRead, repliesOfWedding } from "../responses";
import { exportFileName } from "./file-names";
import { guestListTable } from "./guest-list-table";
import { responsesTable } from "./responses-table";
import type { Download } from "./service";
import { renderTable } from "./table";

interface Entry {
  name: string;
  /** Stored as is (already compressed, as a WebP) rather than deflated. */
  stored?: boolean;
  chunks: AsyncIterable<string | Uint8Array>;
}

const bytesOf = (chunk: string | Uint8Array) => (typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);

/** The entries as one zip, a chunk at a time: a zip writes one entry after another, so nothing waits for the whole. */
async function* zipOf(entries: AsyncIterable<Entry>): AsyncGenerator<Uint8Array> {
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const take = (): Uint8Array => {
    if (failure) throw failure;
    const out = Buffer.concat(pending);
    pending = [];
    return out;
  };
  for await (const entry of entries) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    for await (const chunk of entry.chunks) {
      file.push(bytesOf(chunk));
      yield take();
    }
    file.push(new Uint8Array(0), true);
    yield take();
  }
  zip.end();
  yield take();
}

async function* jsonArray(pages: AsyncIterable<Record<string, unknown>[]>): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const page of pages) {
    yield (first ? "\n" : ",\n") + page.map((row) => JSON.stringify(row)).join(",\n");
    first = false;
  }
  yield "\n]\n";
}

async function* one<T extends string | Uint8Array>(value: T): AsyncGenerator<T> {
  yield value;
}

async function* eachParty(pages: AsyncIterable<PartyForExport[]>): AsyncGenerator<PartyForExport> {
  for await (const page of pages) yield* page;
}

async function* archiveEntries(ctx: AppContext, wedding: WeddingRow, origin: string): AsyncGenerator<Entry> {
  yield { name: "schema.json", chunks: one(JSON.stringify(archiveSchema(ARCHIVE_FORMAT, ARCHIVE_VERSION), null, 2)) };
  for (const table of archivedTables()) {
    yield { name: `records/${table.name}.json`, chunks: jsonArray(weddingRecords(ctx.db, table, wedding.id)) };
  }
  const naming: SideNaming = { partner1: wedding.partner1, partner2: wedding.partner2, sideWords: ZSideWords.catch("names").parse(wedding.sideWords) };
  const [questions, parties, events] = await Promise.all([listPublicQuestions(ctx, wedding.id), partyLabels(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  const byId = new Map(events.map((event) => [event.id, event]));
  const csv = { kind: "csv", separator: "," } as const;
  yield { name: "csv/replies.csv", chunks: renderTable(responsesTable(questions, repliesOfWedding(ctx, wedding.id), parties, byId, naming), csv) };
  const linkOf = (party: Party) => origin + invitationPath(wedding.uniqueCode, party.invitationToken);
  yield { name: "csv/guest-list.csv", chunks: renderTable(guestListTable(eachParty(partiesForExport(ctx, wedding)), linkOf, naming), csv) };
  for await (const photo of weddingPhotoFiles(ctx, wedding)) {
    yield { name: `photos/${photo.name}`, stored: true, chunks: one(photo.bytes) };
  }
}

/**
 * "Download everything" (docs/decisions/0046-take-it-or-erase-it.md): every record of the wedding
 * as JSON with schema.json describing it, the replies and guest list as CSV, and its photo. One
 * heavy-read slot for the whole archive, held until the stream closes; every part is read a page
 * at a time, so memory stays flat whatever the wedding's size.
 */
export function exportArchive(ctx: AppContext, wedding: WeddingRow, origin: string): Download {
  const release = acquireHeavyRead(ctx, wedding.id);
  const stream = Readable.from(zipOf(archiveEntries(ctx, wedding, origin)), { objectMode: false });
  stream.once("close", release);
  return { filename: exportFileName(wedding, "archive", "zip"), contentType: "application/zip", stream };
}
