import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseGuestLocale } from "../../../contract/guest-locale";
import { invitationTokenFromHash, type Party, type PartyInput, type PartyPage } from "../../../contract/guest-list";
import type { LinkView } from "../../../contract/invitation";
import type { OutboxPage } from "../../../contract/mail";
import type { InvitationsSent, PartiesToSendPage, PartyToSend, SentByHandResult } from "../../../contract/send-by-hand";
import { mailtoUrl, smsUrl, whatsappUrl } from "../../../contract/send-by-hand-links";
import { expectError } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { mailTestApp, mailTestConfig } from "../../test/mail";

const ruiz: PartyInput = { name: "Los Ruiz", locale: "es", tags: ["family"], guests: [{ firstName: "Carmen", lastName: "Ruiz", phone: "+34 612 345 678" }] };
const haddad: PartyInput = { name: "عائلة الحداد", locale: "ar", guests: [{ firstName: "Omar", lastName: "Haddad", phone: "050 123 4567" }] };
const smith: PartyInput = { name: "The Smiths", guests: [{ firstName: "Ann", lastName: "Smith", email: "ann@example.com" }] };

/** The one link in a message, read back as a URL. */
const linkIn = (message: string) => new URL(/https?:\/\/\S+/.exec(message)![0]);

type App = { app: TestApp["app"] };

async function seedList(t: App, parties: PartyInput[]) {
  const seed = await seedWedding(t.app, {
    locales: ["en", "es", "ar"],
    timeZone: "Europe/Madrid",
    time: "17:00",
    venue: "Hacienda San Rafael",
    rsvpDeadline: "2027-05-01",
  });
  const ids: string[] = [];
  for (const party of parties) {
    const created = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
    expect(created.statusCode, created.body).toBe(201);
    ids.push(created.json<Party>().id);
  }
  return { seed, ids };
}

const listToSend = async (t: App, seed: SeededWedding, query = "") => {
  const response = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/send-by-hand${query}`, headers: seed.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartiesToSendPage>();
};
const mark = (t: App, seed: SeededWedding, partyId: string, payload: unknown, headers: Record<string, string> = seed.auth) =>
  t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/parties/${partyId}/sent-by-hand`, headers, payload: payload as object });
const sentCount = async (t: App, seed: SeededWedding) =>
  (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/invitations-sent`, headers: seed.auth })).json<InvitationsSent>();

/** The invitation a link opens: its party, through the link's own token, and the language its page shows in. */
async function open(t: App, seed: SeededWedding, link: URL) {
  const token = invitationTokenFromHash(link.hash);
  const view = await t.app.inject({ method: "GET", url: "/api/invitations/mine", headers: { "x-invitation-token": token ?? "" } });
  expect(view.statusCode, view.body).toBe(200);
  expect(link.pathname).toBe(`/rsvp/${seed.wedding.uniqueCode}`);
  // A phone set to English: the page still opens in the household's language, as its message is.
  return { party: view.json<LinkView>().party.name, language: chooseGuestLocale(seed.wedding, link.searchParams.get("lang"), "en-GB,en;q=0.9") };
}

describe.each(ENGINES)("sending by hand (%s)", (engine) => {
  describe("without a mail server", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { ...mailTestConfig(undefined), rateLimit: false });
    });
    afterAll(() => t?.close());

    it("lists every household with its message in its own language, whose link in each app's address opens its own invitation in that language", async () => {
      const { seed } = await seedList(t, [ruiz, haddad, smith]);
      const drinks = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/events`,
        headers: seed.auth,
        payload: { name: "Welcome drinks", date: "2027-06-11", startTime: "20:00", venue: "Bar Alfalfa", translations: { es: { name: "Copa de bienvenida" } } },
      });
      expect(drinks.statusCode, drinks.body).toBe(201);
      const audience = await t.app.inject({
        method: "PUT",
        url: `/api/events/${drinks.json<{ id: string }>().id}/invitation`,
        headers: seed.auth,
        payload: { visibility: "invited", tags: ["family"] },
      });
      expect(audience.statusCode, audience.body).toBe(200);

      const page = await listToSend(t, seed);
      expect(page.delivery).toBe("held");
      expect(page.nextCursor).toBeNull();
      const byName = Object.fromEntries(page.parties.map((party) => [party.name, party])) as Record<string, PartyToSend>;
      expect(Object.keys(byName).sort()).toEqual(["Los Ruiz", "The Smiths", "عائلة الحداد"].sort());

      const es = byName["Los Ruiz"]!;
      expect(es).toMatchObject({ locale: "es", dir: "ltr", phone: "+34 612 345 678", email: null, sentByHandAt: null });
      // The mail catalogue's Spanish, the wedding's time in its zone, and the private event only this household is invited to.
      expect(es.message).toContain("¡Hola, Los Ruiz!");
      expect(es.message).toContain("Copa de bienvenida: ");
      expect(es.message).toContain("17:00 (hora de Madrid)");
      expect(es.message).toContain("Abrir su invitación:\n");
      const whatsapp = new URL(whatsappUrl(es.phone, es.message));
      expect(whatsapp.host + whatsapp.pathname).toBe("wa.me/34612345678");
      const sent = whatsapp.searchParams.get("text")!;
      expect(sent).toBe(es.message);
      expect(await open(t, seed, linkIn(sent))).toEqual({ party: "Los Ruiz", language: "es" });

      const ar = byName["عائلة الحداد"]!;
      expect(ar).toMatchObject({ locale: "ar", dir: "rtl" });
      expect(ar.message).not.toContain("Welcome drinks");
      expect(ar.message).not.toContain("Copa de bienvenida");
      // A number without its country code: WhatsApp's contact picker, the SMS to the number as typed.
      expect(new URL(whatsappUrl(ar.phone, ar.message)).pathname).toBe("/");
      const sms = smsUrl(ar.phone, ar.message);
      expect(sms.startsWith("sms:0501234567?&body=")).toBe(true);
      const body = new URL(sms).searchParams.get("body")!;
      expect(body).toBe(ar.message);
      // Mail's bidi handling: the link stands alone on its line, so it reads left to right inside the Arabic, and no control characters.
      const link = linkIn(body);
      expect(body.split("\n")).toContain(link.href);
      expect(body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(body).toContain("افتحوا دعوتكم");
      // The day and the time joined with the Arabic comma, not a Latin one.
      expect(body).toMatch(/\d{4}، \d/);
      expect(body).not.toMatch(/\d{4}, \d/);
      expect(await open(t, seed, link)).toEqual({ party: "عائلة الحداد", language: "ar" });

      const en = byName["The Smiths"]!;
      const mailto = new URL(mailtoUrl(en.email, en.subject, en.message));
      expect(decodeURIComponent(mailto.pathname)).toBe("ann@example.com");
      expect(mailto.searchParams.get("subject")).toBe("Save your seat at our wedding");
      expect(mailto.searchParams.get("body")).toBe(en.message.replaceAll("\n", "\r\n"));
      expect(await open(t, seed, linkIn(en.message))).toEqual({ party: "The Smiths", language: "en" });

      // Another of the invitation templates, in the household's language.
      const formal = (await listToSend(t, seed, "?style=formal")).parties.find((party) => party.name === "Los Ruiz")!;
      expect(formal.message).not.toEqual(es.message);
      expect(formal.message).toContain(es.link);
      expectError(
        await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/send-by-hand?style=loud`, headers: seed.auth }),
        400,
        "validation_failed",
      );
    });

    it("marks a household sent, keeps the first time, undoes it, and counts it with the invitation emails sent", async () => {
      const { seed, ids } = await seedList(t, [ruiz, smith]);
      const [ruizId, smithId] = ids as [string, string];
      // An invitation email held for want of a mail server has reached nobody: not counted.
      const held = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/mail/send`,
        headers: seed.auth,
        payload: { kind: "invitation", subject: "Come", message: "Dear {names}", partyIds: [smithId] },
      });
      expect(held.json()).toMatchObject({ queued: 1 });
      expect(await sentCount(t, seed)).toEqual({ parties: 2, sent: 0, emailed: 0, byHand: 0 });

      const first = await mark(t, seed, ruizId, { sent: true });
      expect(first.statusCode, first.body).toBe(200);
      const marked = first.json<SentByHandResult>();
      expect(marked.sentByHandAt).not.toBeNull();
      expect(marked.counts).toEqual({ parties: 2, sent: 1, emailed: 0, byHand: 1 });
      expect((await mark(t, seed, ruizId, { sent: true })).json<SentByHandResult>().sentByHandAt).toBe(marked.sentByHandAt);
      const parties = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>().parties;
      expect(parties.find((party) => party.id === ruizId)!.sentByHandAt).toBe(marked.sentByHandAt);
      expect((await listToSend(t, seed)).parties.find((party) => party.id === ruizId)!.sentByHandAt).toBe(marked.sentByHandAt);
      expect(await sentCount(t, seed)).toEqual(marked.counts);

      const undone = (await mark(t, seed, ruizId, { sent: false })).json<SentByHandResult>();
      expect(undone).toMatchObject({ sentByHandAt: null, counts: { sent: 0, byHand: 0 } });
    });

    it("refuses bad input, another wedding's household and the wrong key, and changes nothing", async () => {
      const { seed, ids } = await seedList(t, [ruiz]);
      const other = await seedList(t, [smith]);
      const [ruizId] = ids as [string];
      expect(expectError(await mark(t, seed, ruizId, { sent: "yes" }), 400, "validation_failed").fields).toHaveProperty("sent");
      expectError(await mark(t, seed, ruizId, { sent: true, at: "2020-01-01" }), 400, "validation_failed");
      expectError(await mark(t, seed, ruizId, {}), 400, "validation_failed");
      expectError(await mark(t, seed, "not-a-uuid", { sent: true }), 404, "not_found");
      // A household of another wedding, through this wedding's key and path: not found, not marked.
      expectError(await mark(t, seed, other.ids[0]!, { sent: true }), 404, "not_found");
      expect((await mark(t, seed, ruizId, { sent: true }, {})).statusCode).toBe(401);
      expect((await mark(t, seed, ruizId, { sent: true }, other.seed.auth)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/send-by-hand`, headers: other.seed.auth })).statusCode).toBe(403);
      expect(await sentCount(t, seed)).toMatchObject({ sent: 0 });
      expect(await sentCount(t, other.seed)).toMatchObject({ sent: 0 });
    });
  });

  describe("with a mail server", () => {
    const { t, sink } = mailTestApp(engine, { rateLimit: false });

    it("lists only the households without an email address, and counts an invitation email once it is sent", async () => {
      const { seed, ids } = await seedList(t, [ruiz, smith]);
      const [ruizId, smithId] = ids as [string, string];
      expect((await listToSend(t, seed)).parties.map((party) => party.name)).toEqual(["Los Ruiz"]);
      const before = sink.received.length;
      const send = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/mail/send`,
        headers: seed.auth,
        payload: { kind: "invitation", subject: "Come", message: "Dear {names}", partyIds: [smithId] },
      });
      expect(send.statusCode, send.body).toBe(200);
      await sink.waitForCount(before + 1);
      await expect
        .poll(
          async () =>
            (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: seed.auth })).json<OutboxPage>().messages[0]?.status,
        )
        .toBe("sent");
      expect(await sentCount(t, seed)).toEqual({ parties: 2, sent: 1, emailed: 1, byHand: 0 });
      expect((await mark(t, seed, ruizId, { sent: true })).json<SentByHandResult>().counts).toEqual({ parties: 2, sent: 2, emailed: 1, byHand: 1 });
      // Marked by hand as well as emailed: one household, counted once.
      expect((await mark(t, seed, smithId, { sent: true })).json<SentByHandResult>().counts).toMatchObject({ sent: 2, byHand: 2 });
    });
  });
});
