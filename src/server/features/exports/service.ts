import { Readable } from "node:stream";
import type { CsvSeparator } from "../../../contract/exports";
import { invitationPath, type Party } from "../../../contract/guest-list";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { MAIN_EVENT_ID } from "../../../contract/event-texts";
import type { RsvpResponse } from "../../../contract/response";
import { summariseEvent, type CountedEvent } from "../../../contract/rules/event-summary";
import { type SideNaming, ZSideWords } from "../../../contract/side-labels";
import { AppError } from "../../errors";
import { eventDetailsOf } from "../events";
import { partiesForExport, partyLabels, type PartyForExport } from "../guest-list";
import { listPublicQuestions } from "../questions";
import { acquireHeavyRead, streamResponseText } from "../responses";
import { countedEvent } from "./event-columns";
import { eventPeopleTable } from "./event-people-table";
import { exportFileName, slugOf } from "./file-names";
import { guestListTable } from "./guest-list-table";
import { invitationsZip } from "./invitations-zip";
import { type PlanEvent, readPlan } from "../seating";
import { catererSheet } from "../../../contract/seating-print/sheets";
import { seatingCatererTable } from "./seating-caterer-table";
import { peopleTable } from "./people-table";
import { responsesTable } from "./responses-table";
import { CONTENT_TYPE, FILE_EXTENSION, renderTable, type FileFormat } from "./table";

/** `responses`: "Replies (one row per reply)", docs/spec.md's export. `people`: "Everyone who replied (one row per person)". */
export type ExportKind = "responses" | "people";

const TABLES = { responses: responsesTable, people: peopleTable } as const;
/** What each file is called, in every file name (docs/decisions/0027-counts-and-workbooks.md). */
const FILE_NAMES = { responses: "replies", people: "everyone-who-replied" } as const;

/** The side words the couple chose, for every export's Side column (contract/side-labels.ts). */
function sideNaming(wedding: WeddingRow): SideNaming {
  return { partner1: wedding.partner1, partner2: wedding.partner2, sideWords: ZSideWords.catch("names").parse(wedding.sideWords) };
}

/** A file on its way to the couple: its name, its type, and its bytes as they are made. */
export interface Download {
  filename: string;
  contentType: string;
  stream: Readable;
}

/**
 * A reply export, streamed page by page so memory stays flat however many responses there are,
 * and counted among the heavy reads (at most a few at once, per wedding and per instance).
 * The party names and allowances come from one query for the whole file.
 */
export async function exportReplies(ctx: AppContext, wedding: WeddingRow, kind: ExportKind, format: FileFormat): Promise<Download> {
  const [questions, parties, events] = await Promise.all([listPublicQuestions(ctx, wedding.id), partyLabels(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  const byId = new Map(events.map((event) => [event.id, event]));
  return {
    filename: exportFileName(wedding, FILE_NAMES[kind], FILE_EXTENSION[format.kind]),
    contentType: CONTENT_TYPE[format.kind],
    stream: streamResponseText(ctx, wedding.id, (rows) => renderTable(TABLES[kind](questions, rows, parties, byId, sideNaming(wedding)), format)),
  };
}

/**
 * One event's caterer list (docs/decisions/0019-events.md): the people coming to it with its
 * meals and their dietary notes. `eventId` is an extra event's id or "main" (400 otherwise).
 */
export async function exportEventPeople(ctx: AppContext, wedding: WeddingRow, eventId: string, format: FileFormat): Promise<Download> {
  const [questions, parties, events] = await Promise.all([listPublicQuestions(ctx, wedding.id), partyLabels(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  const event = events.find((candidate) => candidate.id === eventId);
  if (eventId !== MAIN_EVENT_ID && !event) {
    throw new AppError("validation_failed", "event: Not an event of this wedding", { event: "Not an event of this wedding" });
  }
  const counted = event ? countedEvent(event) : { id: MAIN_EVENT_ID };
  const name = event ? slugOf(event.name, "event", 40) : "wedding";
  return {
    filename: exportFileName(wedding, `${name}-caterer`, FILE_EXTENSION[format.kind]),
    contentType: CONTENT_TYPE[format.kind],
    stream: streamResponseText(ctx, wedding.id, (rows) =>
      renderTable(eventPeopleTable(counted, event?.name ?? "Wedding", questions, rows, parties, sideNaming(wedding)), format),
    ),
  };
}

async function* eachParty(pages: AsyncIterable<PartyForExport[]>): AsyncGenerator<PartyForExport> {
  for await (const page of pages) yield* page;
}

/**
 * A guest-list export, under a heavy-read slot until its stream closes (ends, fails, or the
 * client goes away). `origin` makes the private links absolute: PUBLIC_URL, or the origin the
 * couple's own request named (docs/security.md, the deployment edge).
 */
function streamGuestList<T extends string | Uint8Array>(
  ctx: AppContext,
  wedding: WeddingRow,
  origin: string,
  render: (parties: AsyncIterable<PartyForExport>, linkOf: (party: Party) => string, naming: SideNaming) => AsyncIterable<T>,
): Readable {
  const release = acquireHeavyRead(ctx, wedding.id);
  const linkOf = (party: Party) => origin + invitationPath(wedding.uniqueCode, party.invitationToken);
  const stream = Readable.from(render(eachParty(partiesForExport(ctx, wedding)), linkOf, sideNaming(wedding)), { objectMode: false });
  stream.once("close", release);
  return stream;
}

/** "Guest list (one row per invited person)", with the party's status and link (docs/decisions/0012). */
export function exportGuestList(ctx: AppContext, wedding: WeddingRow, origin: string, format: FileFormat): Download {
  return {
    filename: exportFileName(wedding, "guest-list", FILE_EXTENSION[format.kind]),
    contentType: CONTENT_TYPE[format.kind],
    stream: streamGuestList(ctx, wedding, origin, (parties, linkOf, naming) => renderTable(guestListTable(parties, linkOf, naming), format)),
  };
}

/** "Invitations (QR codes and mail merge)": each party's QR code, and its mail-merge table as a workbook and as CSV. */
export function exportInvitations(ctx: AppContext, wedding: WeddingRow, origin: string, separator: CsvSeparator): Download {
  return {
    filename: exportFileName(wedding, "invitations", "zip"),
    contentType: "application/zip",
    stream: streamGuestList(ctx, wedding, origin, (parties, linkOf, naming) => invitationsZip(parties, linkOf, naming, separator)),
  };
}

/**
 * Every event's counts, meals and dietary notes (the main event first), as JSON: the same pure
 * function as the responses page and the caterer CSV (contract/rules/event-summary.ts), over one
 * heavy read of the replies.
 */
export async function exportEventSummaries(ctx: AppContext, wedding: WeddingRow) {
  const [questions, parties, events] = await Promise.all([listPublicQuestions(ctx, wedding.id), partyLabels(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  const counted: CountedEvent[] = [{ id: MAIN_EVENT_ID }, ...events.map(countedEvent)];
  return streamResponseText(ctx, wedding.id, async function* (rows) {
    const replies: RsvpResponse[] = [];
    for await (const row of rows) replies.push(row);
    yield JSON.stringify({ events: counted.map((event) => summariseEvent(event, questions, replies, [...parties.values()])) });
  });
}

/**
 * The seating plan's caterer and venue sheet (issue 30 item 6; docs/decisions/0037-seating-print.md):
 * the same rows as the printed sheet, from the plan as the couple's screen reads it. Reading the
 * plan reads every reply, so it holds a heavy-read slot while it does.
 */
export async function exportSeatingCaterer(ctx: AppContext, wedding: WeddingRow, format: FileFormat, event: PlanEvent = null): Promise<Download> {
  const release = acquireHeavyRead(ctx, wedding.id);
  try {
    const plan = await readPlan(ctx, wedding, event);
    return {
      filename: exportFileName(wedding, "seating-caterer", FILE_EXTENSION[format.kind]),
      contentType: CONTENT_TYPE[format.kind],
      stream: Readable.from(renderTable(seatingCatererTable(catererSheet(plan)), format), { objectMode: false }),
    };
  } finally {
    release();
  }
}
