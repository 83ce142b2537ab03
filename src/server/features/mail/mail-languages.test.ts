import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultQuestions } from "../../../contract/default-questions";
import { MAIL_TEMPLATES } from "../../../contract/mail-settings";
import type { Question } from "../../../contract/question";
import type { Party } from "../../../contract/guest-list";
import type { SubmitResult } from "../../../contract/response";
import { messages as englishMail } from "../../../locales/mail/en";
import { messages as spanishMail } from "../../../locales/mail/es";
import { outboxMessages, responses } from "../../db/schema";
import { expectError, rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig } from "../../test/mail";
import { SmtpSink } from "../../test/smtp-sink";

const DEADLINE = "2027-05-01";
const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** What a person reads in the HTML part: the tags and their attributes (fonts, colours) left out. */
const visible = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The literal words of a compiled message (its placeholders dropped), each run long enough to be telling. */
function englishRuns(compiled: unknown): string[] {
  const parts = typeof compiled === "string" ? [compiled] : (compiled as unknown[]).filter((part): part is string => typeof part === "string");
  return parts
    .flatMap((part) => part.split("\n"))
    .map((part) => part.replace(/^[\s'’.,:!?]+|[\s.,:!?()]+$/g, ""))
    .filter((part) => (part.match(/\p{L}/gu) ?? []).length >= 4);
}

const icsOf = (mail: ParsedMail) => {
  const attachment = mail.attachments.find((each) => each.contentType === "text/calendar");
  const text = attachment!.content.toString("utf8");
  return { text, event: new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!) };
};

describe.each(ENGINES)("emails in the guest's language (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp(engine, mailTestConfig(sink.url));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const mailTo = async (address: string, count = 1) => {
    await expect.poll(() => sink.received.filter((mail) => mail.raw.includes(`<${address}>`)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return sink.received.filter((mail) => mail.raw.includes(`<${address}>`))[count - 1]!;
  };
  const addParty = async (seed: SeededWedding, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  };

  it("confirms a Spanish reply in Spanish: subject, both parts, Content-Language, the date by Intl, the couple's questions in Spanish, no English left, and a Spanish .ics with the same UID", async () => {
    const seed = await seedWedding(t.app, {
      rsvpDeadline: DEADLINE,
      locales: ["en", "es"],
      translations: { es: { message: "¡Tenemos muchas ganas de celebrarlo!" } },
    });
    // The default questions as the admin form saves them for an English wedding offered in Spanish too.
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/questions`,
      headers: seed.auth,
      payload: { questions: defaultQuestions("en", ["en", "es"]) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [attend, meal] = saved.json<Question[]>();
    const body = rsvpFor(seed, {
      guestName: "Abuela Carmen",
      guestEmail: "carmen@example.es",
      responses: { [attend!.id]: "Yes, I'll be there!", [meal!.id]: { primary: "Chicken" } },
    });
    const submitted = await t.app.inject({ method: "POST", url: "/api/responses", payload: { ...body, locale: "es" } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const english = await t.app.inject({ method: "POST", url: "/api/responses", payload: { ...body, guestEmail: "english@example.org" } });
    expect(english.statusCode).toBe(201);

    const { parsed } = await mailTo("carmen@example.es");
    expect(parsed.subject).toBe("Su respuesta a la boda de Amelia & Jonah");
    expect(parsed.headers.get("content-language")).toBe("es");
    expect(parsed.html).toMatch(/<html lang="es" dir="ltr"/);
    const text = parsed.text!;
    const html = visible(parsed.html as string);
    for (const part of [text, html]) {
      expect(part).toContain("¡Gracias, Abuela Carmen!");
      expect(part).toContain(day("2027-06-12", "es"));
      expect(part).toContain(`hasta el ${day(DEADLINE, "es")}`);
      expect(part).toContain("Ver o cambiar su respuesta");
      expect(part).toContain("(hora de London)");
      // The couple's question and the chosen option as the guest read them; stored as the canonical option.
      expect(part).toContain("¿Nos acompañará en nuestra boda?");
      expect(part).toContain("¡Sí, allí estaré!");
      expect(part).toContain("Preferencia de menú");
      expect(part).toContain("Pollo");
      expect(part).not.toContain("Will you attend");
      expect(part).not.toContain("Chicken");
    }
    // Every English message of the catalogue whose Spanish differs is absent from both parts.
    const leftovers = Object.keys(englishMail)
      .filter((id) => JSON.stringify(englishMail[id]) !== JSON.stringify(spanishMail[id]))
      .flatMap((id) => englishRuns(englishMail[id]))
      .filter((run) => text.includes(run) || html.includes(run));
    expect(leftovers).toEqual([]);

    const { text: ics, event } = icsOf(parsed);
    expect(event.summary).toBe("Boda de Amelia y Jonah");
    expect(event.description).toContain("La boda de Amelia y Jonah. Lugar: The Orangery, Kew Gardens, London.");
    expect(event.description).toContain("¡Tenemos muchas ganas de celebrarlo!");
    expect(event.description).toContain("Confirmar asistencia: http://rsvp.test/rsvp/");
    expect(ics.replace(/\r\n /g, "")).toContain("SUMMARY;LANGUAGE=es:Boda de Amelia y Jonah");
    // The English guest's file names the same event: importing both updates one entry.
    const englishEvent = icsOf((await mailTo("english@example.org")).parsed).event;
    expect(englishEvent.summary).toBe("Amelia & Jonah Wedding");
    expect(event.uid).toBe(englishEvent.uid);
  });

  it("writes an Arabic reply's confirmation right to left, with an Arabic subject", async () => {
    const seed = await seedWedding(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/responses", payload: { ...rsvpFor(seed, { guestEmail: "cousin@example.ae" }), locale: "ar" } });
    expect(res.statusCode, res.body).toBe(201);
    const { parsed } = await mailTo("cousin@example.ae");
    expect(parsed.subject).toBe("ردّكم على دعوة زفاف Amelia & Jonah");
    expect(parsed.headers.get("content-language")).toBe("ar");
    expect(parsed.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(parsed.html).toContain('<body dir="rtl"');
    expect(parsed.html).toContain('<th scope="row" align="right"');
    expect(parsed.html).not.toContain('align="left"');
    expect(parsed.text).toContain(day("2027-06-12", "ar"));
    expect(icsOf(parsed).event.summary).toBe("زفاف Amelia وJonah");
  });

  it("invites a French household in French with the French template, its opt-out pages French too; the couple's own words go as typed", async () => {
    const seed = await seedWedding(t.app, { rsvpDeadline: DEADLINE });
    const french = await addParty(seed, {
      name: "Famille Martin",
      locale: "fr",
      guests: [{ firstName: "Élise", lastName: "Martin", email: "elise@example.fr" }],
    });
    expect(french.locale).toBe("fr");
    const english = await addParty(seed, { name: "The Okafors", guests: [{ firstName: "Chidi", lastName: "Okafor", email: "chidi@example.com" }] });
    expect(english.locale).toBeNull();
    const template = MAIL_TEMPLATES.invitation[0]!;
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/send`,
      headers: seed.auth,
      payload: { kind: "invitation", subject: template.subject, message: template.message, partyIds: [french.id, english.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const { parsed } = await mailTo("elise@example.fr");
    expect(parsed.subject).toBe("Venez fêter notre mariage avec nous\u202f!");
    expect(parsed.headers.get("content-language")).toBe("fr");
    expect(parsed.html).toMatch(/<html lang="fr" dir="ltr"/);
    expect(parsed.text).toContain("Bonjour Famille Martin,\n\nNous serions si heureux de partager ce jour avec vous.");
    expect(parsed.text).toContain(`Quand\u202f: ${day("2027-06-12", "fr")}, 15:30 (heure de London)`);
    expect(parsed.text).toContain(`Réponse souhaitée avant le\u202f: ${day(DEADLINE, "fr")}`);
    expect(parsed.text).toContain("Ouvrir votre invitation");
    // The wedding offers English only, so the link names no language the page would not show...
    expect(parsed.text).toMatch(new RegExp(`/rsvp/${seed.wedding.uniqueCode}#invite=[\\w-]+`));
    expect(parsed.text).not.toContain("Stop these emails");
    expect((await mailTo("chidi@example.com")).parsed.subject).toBe(template.subject);

    const stop = new URL(/Ne plus recevoir ces e-mails\u202f: (\S+)/.exec(parsed.text!)![1]!);
    const page = await t.app.inject({ method: "GET", url: stop.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toContain("<h1>Ne plus recevoir ces e-mails\u202f?</h1>");
    expect(page.body).toContain("Amelia &amp; Jonah n’enverront plus d’invitations ni de rappels à Famille Martin.");
    const done = await t.app.inject({
      method: "POST",
      url: stop.pathname,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<html lang="fr" dir="ltr">');
    expect(done.body).toContain("Vous ne recevrez plus d’invitations ni de rappels pour ce mariage.");

    // The couple's own text is theirs: sent as typed, around it our words in the household's language.
    const own = { subject: "Notre mariage, enfin !", message: "Chers tous, on vous attend !" };
    const german = await addParty(seed, {
      name: "Familie Bauer",
      locale: "de",
      guests: [{ firstName: "Jonas", lastName: "Bauer", email: "jonas@example.de" }],
    });
    const custom = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/send`,
      headers: seed.auth,
      payload: { kind: "invitation", ...own, partyIds: [german.id] },
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const bauer = (await mailTo("jonas@example.de")).parsed;
    expect(bauer.subject).toBe(own.subject);
    expect(bauer.text).toContain(own.message);
    expect(bauer.text).toContain("Ihre Einladung öffnen");

    // ...and once it offers French, the French household's link opens its invitation in French.
    const offered = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { locales: ["en", "fr"] } });
    expect(offered.statusCode, offered.body).toBe(200);
    const preview = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/preview`,
      headers: seed.auth,
      payload: { kind: "invitation", subject: template.subject, message: template.message, partyId: french.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ text: string }>().text).toMatch(new RegExp(`/rsvp/${seed.wedding.uniqueCode}\\?lang=fr#invite=[\\w-]+`));
  });

  it("writes to a reply or a household that named no language in the wedding's own", async () => {
    const seed = await seedWedding(t.app, { locale: "es" });
    expect((await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "sin-idioma@example.es" }) })).statusCode).toBe(
      201,
    );
    expect((await mailTo("sin-idioma@example.es")).parsed.subject).toBe("Su respuesta a la boda de Amelia & Jonah");
    const party = await addParty(seed, { name: "Los Ruiz", guests: [{ firstName: "Carmen", lastName: "Ruiz", email: "ruiz@example.es" }] });
    const template = MAIL_TEMPLATES.reminder[0]!;
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/send`,
      headers: seed.auth,
      payload: { kind: "reminder", subject: template.subject, message: template.message, partyIds: [party.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reminder = (await mailTo("ruiz@example.es")).parsed;
    expect(reminder.subject).toBe("Un pequeño recordatorio para responder");
    expect(reminder.text).toContain("Hola, Los Ruiz:\n\nTodavía no sabemos si podrán acompañarnos");
    expect(reminder.text).toContain("Responder a su invitación");
  });

  it("keeps a party's language from its reply, moves it with an edit in another language, and refuses an unknown one storing nothing", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(seed, { name: "Os Silva", guests: [{ firstName: "Rita", lastName: "Silva", email: "rita@example.pt" }] });
    const reply = (locale: unknown) =>
      t.app.inject({
        method: "PUT",
        url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
        headers: { "x-invitation-token": party.invitationToken },
        payload: { guests: [{ guestId: party.guests[0]!.id, attending: true }], responses: { [seed.q("meal")]: { [party.guests[0]!.id]: "Beef" } }, locale },
      });
    const stored = async () =>
      (await t.database.db.select({ locale: responses.locale }).from(responses).where(eq(responses.partyId, party.id))).map((row) => row.locale);
    const queued = async () => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.partyId, party.id))).length;

    expect((await reply("pt")).statusCode).toBe(200);
    expect(await stored()).toEqual(["pt"]);
    expect((await mailTo("rita@example.pt")).parsed.subject).toBe("A sua resposta ao casamento de Amelia & Jonah");

    expect((await reply("pl")).statusCode).toBe(200);
    expect(await stored()).toEqual(["pl"]);
    const second = (await mailTo("rita@example.pt", 2)).parsed;
    expect(second.subject).toBe("Amelia & Jonah – Twoja odpowiedź na zaproszenie na ślub");
    expect(second.headers.get("content-language")).toBe("pl");

    const before = await queued();
    const refused = expectError(await reply("xx"), 400, "validation_failed");
    expect(refused.fields).toHaveProperty("locale");
    expect(await stored()).toEqual(["pl"]);
    expect(await queued()).toBe(before);
  });

  it("moves an open-form reply's language with the guest's edit, and refuses an unknown language on the submit", async () => {
    const seed = await seedWedding(t.app);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/responses",
      payload: { ...rsvpFor(seed, { guestEmail: "bad@example.org" }), locale: "klingon" },
    });
    expect(expectError(bad, 400, "validation_failed").fields).toHaveProperty("locale");
    const first = (
      await t.app.inject({ method: "POST", url: "/api/responses", payload: { ...rsvpFor(seed, { guestEmail: "gianni@example.it" }), locale: "it" } })
    ).json<SubmitResult>();
    expect((await mailTo("gianni@example.it")).parsed.subject).toBe("La tua risposta per il matrimonio di Amelia & Jonah");
    const { weddingId: _w, ...change } = rsvpFor(seed, { guestEmail: "gianni@example.it" });
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/responses/${first.id}/guest`,
      payload: { ...change, editToken: first.editToken, locale: "de" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await mailTo("gianni@example.it", 2)).parsed.subject).toBe("Ihre Antwort zur Hochzeit von Amelia & Jonah");
    // An edit that names no language keeps the one stored.
    await t.app.inject({ method: "PUT", url: `/api/responses/${first.id}/guest`, payload: { ...change, editToken: first.editToken } });
    expect((await mailTo("gianni@example.it", 3)).parsed.subject).toBe("Ihre Antwort zur Hochzeit von Amelia & Jonah");
    const all = await t.database.db.select({ n: responses.id }).from(responses).where(eq(responses.weddingId, seed.wedding.id));
    expect(all).toHaveLength(1);
  });
});
