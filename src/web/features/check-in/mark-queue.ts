import { MAX_MARKS_PER_BATCH } from "../../../contract/check-in";
import type { Mark } from "../../../contract/rules/check-in";

/**
 * The door screen's marks waiting to be sent (docs/decisions/0039-check-in.md): pure steps, so
 * the rule "nothing lost, nothing doubled" is tested without a browser. A mark leaves the queue
 * only when the server has answered for it (stored, or already had it by its id) or refused it
 * by name; anything else keeps it, to be sent again under the same id.
 */

/** The next request: the oldest marks, at most a batch. */
export const nextBatch = (queue: readonly Mark[]): Mark[] => queue.slice(0, MAX_MARKS_PER_BATCH);

/** After the server answered for `sent`: what is still waiting (marks queued meanwhile stay). */
export function withoutSent(queue: readonly Mark[], sent: readonly Mark[]): Mark[] {
  const ids = new Set(sent.map((mark) => mark.id));
  return queue.filter((mark) => !ids.has(mark.id));
}

/**
 * After a 400 that names marks of the batch (`marks.{i}.…`: someone no longer on the list, a
 * device clock far off): those are dropped and returned, so the screen can say so; the rest of
 * the batch waits to go again. A 400 that names none drops nothing.
 */
export function withoutRefused(queue: readonly Mark[], sent: readonly Mark[], fields: Record<string, string>): { queue: Mark[]; refused: Mark[] } {
  const refused = new Set<string>();
  for (const path of Object.keys(fields)) {
    const index = /^marks\.(\d+)\./.exec(path)?.[1];
    const mark = index === undefined ? undefined : sent[Number(index)];
    if (mark) refused.add(mark.id);
  }
  return { queue: queue.filter((mark) => !refused.has(mark.id)), refused: sent.filter((mark) => refused.has(mark.id)) };
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Wait before the next try after `failures` in a row: 1 s doubling to 30 s (a 429's wait is a minute at most). */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}
