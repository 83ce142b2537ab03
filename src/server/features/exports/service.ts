import { type SideNaming, ZSideWords } from "../../../contract/side-labels";
import { Readable } from "node:stream";
import { invitationPath, type Party } from "../../../contract/guest-list";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { MAIN_EVENT_ID } from "../../../contract/event-texts";
import type { RsvpResponse } from "../../../contract/response";
import { summariseEvent, type CountedEvent } from "../../../contract/rules/event-summary";
import { AppError } from "../../errors";
import { eventDetailsOf } from "../events/service";
import { partiesForExport, partyLabels, type PartyForExport } from "../guest-list/export-service";
import { listPublicQuestions } from "../questions/service";
import { acquireHeavyRead } from "../responses/heavy-reads";
import { streamResponseText } from "../responses/stream-service";
import { countedEvent } from "./event-columns";
import { eventPeopleCsv } from "./event-people-csv";
import { exportFileName, slugOf } from "./file-names";
import { guestListCsv } from "./guest-list-csv";
import { invitationsZip } from "./invitations-zip";
import { peopleCsv } from "./people-csv";
import { responsesCsv } from "./responses-csv";

/** `responses`: one row per response (docs/spec.md). `people`: one row per person, for caterers and seating. */
export type ExportKind = "responses" | "people";

const WRITERS = { responses: responsesCsv, people: peopleCsv } as const;

/** The side words the couple chose, for every export's Side column (contract/side-labels.ts). */
function sideNaming(wedding: WeddingRow): SideNaming {
  return { partner1: wedding.partner1, partner2: wedding.partner2, sideWords: ZSideWords.catch("names").parse(wedding.sideWords) };
}

/**
 * A host's CSV, streamed page by page so memory stays flat however many responses there are,
 * and counted among the heavy reads (at most a few at once, per wedding and per instance).
 * The party names and allowances come from one query for the whole file.
 */
export async function exportCsv(ctx: AppContext, wedding: WeddingRow, kind: ExportKind) {
  const [questions, parties, events] = await Promise.all([listPublicQuestions(ctx, wedding.id), partyLabels(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  const byId = new Map(events.map((event) => [event.id, event]));
  return {
    filename: exportFileName(wedding, kind === "people" ? "guest-list" : "rsvps", "csv"),
    stream: streamResponseText(ctx, wedding.id, (rows) => WRITERS[kind](questions, rows, parties, byId, sideNaming(wedding))),
  };
}

/**
 * One event's caterer list (docs/decisions/0019-events.md): the people coming to it with its
 * meals and their dietary notes. `eventId` is an extra event's id or "main" (400 otherwise).
 */
export async function exportEventPeopleCsv(ctx: AppContext, wedding: WeddingRow, eventId: string) {
  const [questions, parties, events] = await Promise.all([listPublicQuestions(ctx, wedding.id), partyLabels(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  const event = events.find((candidate) => candidate.id === eventId);
  if (eventId !== MAIN_EVENT_ID && !event) {
    throw new AppError("validation_failed", "event: Not an event of this wedding", { event: "Not an event of this wedding" });
  }
  const counted = event ? countedEvent(event) : { id: MAIN_EVENT_ID };
  const name = event ? slugOf(event.name, "event", 40) : "wedding";
  return {
    filename: exportFileName(wedding, `${name}-caterer`, "csv"),
    stream: streamResponseText(ctx, wedding.id, (rows) => eventPeopleCsv(counted, questions, rows, parties, sideNaming(wedding))),
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

/** Every invited person, one row each, with the party's status and link (docs/decisions/0012). */
export function exportGuestList(ctx: AppContext, wedding: WeddingRow, origin: string) {
  return { filename: exportFileName(wedding, "invited-guests", "csv"), stream: streamGuestList(ctx, wedding, origin, guestListCsv) };
}

/** The mail-merge pack for printed invitations: a CSV of parties and each party's QR code. */
export function exportInvitations(ctx: AppContext, wedding: WeddingRow, origin: string) {
  return { filename: exportFileName(wedding, "invitations", "zip"), stream: streamGuestList(ctx, wedding, origin, invitationsZip) };
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
