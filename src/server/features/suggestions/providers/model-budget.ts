/** Calls to a configured model, per instance: a minute's budget and how many may be open at once. */
const MODEL_CALLS_PER_MINUTE = 60;
const MODEL_CONCURRENT_CALLS = 4;

export interface ModelBudgetOptions {
  perMinute?: number;
  concurrent?: number;
  now?: () => number;
}

/**
 * Anonymous callers must not run up the operator's model bill or queue behind each other:
 * past the budget the offline writer answers instead (still useful wording, no 429 for a
 * couple who did nothing wrong).
 */
export function createModelBudget(options: ModelBudgetOptions = {}) {
  const { perMinute = MODEL_CALLS_PER_MINUTE, concurrent = MODEL_CONCURRENT_CALLS, now = Date.now } = options;
  let windowStart = 0;
  let used = 0;
  let open = 0;
  return {
    /** Takes a call from the budget, or says there is none left; `release` when it ends. */
    take(): boolean {
      const t = now();
      if (t - windowStart >= 60_000) {
        windowStart = t;
        used = 0;
      }
      if (used >= perMinute || open >= concurrent) return false;
      used++;
      open++;
      return true;
    },
    release() {
      open--;
    },
  };
}
