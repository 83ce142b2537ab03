import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Party } from "../../../contract/guest-list";
import type { SideNaming } from "../../../contract/side-labels";
import type { PartyForExport } from "../guest-list";
import type { CsvSeparator } from "../../../contract/exports";
import { csvRow, sideLabel, UTF8_BOM } from "./csv";
import { qrFileName } from "./file-names";
import { guestsLine } from "./invitation-names";
import { qrPng } from "./qr-png";
import type { Cell } from "./table";
import { xlsxDocument } from "./xlsx";

/**
 * QR codes drawn at once. sharp draws on its own threads; two keep this 2-core class of machine
 * busy without one couple's pack taking every thread from photo uploads and other weddings.
 */
const QR_AT_ONCE = 2;

const CSV_HEADER = ["Party", "Guests", "Seats", "Side", "Tags", "Invitation link", "QR file name", "Invitation words"];

/** `render` over `items` with at most `limit` running at once, results in the items' order. */
async function* mapInOrder<T, R>(items: AsyncIterable<T>, limit: number, render: (item: T) => Promise<R>): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  for await (const item of items) {
    const result = render(item);
    // Awaited in turn below; until then a failure must not count as unhandled.
    result.catch(() => {});
    running.push(result);
    if (running.length >= limit) yield await running.shift()!;
  }
  while (running.length) yield await running.shift()!;
}

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

/** A whole workbook in memory: the pack's table is already held (see below), and a zip entry needs its bytes. */
async function workbookBytes(rows: Cell[][]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxDocument({ sheet: "Invitations", header: CSV_HEADER, items: each(rows), rowsOf: (row) => [row] })) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * "Invitations (QR codes and mail merge)", the pack for printed invitations:
 * `qr/NNNN-party-name.png` for each party (its private link as a QR code) and its mail-merge
 * table (one row per party: name, guests as an envelope reads, seats, side, tags, link, and its
 * QR file's name) as `invitations.xlsx` and as `invitations.csv` with the couple's separator.
 * Streamed: each PNG (about 1 KB, already compressed, so stored as is) is handed on as soon as
 * it is drawn. The tables go last, because a zip writes one entry at a time: their rows (a few
 * hundred bytes a party, about 1 MB at the 5,000-party ceiling) are the only part held until
 * the end, so the tables and the images come from the same read of the list.
 */
export async function* invitationsZip(
  parties: AsyncIterable<PartyForExport>,
  linkOf: (party: Party) => string,
  naming: SideNaming,
  separator: CsvSeparator = ",",
): AsyncGenerator<Uint8Array> {
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

  const rows: Cell[][] = [];
  let position = 0;
  const drawn = mapInOrder(parties, QR_AT_ONCE, async ({ party }) => {
    const link = linkOf(party);
    return { party, link, png: await qrPng(link) };
  });
  for await (const { party, link, png } of drawn) {
    const file = qrFileName(++position, party.name);
    const entry = new ZipPassThrough(file);
    zip.add(entry);
    entry.push(png, true);
    rows.push([party.name, guestsLine(party.guests), party.seats, sideLabel(party.side, naming), party.tags.join("; "), link, file, party.invitationWords]);
    // One yield a party (about 1 KB): a client that goes away stops the drawing at the next
    // party, and its heavy-read slot comes back at once, not after another batch of images.
    yield take();
  }
  const workbook = new ZipPassThrough("invitations.xlsx");
  zip.add(workbook);
  workbook.push(await workbookBytes(rows), true);
  const sheet = new ZipDeflate("invitations.csv", { level: 6 });
  zip.add(sheet);
  sheet.push(Buffer.from(UTF8_BOM + [CSV_HEADER, ...rows].map((row) => csvRow(row, separator)).join(""), "utf8"), true);
  zip.end();
  yield take();
}
