import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestResponse, SubmitResult } from "../../../contract/response";
import { registerRawQuery, rawQueryOf } from "../../db/raw-query";
import { rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, testConfig, type TestApp } from "../../test/harness";
import { guestConfirmationRow, type ReplyMail } from "../mail";
import * as repo from "./repository";

// Concurrent submits share statements (db/batcher.ts, docs/decisions/0020-submit-batching.md).
// What a guest or a couple could notice: every reply stored once, under its own id, with its
// own edit link and its own confirmation; a refused reply refuses nobody else's.

const config = testConfig();

function reply(weddingId: string, n: number, idempotencyKey: string | null = null): { values: repo.InsertValues; mail: ReplyMail | undefined } {
  const guestName = `Guest ${n}`;
  const guestEmail = `guest${n}@example.org`;
  return {
    values: { weddingId, guestName, guestEmail, answers: { meal: `dish ${n}` }, editTokenHash: `hash-${n}`, idempotencyKey },
    mail: guestConfirmationRow({ config }, { weddingId, guestEmail, guestName, editToken: `token-${n}` }),
  };
}

type Row = { id: string; guest_name: string; idempotency_key: string | null };
type MailRow = { response_id: string; recipient: string };

describe.each(ENGINES)("concurrent submits on %s", (engine) => {
  let t: TestApp;
  let seed: SeededWedding;
  let statements = 0;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    seed = await seedWedding(t.app);
    // Count the statements the submit path sends, on the real engine underneath.
    const raw = rawQueryOf(t.database.db)!;
    registerRawQuery(t.database.db, <R>(name: string, text: string, values: unknown[]) => {
      statements++;
      return raw<R>(name, text, values);
    });
  });
  afterAll(() => t?.close());

  const select = async <R>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
  const rows = (where = sql`true`) => select<Row>(sql`select id, guest_name, idempotency_key from responses where ${where}`);
  const mails = () => select<MailRow>(sql`select response_id, recipient from outbox_messages where kind = 'guest-confirmation'`);
  const insert = ({ values, mail }: ReturnType<typeof reply>) => repo.insertResponse(t.database.db, values, mail);

  it("thirty replies at once share a few statements, and each caller gets its own row and confirmation", async () => {
    const before = statements;
    const sent = Array.from({ length: 30 }, (_, n) => reply(seed.wedding.id, 100 + n));
    const inserted = await Promise.all(sent.map(insert));
    // Four start at once; the other 26 wait and go together. One statement each would be 30.
    expect(statements - before).toBeLessThanOrEqual(5);

    const stored = new Map((await rows(sql`guest_name like 'Guest 1__'`)).map((row) => [row.id, row.guest_name]));
    expect(stored.size).toBe(30);
    inserted.forEach((row, n) => expect(stored.get(row!.id)).toBe(`Guest ${100 + n}`));
    const confirmations = new Map((await mails()).map((mail) => [mail.response_id, mail.recipient]));
    inserted.forEach((row, n) => expect(confirmations.get(row!.id)).toBe(`guest${100 + n}@example.org`));
  });

  it("a reply the database refuses fails alone; the replies sent with it are stored", async () => {
    const sent = Array.from({ length: 10 }, (_, n) => reply(seed.wedding.id, 200 + n));
    // A wedding that does not exist (deleted meanwhile): its foreign key refuses the row.
    sent[7] = reply("00000000-0000-4000-8000-000000000000", 207);
    const results = await Promise.allSettled(sent.map(insert));
    expect(results.map((result) => result.status)).toEqual(sent.map((_, n) => (n === 7 ? "rejected" : "fulfilled")));
    expect((await rows(sql`guest_name like 'Guest 2__'`)).length).toBe(9);
  });

  it("the same Idempotency-Key twice in one statement stores one reply and queues one confirmation", async () => {
    // Four others first, so that the three repeats wait and are sent together.
    const others = Array.from({ length: 4 }, (_, n) => insert(reply(seed.wedding.id, 300 + n)));
    const repeats = [0, 1, 2].map(() => insert(reply(seed.wedding.id, 310, "double-tap-key")));
    await Promise.all(others);
    const results = await Promise.all(repeats);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [stored] = await rows(sql`idempotency_key = 'double-tap-key'`);
    expect((await mails()).filter((mail) => mail.response_id === stored!.id)).toHaveLength(1);
    expect((await rows(sql`guest_name = 'Guest 310'`)).length).toBe(1);
  });

  it("forty guests of two weddings replying at once each get their own answer back through their edit link", async () => {
    const other = await seedWedding(t.app, { partner1: "Noor", partner2: "Felix" });
    const guests = Array.from({ length: 40 }, (_, n) => ({
      seed: n % 2 ? other : seed,
      name: `Replier ${n}`,
      email: `replier${n}@example.org`,
      meal: n % 3 ? "Chicken" : "Vegetarian",
    }));
    const answers = await Promise.all(
      guests.map((guest) =>
        t.app.inject({
          method: "POST",
          url: "/api/responses",
          payload: rsvpFor(guest.seed, {
            guestName: guest.name,
            guestEmail: guest.email,
            responses: { [guest.seed.q("attend")]: "Yes, I'll be there!", [guest.seed.q("meal")]: { primary: guest.meal } },
          }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(guests.map(() => 201));
    for (const [n, answer] of answers.entries()) {
      const { id, editToken } = answer.json<SubmitResult>();
      const own = await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } });
      expect(own.statusCode).toBe(200);
      const body = own.json<GuestResponse>();
      expect(body).toMatchObject({ guestName: guests[n]!.name, guestEmail: guests[n]!.email, weddingId: guests[n]!.seed.wedding.id });
      expect(body.responses[guests[n]!.seed.q("meal")]).toEqual({ primary: guests[n]!.meal });
    }
    const confirmations = new Map((await mails()).map((mail) => [mail.response_id, mail.recipient]));
    answers.forEach((answer, n) => expect(confirmations.get(answer.json<SubmitResult>().id)).toBe(guests[n]!.email));
  });
});
