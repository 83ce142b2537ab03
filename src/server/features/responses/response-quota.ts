import { MAX_RESPONSES_PER_WEDDING } from "../../../contract/limits";
import type { AppContext } from "../../context";
import * as repo from "./repository";

/**
 * Deciding, cheaply, when a wedding is near its response cap. Counting a wedding's rows on every
 * submit would put a scan of up to 20,000 index entries on the hottest write; instead each app
 * keeps an estimate per wedding (a real count at most REFRESH_MS old, plus the inserts this app
 * started since), and only a wedding whose estimate is within HEADROOM of the cap takes the
 * exact path (count and insert under the wedding's row lock, see `insertResponseWithinCap`).
 *
 * Overshoot: none from one app (its own inserts count as soon as they start, and near the cap
 * every insert is exact and serialised per wedding). With several instances, only if the others
 * add more than HEADROOM responses to one wedding within REFRESH_MS, which the per-address and
 * per-wedding rate limits rule out.
 */
const HEADROOM = 1_000;
const REFRESH_MS = 1_000;
/** Forget everything past this many weddings; an estimate is cheap to rebuild. */
const MAX_TRACKED = 10_000;

interface Estimate {
  counted: number;
  since: number;
  at: number;
}

interface Estimates {
  byWedding: Map<string, Estimate>;
  /** One count at a time per wedding: a burst of submits waits for the same one. */
  counting: Map<string, Promise<Estimate>>;
}

const estimatesByApp = new WeakMap<AppContext, Estimates>();

function refresh(ctx: AppContext, estimates: Estimates, weddingId: string): Promise<Estimate> {
  let pending = estimates.counting.get(weddingId);
  if (!pending) {
    pending = repo
      .countResponses(ctx.db, weddingId)
      .then((counted) => {
        if (estimates.byWedding.size >= MAX_TRACKED) estimates.byWedding.clear();
        const fresh = { counted, since: 0, at: Date.now() };
        estimates.byWedding.set(weddingId, fresh);
        return fresh;
      })
      .finally(() => estimates.counting.delete(weddingId));
    estimates.counting.set(weddingId, pending);
  }
  return pending;
}

/** True when this insert must take the exact, locked path; counts the insert into the estimate either way. */
export async function nearResponseCap(ctx: AppContext, weddingId: string): Promise<boolean> {
  let estimates = estimatesByApp.get(ctx);
  if (!estimates) estimatesByApp.set(ctx, (estimates = { byWedding: new Map(), counting: new Map() }));
  let estimate = estimates.byWedding.get(weddingId);
  if (!estimate || Date.now() - estimate.at > REFRESH_MS) estimate = await refresh(ctx, estimates, weddingId);
  estimate.since++;
  return estimate.counted + estimate.since >= MAX_RESPONSES_PER_WEDDING - HEADROOM;
}
