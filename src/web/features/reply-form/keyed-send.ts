import { ApiError } from "../../lib/api";
import { newIdempotencyKey } from "./form-state";

/** One new reply's Idempotency-Key, and the body first sent under it while that attempt's fate is unknown. */
export interface KeyedSend<B> {
  readonly idempotencyKey: string;
  firstSent: B | null;
}

/** One per form instance (a guest's form, one opening of the host's dialog), kept across retries. */
export function newKeyedSend<B>(): KeyedSend<B> {
  return { idempotencyKey: newIdempotencyKey(), firstSent: null };
}

/**
 * Stores a new reply once however often it is tapped or retried (decision 0003). A retry
 * resends the body first sent under the key, since the server refuses the key with another
 * body (409), and gets the reply that attempt stored, or stores it now; a change made since
 * is then saved over it with `saveChange`. The guest's form and the host's dialog share it.
 */
export async function sendKeyed<B, R>(
  keyed: KeyedSend<B>,
  body: B,
  add: (sent: B, idempotencyKey: string) => Promise<R>,
  saveChange: (added: R, body: B) => Promise<R>,
): Promise<R> {
  keyed.firstSent ??= body;
  const sent = keyed.firstSent;
  let added: R;
  try {
    added = await add(sent, keyed.idempotencyKey);
  } catch (error) {
    // A refusal (4xx, a 409 included) stored nothing, so the next attempt may send the new
    // body; not after a 429 (that attempt was not even looked at: an earlier one's fate is still unknown).
    if (error instanceof ApiError && error.status < 500 && error.status !== 429) keyed.firstSent = null;
    throw error;
  }
  const saved = JSON.stringify(sent) === JSON.stringify(body) ? added : await saveChange(added, body);
  keyed.firstSent = null;
  return saved;
}
