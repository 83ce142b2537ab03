import { expect } from "vitest";
import type { ChangeEvent } from "../db/change-feed";

/** Opens the host's event stream over real HTTP and collects the events as they arrive. */
export async function openStream(baseUrl: string, code: string, hostKey: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/responses/${code}/events`, {
    headers: { authorization: `Bearer ${hostKey}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const events: ChangeEvent[] = [];
  const waiters: Array<() => void> = [];
  let markEnded = () => {};
  /** Settles when the server ends the stream (or the test aborts it). */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)) as ChangeEvent);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by the test.
    }
    markEnded();
  })();
  const next = async (type: ChangeEvent["type"], from = 0, match: (event: ChangeEvent) => boolean = () => true): Promise<ChangeEvent> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = events.slice(from).find((event) => event.type === type && match(event));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { events, next, ended, close: () => controller.abort() };
}
