/**
 * Runs `task` soon after each request, never two at once and starting at most once per
 * `minGapMs`: the first request after a quiet spell starts at once; requests that arrive while
 * a run is in flight (or too soon after one started) are folded into one more run afterwards.
 * Unlike a trailing debounce, a steady stream of requests cannot postpone the run forever.
 */
export function coalesce(task: () => Promise<unknown>, minGapMs: number, now: () => number = Date.now) {
  let running = false;
  let queued = false;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const start = () => {
    timer = undefined;
    if (stopped) return;
    queued = false;
    running = true;
    lastStart = now();
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (queued) schedule();
      });
  };

  const schedule = () => {
    if (stopped || running || timer !== undefined) return;
    const wait = lastStart + minGapMs - now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  };

  return {
    request() {
      queued = true;
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
