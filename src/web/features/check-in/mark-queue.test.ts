import { describe, expect, it } from "vitest";
import type { Mark } from "../../../contract/rules/check-in";
import { nextBatch, retryDelay, withoutRefused, withoutSent } from "./mark-queue";

const mark = (id: string): Mark => ({ id, personKey: `guest:${id}`, arrived: true, at: "2026-06-20T16:00:00.000Z" });

describe("the door's queue of marks", () => {
  it("sends the oldest 500 at a time", () => {
    const queue = Array.from({ length: 1_200 }, (_, index) => mark(String(index)));
    expect(nextBatch(queue).map((one) => one.id)).toEqual(queue.slice(0, 500).map((one) => one.id));
  });

  it("forgets only what the server answered for; marks tapped while the request was out stay", () => {
    const sent = [mark("a"), mark("b")];
    const queue = [...sent, mark("c")];
    expect(withoutSent(queue, sent)).toEqual([mark("c")]);
  });

  it("drops the marks a 400 names and keeps the rest of the batch to send again", () => {
    const sent = [mark("a"), mark("b"), mark("c")];
    const after = withoutRefused([...sent, mark("d")], sent, { "marks.1.personKey": "Not on this wedding's list for the day" });
    expect(after.refused).toEqual([mark("b")]);
    expect(after.queue.map((one) => one.id)).toEqual(["a", "c", "d"]);
    expect(withoutRefused(sent, sent, { body: "bad" }).queue).toEqual(sent);
  });

  it("backs off from 1 s to 30 s", () => {
    expect([1, 2, 3, 6, 10].map((failures) => retryDelay(failures))).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
