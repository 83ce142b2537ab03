/**
 * Runs tasks one at a time, starting each at least `minIntervalMs` after the previous
 * one started. Nominatim's public instance allows one request a second; Overpass asks
 * for one query at a time per client.
 */
export function createSerialQueue(minIntervalMs = 0) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = 0;
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = async () => {
      const wait = lastStart + minIntervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      return task();
    };
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}
