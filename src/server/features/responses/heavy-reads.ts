import type { FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";

/**
 * Heavy host reads (the responses list, both CSV exports) running at once. Each one holds a
 * database connection and a batch of rows for as long as the client reads; these bounds keep
 * one host (or one wedding's many tabs) from taking the instance from every other wedding.
 */
const MAX_HEAVY_READS_PER_WEDDING = 2;
const MAX_HEAVY_READS_PER_INSTANCE = 4;
/** Seconds a refused client is told to wait: a list or export of a full wedding takes about this long. */
const RETRY_AFTER_SECONDS = 5;

interface Slots {
  total: number;
  byWedding: Map<string, number>;
}

// Per app, not per module: several apps (tests, instances in one process) must not share slots.
const slotsByApp = new WeakMap<AppContext, Slots>();

/** Takes a slot for this wedding, or refuses with 429; call the returned function (once or more) to give it back. */
export function acquireHeavyRead(ctx: AppContext, weddingId: string): () => void {
  let slots = slotsByApp.get(ctx);
  if (!slots) slotsByApp.set(ctx, (slots = { total: 0, byWedding: new Map() }));
  const mine = slots.byWedding.get(weddingId) ?? 0;
  if (mine >= MAX_HEAVY_READS_PER_WEDDING || slots.total >= MAX_HEAVY_READS_PER_INSTANCE) {
    throw new AppError("rate_limited", `Too many lists and exports are being prepared right now; please try again in ${RETRY_AFTER_SECONDS} seconds`);
  }
  slots.total++;
  slots.byWedding.set(weddingId, mine + 1);
  let released = false;
  const held = slots;
  return () => {
    if (released) return;
    released = true;
    held.total--;
    const left = (held.byWedding.get(weddingId) ?? 1) - 1;
    if (left > 0) held.byWedding.set(weddingId, left);
    else held.byWedding.delete(weddingId);
  };
}

/** Adds the retry hint to a refusal of `acquireHeavyRead` on its way to the error handler. */
export async function withRetryHint<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    throw error;
  }
}
