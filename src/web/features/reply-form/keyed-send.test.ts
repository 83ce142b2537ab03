import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { newKeyedSend, sendKeyed } from "./keyed-send";

// A stand-in for the server: what each attempt sent, and what it answers next.
function server(answers: Array<Error | "ok">) {
  const adds: Array<{ body: string; key: string }> = [];
  const changes: string[] = [];
  return {
    adds,
    changes,
    add: async (body: string, key: string) => {
      adds.push({ body, key });
      const answer = answers.shift() ?? "ok";
      if (answer instanceof Error) throw answer;
      return `stored:${body}`;
    },
    saveChange: async (added: string, body: string) => {
      changes.push(body);
      return `${added}>${body}`;
    },
  };
}

describe("sendKeyed (decision 0003)", () => {
  it("after a lost answer, a retry resends the first body under the same key, then saves the change as an edit", async () => {
    const keyed = newKeyedSend<string>();
    const fake = server([new TypeError("network down")]);
    await expect(sendKeyed(keyed, "first", fake.add, fake.saveChange)).rejects.toThrow("network down");
    const saved = await sendKeyed(keyed, "changed", fake.add, fake.saveChange);
    expect(fake.adds).toEqual([
      { body: "first", key: keyed.idempotencyKey },
      { body: "first", key: keyed.idempotencyKey },
    ]);
    expect(fake.changes).toEqual(["changed"]);
    expect(saved).toBe("stored:first>changed");
  });

  it("after a refusal (4xx) the next attempt sends the new body; after a 429 or a 5xx it still resends the first", async () => {
    const keyed = newKeyedSend<string>();
    const fake = server([new ApiError(400, "400: bad"), new ApiError(429, "429: slow down"), new ApiError(503, "503: down")]);
    await expect(sendKeyed(keyed, "a", fake.add, fake.saveChange)).rejects.toThrow();
    await expect(sendKeyed(keyed, "b", fake.add, fake.saveChange)).rejects.toThrow();
    await expect(sendKeyed(keyed, "c", fake.add, fake.saveChange)).rejects.toThrow();
    expect(await sendKeyed(keyed, "d", fake.add, fake.saveChange)).toBe("stored:b>d");
    expect(fake.adds.map((attempt) => attempt.body)).toEqual(["a", "b", "b", "b"]);
  });

  it("an unchanged body is stored once, with no edit, and the next reply starts afresh", async () => {
    const keyed = newKeyedSend<string>();
    const fake = server([]);
    expect(await sendKeyed(keyed, "same", fake.add, fake.saveChange)).toBe("stored:same");
    expect(fake.changes).toEqual([]);
    expect(keyed.firstSent).toBeNull();
  });
});
