import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Party } from "../../../contract/guest-list";
import type { OutboxPage, RenderedMessage } from "../../../contract/mail";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startPostgresPair, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig } from "../../test/mail";

/**
 * Issue 27 item 2 (docs/decisions/0022-lookup-privacy.md): contact details the couple typed never
 * reach anyone holding an invitation link, nor anyone who finds one by name. Every answer a guest
 * can get (the lookup, the link's GET and PUT, the painted pages and their embedded data, the
 * public reads, the confirmation sent to an address the guest typed) is searched whole for each
 * detail the couple holds. In `npm run reliability`.
 */
const COUPLE_TYPED = {
  email: "chidi.private@example.com",
  otherEmail: "grandma.okafor@example.net",
  phone: "+44 7700 900123",
  phoneDigits: "7700 900123",
  otherPhone: "+234 803 555 0147",
  postcode: "SW1A 9ZZ",
};

function expectNothingCoupleTyped(body: string, where: string) {
  for (const [what, value] of Object.entries(COUPLE_TYPED)) expect(body, `${where}: ${what}`).not.toContain(value);
}

async function addParty(t: TestApp, seed: SeededWedding): Promise<Party> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/weddings/${seed.wedding.id}/parties`,
    headers: seed.auth,
    payload: {
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor", email: COUPLE_TYPED.email, phone: COUPLE_TYPED.phone },
        { firstName: "Grandma", lastName: "Okafor", email: COUPLE_TYPED.otherEmail, phone: COUPLE_TYPED.otherPhone },
      ],
      postalCode: COUPLE_TYPED.postcode,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Party>();
}

describe.each(ENGINES)("the couple's contact details never reach a guest on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Without a mail server every message waits in the Outbox, where the couple previews it as sent.
    t = await startTestApp(engine, { ...mailTestConfig(undefined), rateLimit: false });
  });
  afterAll(() => t?.close());

  it("on every answer a link holder or a lookup gets, whatever the party sends", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed);
    const settings = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/guest-list/settings`, headers: seed.auth, payload });
    expect((await settings({ rsvpAccess: "invitation" })).statusCode).toBe(200);
    const token = { "x-invitation-token": party.invitationToken };
    const bodies: [string, string][] = [];
    const call = async (where: string, request: InjectOptions) => {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(400);
      bodies.push([where, res.body]);
      return res;
    };

    // Finding the invitation: by name alone, then with each detail the couple holds.
    await call("lookup by name", { method: "POST", url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name: "Chidi Okafor" } });
    for (const [lookupCheck, detail] of [
      ["email", COUPLE_TYPED.email],
      ["phone", "0123"],
      ["postcode", COUPLE_TYPED.postcode],
    ] as const) {
      expect((await settings({ lookupCheck })).statusCode).toBe(200);
      const found = await call(`lookup with ${lookupCheck}`, {
        method: "POST",
        url: "/api/invitations/lookup",
        payload: { weddingId: seed.wedding.id, name: "Chidi Okafor", detail },
      });
      expect(found.json()).toEqual({ outcome: "found", token: party.invitationToken });
    }

    // The link: opened, answered with nothing typed (the couple's address is kept for them), answered again.
    const guests = party.guests.map((guest) => ({ guestId: guest.id, attending: true }));
    const responses = { [seed.q("meal")]: Object.fromEntries(party.guests.map((guest) => [guest.id, "Beef"])) };
    await call("GET mine", { method: "GET", url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`, headers: token });
    const first = await call("PUT mine", { method: "PUT", url: "/api/invitations/mine", headers: token, payload: { guests, responses } });
    expect(first.json().reply).toMatchObject({ guestEmail: "", guestPhone: null });
    await call("PUT mine, blank", { method: "PUT", url: "/api/invitations/mine", headers: token, payload: { guests, responses, guestEmail: "" } });
    await call("GET mine after", { method: "GET", url: "/api/invitations/mine", headers: token });

    // The pages the server paints, with their embedded data, with and without the link's header; the public reads.
    for (const url of [
      `/rsvp/${seed.wedding.uniqueCode}`,
      `/save-the-date/${seed.wedding.uniqueCode}`,
      `/api/weddings/${seed.wedding.uniqueCode}`,
      `/api/weddings/${seed.wedding.uniqueCode}/full`,
      `/api/questions/${seed.wedding.id}`,
    ]) {
      await call(url, { method: "GET", url });
      await call(`${url} with the link`, { method: "GET", url, headers: token });
    }

    // The party types its own address: shown back to it, and its confirmation goes there, carrying nothing the couple typed.
    const own = await call("PUT mine, typed", {
      method: "PUT",
      url: "/api/invitations/mine",
      headers: token,
      payload: { guests, responses, guestEmail: "chidi.own@example.org" },
    });
    expect(own.json().reply.guestEmail).toBe("chidi.own@example.org");
    const outbox = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: seed.auth })).json<OutboxPage>();
    const toGuest = outbox.messages.filter((message) => message.recipient === "chidi.own@example.org");
    expect(toGuest).toHaveLength(1);
    const rendered = (
      await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox/${toGuest[0]!.id}`, headers: seed.auth })
    ).json<RenderedMessage>();
    bodies.push(["confirmation to the typed address", JSON.stringify(rendered)]);

    for (const [where, body] of bodies) expectNothingCoupleTyped(body, where);
    // The couple still has every detail they typed, and the reply the address the party gave.
    const list = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).body;
    for (const value of [COUPLE_TYPED.email, COUPLE_TYPED.phone, COUPLE_TYPED.postcode]) expect(list).toContain(value);
  });
});

describe("the couple's contact details and the lookup's bound across two instances on PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await startPostgresPair({ rateLimit: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("shows a link holder on one instance nothing the couple typed on the other", async () => {
    const seed = await seedWedding(a.app);
    const party = await addParty(a, seed);
    const token = { "x-invitation-token": party.invitationToken };
    const guests = party.guests.map((guest) => ({ guestId: guest.id, attending: false }));
    const replied = await b.app.inject({ method: "PUT", url: "/api/invitations/mine", headers: token, payload: { guests } });
    expect(replied.statusCode, replied.body).toBe(200);
    // The couple changes the household's address on A; the link on B still shows only what the party typed (nothing).
    const edited = await a.app.inject({
      method: "PUT",
      url: `/api/parties/${party.id}`,
      headers: seed.auth,
      payload: {
        guests: party.guests.map((guest) => ({ id: guest.id, firstName: guest.firstName, lastName: guest.lastName, email: "new.address@example.com" })),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const opened = await b.app.inject({ method: "GET", url: "/api/invitations/mine", headers: token });
    expect(opened.json().reply).toMatchObject({ guestEmail: "", guestPhone: null });
    expectNothingCoupleTyped(replied.body + opened.body, "link on the other instance");
    expect(opened.body).not.toContain("new.address@example.com");
  });

  it("opens a household by lookup at most 10 times a day, counting tries on both instances", async () => {
    const seed = await seedWedding(a.app);
    const party = await addParty(a, seed);
    const set = await a.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/guest-list/settings`,
      headers: seed.auth,
      payload: { lookupCheck: "phone" },
    });
    expect(set.statusCode).toBe(200);
    const lookup = async (t: TestApp, digits: string) =>
      (
        await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name: "Chidi Okafor", detail: digits } })
      ).json();
    // A flush (250 ms) carries each instance's count to the other.
    const flushed = () => new Promise((resolve) => setTimeout(resolve, 600));
    for (let guess = 0; guess < 5; guess++) expect(await lookup(a, `10${guess}0`)).toEqual({ outcome: "not_found" });
    await flushed();
    for (let guess = 0; guess < 4; guess++) expect(await lookup(b, `20${guess}0`)).toEqual({ outcome: "not_found" });
    await flushed();
    // The tenth try, right: found. Past it, on either instance, not even the right digits open it.
    expect(await lookup(a, "0123")).toEqual({ outcome: "found", token: party.invitationToken });
    await flushed();
    await vi.waitFor(async () => expect(await lookup(b, "0123")).toEqual({ outcome: "not_found" }), { timeout: 3_000, interval: 300 });
    expect(await lookup(a, "0147")).toEqual({ outcome: "not_found" });
  });
});
