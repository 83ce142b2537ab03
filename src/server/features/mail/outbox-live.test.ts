import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartyInput } from "../../../contract/guest-list";
import type { OutboxPage } from "../../../contract/mail";
import type { ChangeEvent } from "../../db/change-feed";
import { rsvpFor } from "../../test/api";
import { openStream } from "../../test/event-stream";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startPostgresPair, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig } from "../../test/mail";
import { SmtpSink } from "../../test/smtp-sink";

// The couple's Outbox follows the wedding's live stream instead of polling: an `outbox` event
// when messages are queued (`queued: true`), and one per wedding per batch the worker records.

const queuedNotice = (event: ChangeEvent) => event.type === "outbox" && event.queued === true;
const workerNotice = (event: ChangeEvent) => event.type === "outbox" && !event.queued;

async function outboxOf(t: TestApp, seed: SeededWedding): Promise<OutboxPage> {
  return (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: seed.auth })).json<OutboxPage>();
}

/**
 * Changes `seed`'s venue and waits for that event on its stream. The hub writes each event to
 * every stream in the order the feed delivers them, so anything meant for the stream before this
 * marker has arrived by then.
 */
async function marker(t: TestApp, seed: SeededWedding, stream: Awaited<ReturnType<typeof openStream>>) {
  const from = stream.events.length;
  const res = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { venue: `Hall ${from}` } });
  expect(res.statusCode, res.body).toBe(200);
  await stream.next("wedding.changed", from);
}

describe.each(ENGINES)("the Outbox's live events on %s", (engine) => {
  let t: TestApp;
  let url: string;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await startTestApp(engine, { ...mailTestConfig(sink.url), rateLimit: false });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it("a guest's confirmation being queued, then sent, each tell that wedding's stream, and no other wedding's", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const stream = await openStream(url, seed.wedding.uniqueCode, seed.wedding.hostKey);
    const otherStream = await openStream(url, other.wedding.uniqueCode, other.wedding.hostKey);
    try {
      await stream.next("resync");
      await otherStream.next("resync");
      const submitted = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "zoe@example.org" }) });
      expect(submitted.statusCode, submitted.body).toBe(201);

      expect(await stream.next("outbox", 0, queuedNotice)).toEqual({ type: "outbox", weddingId: seed.wedding.id, queued: true });
      expect(await stream.next("outbox", 0, workerNotice)).toEqual({ type: "outbox", weddingId: seed.wedding.id });
      // The notice follows the worker's write: a refetch on hearing it finds the message sent.
      expect((await outboxOf(t, seed)).messages).toMatchObject([{ kind: "guest-confirmation", recipient: "zoe@example.org", status: "sent" }]);

      await marker(t, other, otherStream);
      expect(otherStream.events.filter((event) => event.type === "outbox")).toEqual([]);
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it("a batch sent to several guests is one notice; a failure and the couple's retry each tell the stream", async () => {
    const seed = await seedWedding(t.app);
    const party: PartyInput = {
      name: "The Okafors",
      guests: ["ada", "chidi", "ngozi"].map((name) => ({ firstName: name, lastName: "Okafor", email: `${name}@example.com` })),
    };
    const added = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
    expect(added.statusCode, added.body).toBe(201);
    const stream = await openStream(url, seed.wedding.uniqueCode, seed.wedding.hostKey);
    try {
      await stream.next("resync");
      const sent = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/mail/send`,
        headers: seed.auth,
        payload: { kind: "invitation", subject: "You're invited", message: "Come and celebrate with us.", partyIds: [added.json<{ id: string }>().id] },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      await stream.next("outbox", 0, queuedNotice);
      await stream.next("outbox", 0, workerNotice);
      expect((await outboxOf(t, seed)).messages.map((message) => message.status)).toEqual(["sent", "sent", "sent"]);
      await marker(t, seed, stream);
      // The three were queued in one statement, so the worker claimed them in one batch.
      expect(stream.events.filter(queuedNotice)).toHaveLength(1);
      expect(stream.events.filter(workerNotice)).toHaveLength(1);

      // Refused for good: the failure is a notice; the couple's retry is another, and the send a third.
      sink.refuseNext(550, "No such user");
      const from = stream.events.length;
      const again = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "nobody@example.org" }) });
      expect(again.statusCode, again.body).toBe(201);
      await stream.next("outbox", from, workerNotice);
      const failed = (await outboxOf(t, seed)).messages.find((message) => message.recipient === "nobody@example.org")!;
      expect(failed.status).toBe("failed");
      const retryFrom = stream.events.length;
      const retried = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/outbox/${failed.id}/retry`, headers: seed.auth });
      expect(retried.statusCode, retried.body).toBe(200);
      await stream.next("outbox", retryFrom, queuedNotice);
      await stream.next("outbox", retryFrom, workerNotice);
      expect((await outboxOf(t, seed)).messages.find((message) => message.id === failed.id)!.status).toBe("sent");
    } finally {
      stream.close();
    }
  });
});

describe("the Outbox's live events with two app instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    [a, b] = await startPostgresPair({ ...mailTestConfig(sink.url), rateLimit: false });
    urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await sink.stop();
  });

  it("a confirmation queued on one instance, and its sending, reach the other's stream", async () => {
    const seed = await seedWedding(a.app);
    const stream = await openStream(urlB, seed.wedding.uniqueCode, seed.wedding.hostKey);
    try {
      await stream.next("resync");
      const submitted = await a.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) });
      expect(submitted.statusCode, submitted.body).toBe(201);
      expect(await stream.next("outbox", 0, queuedNotice)).toMatchObject({ weddingId: seed.wedding.id });
      expect(await stream.next("outbox", 0, workerNotice)).toMatchObject({ weddingId: seed.wedding.id });
      expect((await outboxOf(b, seed)).messages).toMatchObject([{ kind: "guest-confirmation", status: "sent" }]);
    } finally {
      stream.close();
    }
  });
});
