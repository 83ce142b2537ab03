/**
 * Combines concurrent calls of one hot write into fewer statements ("natural batching",
 * docs/decisions/0020-submit-batching.md). A call starts at once while fewer than `maxInFlight`
 * statements are running, so a quiet server adds no wait; under load, calls queue behind the
 * running statements and the next one to start takes up to `maxBatch` of them. Each statement
 * costs PostgreSQL a round trip, a process wake-up, an executor start and a commit however many
 * rows it writes, so on a busy server the rows share those costs.
 *
 * When a statement of several items fails with an error that one item can cause (`isItemError`:
 * a constraint or a malformed value), each item is tried again alone, so one bad row fails only
 * its own call. Any other error (the database unreachable) fails the whole batch at once.
 */
export interface BatcherOptions {
  maxInFlight: number;
  maxBatch: number;
  isItemError: (error: unknown) => boolean;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<In, Out>(run: (items: In[]) => Promise<Out[]>, options: BatcherOptions): (item: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let inFlight = 0;

  const runAlone = async (waiting: Waiting<In, Out>) => {
    try {
      const [out] = await run([waiting.item]);
      waiting.resolve(out as Out);
    } catch (error) {
      waiting.reject(error);
    }
  };

  const settle = async (batch: Waiting<In, Out>[]) => {
    try {
      const outs = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(outs[index] as Out));
    } catch (error) {
      if (batch.length > 1 && options.isItemError(error)) {
        for (const waiting of batch) await runAlone(waiting);
      } else {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  };

  const start = () => {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      void settle(batch).finally(() => {
        inFlight--;
        start();
      });
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      start();
    });
}
