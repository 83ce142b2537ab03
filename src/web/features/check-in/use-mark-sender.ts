import { useCallback, useEffect, useRef, useState } from "react";
import type { MarksResult } from "../../../contract/check-in";
import type { Mark } from "../../../contract/rules/check-in";
import { ApiError } from "../../lib/api";
import { sendMarks } from "./api";
import { isQueueKey, loadQueue, saveQueue } from "./door-store";
import { nextBatch, retryDelay, withoutRefused, withoutSent } from "./mark-queue";

/**
 * Sends the door's marks (docs/decisions/0039-check-in.md): each tap is queued on the device
 * first, then sent with whatever else waits, one request at a time. A lost connection, a 5xx or
 * a 429 keeps the marks and tries again (1 s doubling to 30 s, and at once when the browser says
 * it is back online); the server stores each mark once by its id, so sending one twice is
 * harmless. Only a 400 naming a mark drops it, and `refused` says how many.
 */
export function useMarkSender(code: string, weddingId: string, onSent: (result: MarksResult) => void) {
  const [queue, setQueue] = useState<Mark[]>(() => loadQueue(code));
  const [refused, setRefused] = useState(0);
  // Marks this screen has had stored: still merged into what it shows, so a list read before the
  // server stored them (a refetch already on its way) never makes an arrival flicker back.
  const [sent, setSent] = useState<Mark[]>([]);
  const state = useRef({ sending: false, failures: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined, stopped: false });
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);

  // Read and write the stored queue at each step, so a second tab's marks are never overwritten.
  const update = useCallback(
    (change: (stored: Mark[]) => Mark[]) => {
      const next = change(loadQueue(code));
      saveQueue(code, next);
      setQueue(next);
      return next;
    },
    [code],
  );

  const flush = useCallback(async () => {
    const s = state.current;
    if (s.sending || s.stopped) return;
    const batch = nextBatch(loadQueue(code));
    if (!batch.length) return;
    s.sending = true;
    clearTimeout(s.timer);
    let again = false;
    try {
      const result = await sendMarks(weddingId, batch);
      s.failures = 0;
      again = update((stored) => withoutSent(stored, batch)).length > 0;
      setSent((earlier) => [...earlier, ...batch]);
      onSentRef.current(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).some((path) => path.startsWith("marks."))) {
        let dropped = 0;
        update((stored) => {
          const after = withoutRefused(stored, batch, error.fields);
          dropped = after.refused.length;
          return after.queue;
        });
        setRefused((count) => count + dropped);
        again = dropped > 0;
      }
      if (!again) {
        s.failures++;
        s.timer = setTimeout(() => void flush(), retryDelay(s.failures));
      }
    } finally {
      s.sending = false;
    }
    if (again) void flush();
  }, [code, weddingId, update]);

  const enqueue = useCallback(
    (marks: Mark[]) => {
      update((stored) => [...stored, ...marks]);
      void flush();
    },
    [update, flush],
  );

  useEffect(() => {
    const s = state.current;
    s.stopped = false;
    const online = () => {
      s.failures = 0;
      void flush();
    };
    const otherTab = (event: StorageEvent) => {
      if (isQueueKey(code, event.key)) setQueue(loadQueue(code));
    };
    window.addEventListener("online", online);
    window.addEventListener("storage", otherTab);
    // Marks left from before a reload go as soon as the screen opens.
    void flush();
    return () => {
      s.stopped = true;
      clearTimeout(s.timer);
      window.removeEventListener("online", online);
      window.removeEventListener("storage", otherTab);
    };
  }, [code, flush]);

  return { waiting: queue, sent, refused, enqueue };
}
