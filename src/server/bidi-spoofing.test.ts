import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party } from "../contract/guest-list";
import type { SubmitResult } from "../contract/response";
import { guests, outboxMessages, parties, responses, weddings } from "./db/schema";
import { rsvpFor } from "./test/api";
import { seedWedding, type SeededWedding } from "./test/fixtures";
import { ENGINES, startTestApp, startTestAppOn, type TestApp } from "./test/harness";
import { mailTestConfig } from "./test/mail";
import { SmtpSink } from "./test/smtp-sink";
import { readWorkbook } from "./test/workbook";

// U+202E (right-to-left override) turns what follows around: "Bo\u202Egnp.exe" shows as "Boexe.png".
const RLO = "\u202E";
const PDF = "\u202C";
const SPOOF = `Bo${RLO}gnp.exe`;
const UNSPOOFED = "Bognp.exe";
// Real right-to-left text must come out exactly as it went in, marks included where they may stay.
const ARABIC = "ليلى عبد الله";
const ARABIC_WITH_MARK = "ليلى\u200F (ضيفة)";
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

const csv = (body: string | Uint8Array): string[][] => parse(typeof body === "string" ? body : Buffer.from(body).toString("utf8"), { bom: true });

describe.each(ENGINES)("bidirectional-text controls on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false, publicUrl: "https://rsvp.example.com" });
  });
  afterAll(() => t?.close());

  const addParty = async (seed: SeededWedding, name: string, firstName: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name, guests: [{ firstName, lastName: "" }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  };

  it("drops overrides from names as they come in, and keeps Arabic text and its marks byte for byte", async () => {
    const seed = await seedWedding(t.app, { partner1: `${RLO}Amelia${PDF}` });
    expect(seed.wedding.partner1).toBe("Amelia");
    const reply = rsvpFor(seed, {
      guestName: SPOOF,
      partyMembers: [{ id: "m1", name: ARABIC_WITH_MARK, relationship: "guest" }],
      responses: { ...rsvpFor(seed).responses, [seed.q("dietary")]: `No${RLO} nuts` },
    });
    // This time written as JSON escapes (the wedding above had it raw).
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/responses",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(reply).replaceAll(RLO, "\\u202E"),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [row] = await t.database.db.select().from(responses).where(eq(responses.id, submitted.json<SubmitResult>().id));
    expect(row!.guestName).toBe(UNSPOOFED);
    expect(row!.partyMembers.find((member) => member.id === "m1")!.name).toBe(ARABIC_WITH_MARK);
    expect(JSON.stringify(row!.answers)).not.toMatch(BIDI);
    const party = await addParty(seed, `The ${RLO}ylimaf Okafor`, ARABIC);
    expect(party.name).toBe("The ylimaf Okafor");
    expect(party.guests[0]!.firstName).toBe(ARABIC);
  });

  it("keeps them out of every CSV export and workbook, the pack's file names and the download names, even when stored before", async () => {
    const seed = await seedWedding(t.app, { partner1: "Amelia" });
    const party = await addParty(seed, "The Okafor family", "Ada");
    const reply = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: "Placeholder" }) });
    const arabic = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: ARABIC_WITH_MARK }) });
    expect([reply.statusCode, arabic.statusCode]).toEqual([201, 201]);
    // As if stored before input was cleaned: straight into the tables.
    const db = t.database.db;
    await db.update(responses).set({ guestName: SPOOF }).where(eq(responses.id, reply.json<SubmitResult>().id));
    await db.update(parties).set({ name: SPOOF }).where(eq(parties.id, party.id));
    await db
      .update(guests)
      .set({ firstName: `${RLO}Ada` })
      .where(eq(guests.partyId, party.id));
    await db.update(weddings).set({ partner1: SPOOF }).where(eq(weddings.id, seed.wedding.id));

    const exports = {
      replies: `/api/responses/${seed.wedding.uniqueCode}/export`,
      people: `/api/responses/${seed.wedding.uniqueCode}/export/people`,
      guestList: `/api/weddings/${seed.wedding.id}/guest-list.csv`,
    };
    for (const [what, url] of Object.entries(exports)) {
      const res = await t.app.inject({ method: "GET", url, headers: seed.auth });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
      expect(res.headers["content-disposition"], what).not.toMatch(BIDI);
      const cells = csv(res.body).flat();
      expect(
        cells.filter((cell) => BIDI.test(cell)),
        what,
      ).toEqual([]);
      if (what !== "guestList") expect(cells, what).toContain(UNSPOOFED);
      if (what === "replies") expect(cells).toContain(ARABIC_WITH_MARK);
      const workbook = await t.app.inject({
        method: "GET",
        url: `${url.replace(/\.csv$/, ".xlsx")}${url.endsWith(".csv") ? "" : "?format=xlsx"}`,
        headers: seed.auth,
      });
      expect(workbook.statusCode, `${what} workbook`).toBe(200);
      const book = await readWorkbook(workbook.rawPayload);
      const bookCells = book.rows.flat().map(String);
      expect(
        bookCells.filter((cell) => BIDI.test(cell)),
        `${what} workbook`,
      ).toEqual([]);
      if (what !== "guestList") expect(bookCells, `${what} workbook`).toContain(UNSPOOFED);
    }
    const pack = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/invitations.zip`, headers: seed.auth });
    expect(pack.statusCode).toBe(200);
    expect(pack.headers["content-disposition"]).not.toMatch(BIDI);
    const files = unzipSync(pack.rawPayload);
    expect(Object.keys(files).filter((name) => BIDI.test(name))).toEqual([]);
    const packCells = csv(files["invitations.csv"]!).flat();
    expect(packCells.filter((cell) => BIDI.test(cell))).toEqual([]);
    expect(packCells).toContain(UNSPOOFED);
  });
});

describe("bidirectional-text controls in mail", () => {
  let queuing: TestApp;
  let sending: TestApp | undefined;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    // Without SMTP nothing is sent: the message waits in the outbox for the second instance.
    queuing = await startTestApp("pglite", { rateLimit: false, ...mailTestConfig(undefined) });
  });
  afterAll(async () => {
    await sending?.app.close();
    await queuing?.close();
    await sink?.stop();
  });

  it("leaves none in the Subject, the To name or the body, and Arabic names as they were", async () => {
    const seed = await seedWedding(queuing.app, { partner1: "Amelia", partner2: "عمر" });
    const submitted = await queuing.app.inject({
      method: "POST",
      url: "/api/responses",
      payload: rsvpFor(seed, { guestName: "Guest", guestEmail: "layla@example.org" }),
    });
    expect(submitted.statusCode).toBe(201);
    // Names stored before input was cleaned (straight into the tables), then sent by an instance with SMTP.
    const db = queuing.database.db;
    await db.update(weddings).set({ partner1: SPOOF }).where(eq(weddings.id, seed.wedding.id));
    await db
      .update(responses)
      .set({ guestName: `${RLO}${ARABIC}${PDF}` })
      .where(eq(responses.id, submitted.json<SubmitResult>().id));
    await db
      .update(outboxMessages)
      .set({ recipientName: `${RLO}${ARABIC}${PDF}` })
      .where(eq(outboxMessages.weddingId, seed.wedding.id));
    sending = await startTestAppOn(queuing.database, { rateLimit: false, ...mailTestConfig(sink.url) });

    const [mail] = await sink.waitForCount(1);
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe(`Your reply to ${UNSPOOFED} & عمر's wedding`);
    const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0] : undefined;
    expect(to).toMatchObject({ address: "layla@example.org", name: ARABIC });
    expect(parsed.text).not.toMatch(BIDI);
    expect(parsed.html || "").not.toMatch(BIDI);
    expect(parsed.text).toContain(UNSPOOFED);
  });
});
