import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Party, PartyInput } from "../../../contract/guest-list";
import type { BulkMailResult, MailSettings } from "../../../contract/mail-settings";
import type { SubmitResult } from "../../../contract/response";
import { outboxMessages, weddings } from "../../db/schema";
import { rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startPostgresPair, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig } from "../../test/mail";
import { SmtpSink } from "../../test/smtp-sink";
import { dailyLimit, SEND_CAP } from "./send-cap";

// Issue 27, item 4 (docs/decisions/0021-mail-to-strangers.md): a host must not raise its own
// sending cap. Before, every reply added 5, so ninety replies the host posted itself through the
// open form took a new wedding from 50 invitations a day to 500.

const DAY = 86_400_000;
const party = (family: string, email: string): PartyInput => ({ name: `The ${family}s`, guests: [{ firstName: "Sam", lastName: family, email }] });

/** Moves a wedding's creation `days` back, as if it had been made then. */
const age = (t: TestApp, seed: SeededWedding, days: number) =>
  t.database.db
    .update(weddings)
    .set({ createdAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(weddings.id, seed.wedding.id));

const limitOf = async (t: TestApp, seed: SeededWedding) =>
  (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/mail-settings`, headers: seed.auth })).json<MailSettings>().allowance.limit;

describe("the daily sending cap", () => {
  it("is 20 in a wedding's first two days whatever it did, then 50 and 2 more per household that answered a delivered invitation, up to 500", () => {
    expect(dailyLimit(0, 0)).toBe(20);
    expect(dailyLimit(2 * DAY - 1, 400)).toBe(20);
    expect(dailyLimit(2 * DAY, 0)).toBe(50);
    expect(dailyLimit(10 * DAY, 40)).toBe(130);
    expect(dailyLimit(10 * DAY, 5_000)).toBe(SEND_CAP.ceiling);
  });

  it("reaches its ceiling alone only after days of invitations actually delivered and answered", () => {
    // The fastest a host alone can go: every invitation the cap allows goes out and is answered through its link.
    let answered = 0;
    const limits: number[] = [];
    for (let day = 0; limits.at(-1) !== SEND_CAP.ceiling; day++) {
      const limit = dailyLimit(day * DAY, answered);
      limits.push(limit);
      answered += limit;
    }
    expect(limits).toEqual([20, 20, 130, 390, 500]);
  });
});

describe.each(ENGINES)("the sending cap on %s", (engine) => {
  let t: TestApp;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await startTestApp(engine, { ...mailTestConfig(sink.url), rateLimit: false });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it("does not move for ninety replies the host posts through the open form (before: 50 to 500)", async () => {
    const seed = await seedWedding(t.app);
    expect(await limitOf(t, seed)).toBe(20);
    await age(t, seed, 3);
    expect(await limitOf(t, seed)).toBe(50);
    for (let i = 0; i < 90; i += 15) {
      const posted = await Promise.all(
        Array.from({ length: 15 }, (_, j) =>
          t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: `Self ${i + j}`, guestEmail: `self${i + j}@cap.test` }) }),
        ),
      );
      expect(posted.every((res) => res.statusCode === 201)).toBe(true);
    }
    expect(await limitOf(t, seed)).toBe(50);
  });

  it("grows by 2 for a household that answered through its link after its invitation was delivered, and for nothing else", async () => {
    const seed = await seedWedding(t.app);
    await age(t, seed, 3);
    const add = async (family: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: `/api/weddings/${seed.wedding.id}/parties`,
          headers: seed.auth,
          payload: party(family, `${family}@cap.test`),
        })
      ).json<Party>();
    const [answered, silent, uninvited, linked] = [await add("answered"), await add("silent"), await add("uninvited"), await add("linked")];
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/send`,
      headers: seed.auth,
      payload: { kind: "invitation", subject: "Hi", message: "Come, {names}.", partyIds: [answered.id, silent.id, linked.id] },
    });
    expect(sent.json<BulkMailResult>().queued).toBe(3);
    await expect
      .poll(
        async () => {
          const rows = await t.database.db
            .select({ n: count() })
            .from(outboxMessages)
            .where(and(eq(outboxMessages.weddingId, seed.wedding.id), eq(outboxMessages.status, "sent")));
          return rows[0]!.n;
        },
        { timeout: 30_000 },
      )
      .toBe(3);
    const replyThroughLink = (party: Party) =>
      t.app.inject({
        method: "PUT",
        url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
        headers: { "x-invitation-token": party.invitationToken },
        payload: { guests: [{ guestId: party.guests[0]!.id, attending: true }], extraGuests: [], responses: {} },
      });
    expect((await replyThroughLink(answered)).statusCode).toBe(200);
    // The couple's own link, opened without an invitation going out: anyone holding the guest list can.
    expect((await replyThroughLink(uninvited)).statusCode).toBe(200);
    // An open-form reply the couple links to an invited household by hand.
    const open = (await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "open@cap.test" }) })).json<SubmitResult>();
    const link = await t.app.inject({
      method: "PUT",
      url: `/api/responses/${open.id}/party`,
      headers: seed.auth,
      payload: { partyId: linked.id },
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(await limitOf(t, seed)).toBe(50 + SEND_CAP.perAnsweredInvitation);
  });
});

describe("through two instances on one PostgreSQL", () => {
  let pair: [TestApp, TestApp] | undefined;
  afterEach(async () => {
    for (const t of pair ?? []) await t.close();
    pair = undefined;
  });

  it("sends started on both at once cannot pass the cap together: the batches that fit are queued, the others store nothing", async () => {
    pair = await startPostgresPair({ ...mailTestConfig(undefined), rateLimit: false });
    const seed = await seedWedding(pair[0].app);
    await age(pair[0], seed, 3);
    const imported = await pair[0].app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/import`,
      headers: seed.auth,
      payload: { parties: Array.from({ length: 80 }, (_, i) => party(`Family${i}`, `guest${i}@cap.test`)), dryRun: false },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const all = (await pair[0].app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<{ parties: Party[] }>()
      .parties;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pair![i % 2]!.app.inject({
          method: "POST",
          url: `/api/weddings/${seed.wedding.id}/mail/send`,
          headers: seed.auth,
          payload: { kind: "invitation", subject: "Hi", message: "Come.", partyIds: all.slice(i * 10, i * 10 + 10).map((party) => party.id) },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(3);
    const [stored] = await pair[0].database.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.weddingId, seed.wedding.id), inArray(outboxMessages.kind, ["invitation"])));
    expect(stored!.n).toBe(50);
  });
});
