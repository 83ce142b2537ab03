import { afterEach, describe, expect, it } from "vitest";
import type { OutboxMessage, OutboxPage } from "../../../contract/mail";
import { expectError, rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startPostgresPair, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig } from "../../test/mail";
import { freePort } from "../../test/postgres-server";
import { SmtpSink } from "../../test/smtp-sink";

async function messagesOf(t: TestApp, seed: SeededWedding): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  let after: string | null = "";
  while (after !== null) {
    const page: OutboxPage = (
      await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox${after ? `?after=${after}` : ""}`, headers: seed.auth })
    ).json<OutboxPage>();
    messages.push(...page.messages);
    after = page.nextCursor;
  }
  return messages;
}

/** Polls what the couple's Outbox shows until `done` holds (the test's timeout bounds it). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const submit = (t: TestApp, seed: SeededWedding, email: string) =>
  t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: email.split("@")[0], guestEmail: email }) });

describe.each(ENGINES)("outbox faults (%s)", (engine) => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const each of open.splice(0).reverse()) await each.close();
  });
  const sinkOn = async (port = 0) => {
    const sink = await new SmtpSink().start(port);
    open.push({ close: () => sink.stop() });
    return sink;
  };
  const app = async (smtpUrl: string) => {
    const t = await startTestApp(engine, { ...mailTestConfig(smtpUrl), rateLimit: false });
    open.push(t);
    return t;
  };

  it("keeps a message while the mail server is down and delivers it once when it is back", async () => {
    const port = await freePort();
    const t = await app(`smtp://127.0.0.1:${port}`);
    const seed = await seedWedding(t.app);
    expect((await submit(t, seed, "down@example.org")).statusCode).toBe(201);
    const waiting = await until(
      () => messagesOf(t, seed),
      ([message]) => (message?.attempts ?? 0) >= 1 && message?.status === "queued" && message.lastError !== null,
    );
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const sink = await sinkOn(port);
    await until(
      () => messagesOf(t, seed),
      ([message]) => message?.status === "sent",
    );
    expect(sink.received.map((mail) => mail.parsed.to && !Array.isArray(mail.parsed.to) && mail.parsed.to.value[0]?.address)).toEqual(["down@example.org"]);
  });

  it("retries after a 4xx and delivers", async () => {
    const sink = await sinkOn();
    sink.refuseNext(451, "4.3.0 Try again later");
    const t = await app(sink.url);
    const seed = await seedWedding(t.app);
    await submit(t, seed, "busy@example.org");
    const [message] = await until(
      () => messagesOf(t, seed),
      ([first]) => first?.status === "sent",
    );
    expect(message!.attempts).toBe(2);
    expect(sink.received).toHaveLength(1);
  });

  it("fails a message refused with a 5xx with its reason, without retrying; the couple's retry sends it again", async () => {
    const sink = await sinkOn();
    sink.refuseNext(550, "5.1.1 No such user here");
    const t = await app(sink.url);
    const seed = await seedWedding(t.app);
    await submit(t, seed, "nobody@example.org");
    const [failed] = await until(
      () => messagesOf(t, seed),
      ([first]) => first?.status === "failed",
    );
    expect(failed!.lastError).toMatch(/550.*No such user here/);
    expect(failed!.attempts).toBe(1);
    expect(sink.received).toHaveLength(0);

    const retried = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/outbox/${failed!.id}/retry`, headers: seed.auth });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<OutboxMessage>()).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    await until(
      () => messagesOf(t, seed),
      ([first]) => first?.status === "sent",
    );
    expect(sink.received).toHaveLength(1);
    const again = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/outbox/${failed!.id}/retry`, headers: seed.auth });
    expectError(again, 409, "conflict");
  });
});

describe("two app instances on one PostgreSQL", () => {
  let pair: [TestApp, TestApp] | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    for (const t of pair ?? []) await t.close();
    await sink?.stop();
  });

  it("drain one outbox together, each message delivered once", async () => {
    sink = await new SmtpSink().start();
    pair = await startPostgresPair({ ...mailTestConfig(sink.url), rateLimit: false });
    const seed = await seedWedding(pair[0].app);
    const total = 200;
    for (let i = 0; i < total; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, j) => submit(pair![(i + j) % 2]!, seed, `guest${i + j}@d${(i + j) % 7}.example.org`)));
    }
    await until(
      () => messagesOf(pair![0], seed),
      (messages) => messages.length === total && messages.every((message) => message.status === "sent"),
    );
    const ids = sink.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });
});
