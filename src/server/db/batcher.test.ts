import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher";

/** A statement runner the test finishes by hand, recording what each statement carried. */
function manualRunner() {
  const statements: { items: number[]; finish: (error?: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      statements.push({ items, finish: (error) => (error ? reject(error) : resolve(items.map((item) => item * 10))) });
    });
  return { statements, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const itemErrors = (error: unknown) => (error as Error).message === "bad row";

describe("createBatcher", () => {
  it("starts a call at once on a quiet server, alone", async () => {
    const { statements, run } = manualRunner();
    const call = createBatcher(run, { maxInFlight: 2, maxBatch: 10, isItemError: itemErrors });
    const answer = call(1);
    expect(statements.map((statement) => statement.items)).toEqual([[1]]);
    statements[0]!.finish();
    expect(await answer).toBe(10);
  });

  it("queues calls behind the running statements and sends them together, at most maxBatch at a time", async () => {
    const { statements, run } = manualRunner();
    const call = createBatcher(run, { maxInFlight: 1, maxBatch: 3, isItemError: itemErrors });
    const answers = [1, 2, 3, 4, 5, 6].map(call);
    expect(statements.map((statement) => statement.items)).toEqual([[1]]);
    statements[0]!.finish();
    await turn();
    expect(statements.map((statement) => statement.items)).toEqual([[1], [2, 3, 4]]);
    statements[1]!.finish();
    await turn();
    statements[2]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(statements.map((statement) => statement.items)).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it("tries each item alone after an error one item can cause, so only that item fails", async () => {
    const call = createBatcher(
      async (items: number[]) => {
        if (items.includes(3)) throw new Error("bad row");
        return items.map((item) => item * 10);
      },
      { maxInFlight: 1, maxBatch: 10, isItemError: itemErrors },
    );
    const results = await Promise.allSettled([1, 2, 3, 4].map(call));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });

  it("fails the whole batch at once, without retrying, when the database itself is unreachable", async () => {
    let statements = 0;
    const call = createBatcher(
      async () => {
        statements++;
        throw new Error("connection refused");
      },
      { maxInFlight: 1, maxBatch: 10, isItemError: itemErrors },
    );
    const results = await Promise.allSettled([1, 2, 3, 4].map(call));
    expect(results.every((result) => result.status === "rejected")).toBe(true);
    expect(statements).toBe(2); // [1], then [2, 3, 4]
  });
});
