import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Party } from "../../../contract/guest-list";
import type { OutboxPage } from "../../../contract/mail";
import { outboxMessages } from "../../db/schema";
import { rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startPostgresPair, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig, TEST_ORIGIN } from "../../test/mail";
import { SmtpSink, type ReceivedMail } from "../../test/smtp-sink";
import { MAIL_BOUNDS, SKIPPED } from "./admission";
import { normaliseAddress } from "./address-hash";

// Issue 27, item 3 (docs/decisions/0021-mail-to-strangers.md): anyone can create weddings whose
// partner names are an advertisement and reply to them with a stranger's address. What that can
// make the service send to one address is bounded across all weddings, and one click in any of
// those messages stops all of them.

const STRANGER = "victim@stranger.example";
const AD = { partner1: "Cheap Watches", partner2: "www.spam.example" };

const recipientOf = (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? (mail.parsed.to.value[0]?.address ?? "") : "");
const toStranger = (sink: SmtpSink) => sink.received.filter((mail) => normaliseAddress(recipientOf(mail)) === STRANGER);

/** Waits until the workers have decided every message of these weddings (sent, failed or skipped). */
async function settled(t: TestApp, weddingIds: string[]) {
  await expect
    .poll(
      async () => {
        const [row] = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outboxMessages)
          .where(and(inArray(outboxMessages.weddingId, weddingIds), inArray(outboxMessages.status, ["queued", "sending"])));
        return row!.n;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(0);
}

const outboxOf = async (t: TestApp, seed: SeededWedding) =>
  (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: seed.auth })).json<OutboxPage>().messages;

const neverLinkIn = (mail: ReceivedMail) => new URL(/http:\/\/rsvp\.test\/mail\/never\/\S+/.exec(mail.parsed.text ?? "")![0]);

describe.each(ENGINES)("mail to a stranger's address (%s)", (engine) => {
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

  it("gets at most 3 confirmations a day from all weddings together, however the address is written; the replies are stored", async () => {
    const spellings = [STRANGER, "Victim@Stranger.Example", "victim+deal@stranger.example", STRANGER, "VICTIM+1@stranger.example", STRANGER];
    const seeds: SeededWedding[] = [];
    for (const guestEmail of spellings) {
      const seed = await seedWedding(t.app, AD);
      seeds.push(seed);
      const res = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: "Buy now", guestEmail }) });
      expect(res.statusCode, res.body).toBe(201);
    }
    await settled(
      t,
      seeds.map((seed) => seed.wedding.id),
    );
    expect(toStranger(sink)).toHaveLength(MAIL_BOUNDS.confirmations.unverified);
    // The others are in their couple's Outbox as not sent, with why, and without a link.
    const statuses = (await Promise.all(seeds.map((seed) => outboxOf(t, seed)))).map(([message]) => message!);
    expect(statuses.filter((message) => message.status === "sent")).toHaveLength(3);
    const skipped = statuses.filter((message) => message.status === "skipped");
    expect(skipped).toHaveLength(3);
    for (const message of skipped) expect(message.lastError).toBe(SKIPPED.confirmations);
  });

  it("stops every wedding's mail to the address with one click in any message, queued ones too; the page speaks the guest's language, and it can be taken back", async () => {
    const address = "noor@stranger.example";
    const first = await seedWedding(t.app, AD);
    const res = await t.app.inject({ method: "POST", url: "/api/responses", payload: { ...rsvpFor(first, { guestEmail: address }), locale: "es" } });
    expect(res.statusCode, res.body).toBe(201);
    await settled(t, [first.wedding.id]);
    const [confirmation] = sink.received.filter((mail) => recipientOf(mail) === address);
    const link = neverLinkIn(confirmation!);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get("lang")).toBe("es");
    expect(confirmation!.parsed.text).toContain(
      "¿No ha respondido a la invitación de Cheap Watches & www.spam.example? Alguien escribió su dirección por error.",
    );

    // A link scanner's GET changes nothing; a forged token is refused.
    const page = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="es"');
    expect(page.body).toContain("¿Dejar de recibir todos los correos de este servicio?");
    const forged = link.pathname.replace(/[^/]+$/, "A".repeat(24));
    expect((await t.app.inject({ method: "POST", url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: link.pathname.replace(/\/[0-9a-f]{64}\//, `/${"0".repeat(64)}/`) })).statusCode).toBe(404);

    // Queued before the click, from another wedding: it must not go either.
    const second = await seedWedding(t.app);
    const party = (
      await t.app.inject({
        method: "POST",
        url: `/api/weddings/${second.wedding.id}/parties`,
        headers: second.auth,
        payload: { name: "The Haddads", guests: [{ firstName: "Noor", lastName: "Haddad", email: "Noor+invites@Stranger.example" }] },
      })
    ).json<Party>();
    // RFC 8058: the mail provider's POST, with its form body and no cookie.
    const oneClick = await t.app.inject({
      method: "POST",
      url: link.pathname + link.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("Esta dirección no recibirá más correos de ninguna boda de este servicio.");
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${second.wedding.id}/mail/send`,
      headers: second.auth,
      payload: { kind: "invitation", subject: "Hello", message: "Please come, {names}.", partyIds: [party.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const third = await seedWedding(t.app);
    await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(third, { guestEmail: address }) });
    await t.app.inject({ method: "POST", url: `/api/weddings/${third.wedding.id}/couple-addresses`, headers: third.auth, payload: { email: address } });
    await settled(t, [second.wedding.id, third.wedding.id]);
    expect(sink.received.filter((mail) => normaliseAddress(recipientOf(mail)) === address)).toHaveLength(1);
    const notSent = [...(await outboxOf(t, second)), ...(await outboxOf(t, third))];
    expect(notSent.map((message) => message.kind).sort()).toEqual(["couple-address-confirmation", "guest-confirmation", "invitation"]);
    for (const message of notSent) expect(message).toMatchObject({ status: "skipped", lastError: SKIPPED.suppressed });

    // Only the address's owner has the link, so the page after the click offers to take it back.
    const undo = /<form method="post" action="([^"]+)">/.exec(oneClick.body)![1]!.replace(/&amp;/g, "&");
    const undone = await t.app.inject({ method: "POST", url: undo });
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain("Las bodas de este servicio pueden volver a escribir a esta dirección.");
    const fourth = await seedWedding(t.app);
    await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(fourth, { guestEmail: address }) });
    await settled(t, [fourth.wedding.id]);
    expect(sink.received.filter((mail) => recipientOf(mail) === address)).toHaveLength(2);
  });

  it("lets an address that confirmed it reads our mail (a couple's own) get more: the couple testing their own form is not held at 3", async () => {
    const seed = await seedWedding(t.app);
    const own = "amelia@couple.example";
    await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/couple-addresses`, headers: seed.auth, payload: { email: own, mode: "none" } });
    await settled(t, [seed.wedding.id]);
    const confirm = new URL(/http:\/\/rsvp\.test\/mail\/confirm\/\S+/.exec(sink.received.find((mail) => recipientOf(mail) === own)!.parsed.text ?? "")![0]);
    expect((await t.app.inject({ method: "POST", url: confirm.pathname })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: own }) })).statusCode).toBe(201);
    }
    await settled(t, [seed.wedding.id]);
    // Its confirmation, then five guest confirmations: 6 of the day's 20.
    expect(sink.received.filter((mail) => recipientOf(mail) === own)).toHaveLength(6);
  });
});

describe("through two instances on one PostgreSQL", () => {
  let pair: [TestApp, TestApp] | undefined;
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());
  afterEach(async () => {
    for (const t of pair ?? []) await t.close();
    pair = undefined;
  });

  it("a burst of 40 confirmations to one stranger from 40 weddings, half through each instance, delivers 3", async () => {
    pair = await startPostgresPair({ ...mailTestConfig(sink.url), rateLimit: false });
    const seeds = await Promise.all(Array.from({ length: 40 }, (_, i) => seedWedding(pair![i % 2]!.app, AD)));
    const before = toStranger(sink).length;
    const answers = await Promise.all(
      seeds.map((seed, i) =>
        pair![i % 2]!.app.inject({
          method: "POST",
          url: "/api/responses",
          payload: rsvpFor(seed, { guestEmail: i % 3 ? STRANGER : "Victim+x@stranger.example" }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    await settled(
      pair[0],
      seeds.map((seed) => seed.wedding.id),
    );
    expect(toStranger(sink).length - before).toBe(MAIL_BOUNDS.confirmations.unverified);
    const rows = await pair[0].database.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.weddingId,
          seeds.map((seed) => seed.wedding.id),
        ),
      );
    expect(rows.filter((row) => row.status === "skipped")).toHaveLength(37);
  });

  it("one wedding's guest confirmations stop at 200 a day, counted across both instances' workers", async () => {
    pair = await startPostgresPair({ ...mailTestConfig(sink.url), rateLimit: false });
    const seed = await seedWedding(pair[0].app);
    const total = MAIL_BOUNDS.weddingConfirmations + 10;
    for (let i = 0; i < total; i += 30) {
      await Promise.all(
        Array.from({ length: Math.min(30, total - i) }, (_, j) =>
          pair![(i + j) % 2]!.app.inject({
            method: "POST",
            url: "/api/responses",
            payload: rsvpFor(seed, { guestEmail: `guest${i + j}@d${(i + j) % 7}.example.org` }),
          }),
        ),
      );
    }
    await settled(pair[0], [seed.wedding.id]);
    const rows = await pair[0].database.db
      .select({ status: outboxMessages.status, lastError: outboxMessages.lastError })
      .from(outboxMessages)
      .where(eq(outboxMessages.weddingId, seed.wedding.id));
    expect(rows).toHaveLength(total);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(MAIL_BOUNDS.weddingConfirmations);
    expect(rows.filter((row) => row.status === "skipped").map((row) => row.lastError)).toEqual(Array(10).fill(SKIPPED.wedding));
  });
});
