import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Actor } from "../../../contract/access";
import type { RsvpResponse } from "../../../contract/response";
import { replyForViewer, seesContactDetails } from "../../../contract/rules/contact-details";
import type { AppContext } from "../../context";
import type { ResponseRow, WeddingRow } from "../../db/schema";
import { acquireHeavyRead } from "./heavy-reads";
import * as repo from "./repository";

// The heavy host reads: the responses list and (through `streamResponseText`) the reply exports.
// One batched row source for all of them, bounded in memory and in how many run at once.

/**
 * Rows rendered (as JSON or CSV) between two turns of the event loop. Rendering a whole page
 * (500 rows, when pages were that long) at once kept other weddings' requests waiting for hundreds of
 * milliseconds while a host exported (bench/README.md), a slice of 50 keeps that wait short.
 */
const SLICE = 50;

async function* slicesOf(pages: AsyncIterable<ResponseRow[]>): AsyncGenerator<ResponseRow[]> {
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += SLICE) {
      yield page.slice(start, start + SLICE);
      await nextTurn();
    }
  }
}

/** One page of rows as the JSON array's items (`JSON.stringify` of the whole list, a slice at a time). */
function jsonItems(page: ResponseRow[], first: boolean, toReply: (row: ResponseRow) => RsvpResponse): string {
  return (first ? "" : ",") + page.map((row) => JSON.stringify(toReply(row))).join(",");
}

async function* jsonArray(pages: AsyncIterable<ResponseRow[]>, toReply: (row: ResponseRow) => RsvpResponse): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const page of slicesOf(pages)) {
    yield jsonItems(page, first, toReply);
    first = false;
  }
  yield "]";
}

/**
 * The host's list. A wedding with fewer than a slice of responses answers as a plain value, as
 * it always has; a larger one is a stream of the same JSON array, a slice at a time, holding a
 * heavy-read slot until the client has read it (or gone).
 */
export async function listHostResponses(
  ctx: AppContext,
  wedding: WeddingRow,
  actor: Actor,
): Promise<{ list: RsvpResponse[]; stream?: never } | { stream: Readable; list?: never }> {
  // A viewer reads every reply without its contact details (contract/rules/contact-details.ts).
  const toReply = seesContactDetails(actor) ? repo.toRsvpResponse : (row: ResponseRow) => replyForViewer(repo.toRsvpResponse(row));
  const release = acquireHeavyRead(ctx, wedding.id);
  try {
    const pages = repo.streamResponses(ctx.db, wedding.id);
    const first = await pages.next();
    if (first.done || first.value.length < SLICE) {
      release();
      return { list: first.done ? [] : first.value.map(toReply) };
    }
    const all = async function* () {
      yield first.value;
      yield* pages;
    };
    return { stream: releasedOnClose(Readable.from(jsonArray(all(), toReply), { objectMode: false }), release) };
  } catch (error) {
    release();
    throw error;
  }
}

function releasedOnClose(stream: Readable, release: () => void): Readable {
  // 'close' comes after the end, an error, or the client going away: the slot is given back in every case.
  stream.once("close", release);
  return stream;
}

/**
 * A heavy read of a wedding's responses (the exports), rendered by `render` as text or bytes
 * (a workbook) and streamed with bounded memory, under a heavy-read slot held until the stream closes.
 */
export function streamResponseText(
  ctx: AppContext,
  weddingId: string,
  render: (rows: AsyncIterable<RsvpResponse>) => AsyncIterable<string | Uint8Array>,
): Readable {
  const release = acquireHeavyRead(ctx, weddingId);
  return releasedOnClose(Readable.from(render(iterateResponses(ctx, weddingId)), { objectMode: false }), release);
}

/** Every response of a wedding in submission order, read a page at a time. */
async function* iterateResponses(ctx: AppContext, weddingId: string): AsyncGenerator<RsvpResponse> {
  for await (const slice of slicesOf(repo.streamResponses(ctx.db, weddingId))) for (const row of slice) yield repo.toRsvpResponse(row);
}
