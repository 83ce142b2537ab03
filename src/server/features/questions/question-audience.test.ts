import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party } from "../../../contract/guest-list";
import type { LinkView } from "../../../contract/invitation";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const YES = "Yes, I'll be there!";
const NO = "Sorry, can't make it";

/** Questions "for attending guests only" (issue 15): saved and read back, asked of nobody who declines. */
describe.each(ENGINES)("questions for attending guests only on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const publicQuestions = async (seed: SeededWedding) => (await t.app.inject({ method: "GET", url: `/api/questions/${seed.wedding.id}` })).json<Question[]>();
  const stored = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<RsvpResponse[]>();

  /** The defaults, with the accommodation question required so that skipping it would be refused. */
  async function seedRequiredHotel() {
    const seed = await seedWedding(t.app);
    const hotel = seed.questions.find((q) => q.question.includes("accommodation"))!;
    const res = await t.app.inject({ method: "PUT", url: `/api/questions/${hotel.id}`, headers: seed.auth, payload: { required: true } });
    expect(res.statusCode, res.body).toBe(200);
    return { seed, hotel: res.json<Question>() };
  }

  it("saves and returns the audience on every path; the accommodation default is for attending guests, the rest for everyone", async () => {
    const seed = await seedWedding(t.app);
    expect(seed.questions.map((q) => q.audience)).toEqual(["everyone", "everyone", "everyone", "attending"]);

    const created = await t.app.inject({
      method: "POST",
      url: "/api/questions",
      headers: seed.auth,
      payload: { weddingId: seed.wedding.id, question: "Shuttle from the station?", type: "text", order: "5", audience: "attending" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Question>().audience).toBe("attending");
    // Left out, a new question is for the guests who are coming (issue 29 item 4).
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/questions",
      headers: seed.auth,
      payload: { weddingId: seed.wedding.id, question: "A song?", type: "text", order: "6" },
    });
    expect(plain.json<Question>().audience).toBe("attending");

    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/questions/${created.json<Question>().id}`,
      headers: seed.auth,
      payload: { audience: "everyone" },
    });
    expect(updated.json<Question>().audience).toBe("everyone");
    expect((await publicQuestions(seed)).map((q) => q.audience)).toEqual(["everyone", "everyone", "everyone", "attending", "everyone", "attending"]);

    const bad = await t.app.inject({ method: "PUT", url: `/api/questions/${plain.json<Question>().id}`, headers: seed.auth, payload: { audience: "guests" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("audience");
  });

  it("the open form: a guest who declines passes without the required attending-only answer, and one sent anyway is not stored", async () => {
    const { seed, hotel } = await seedRequiredHotel();
    const submit = (responses: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/responses",
        payload: { weddingId: seed.wedding.id, guestName: "Priya Shah", guestEmail: "priya@example.com", responses },
      });

    const declined = await submit({ [seed.q("attend")]: NO });
    expect(declined.statusCode, declined.body).toBe(201);
    const sentAnyway = await submit({ [seed.q("attend")]: NO, [hotel.id]: "Yes, please help with hotel recommendations" });
    expect(sentAnyway.statusCode, sentAnyway.body).toBe(201);
    // Someone coming must still answer it.
    const coming = await submit({ [seed.q("attend")]: YES });
    expect(coming.statusCode).toBe(400);
    expect(coming.json().error.fields).toEqual({ [`responses.${hotel.id}`]: "This question is required" });

    const rows = await stored(seed);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.responses).toEqual({ [seed.q("attend")]: NO });
  });

  it("a decliner sends without the couple's required song; a guest coming without it is refused (issue 29 item 4)", async () => {
    const seed = await seedWedding(t.app);
    const song = await t.app.inject({
      method: "POST",
      url: "/api/questions",
      headers: seed.auth,
      payload: { weddingId: seed.wedding.id, question: "A song that will get you dancing?", type: "text", required: true, order: "5" },
    });
    expect(song.statusCode, song.body).toBe(201);
    const songId = song.json<Question>().id;
    const submit = (responses: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/responses",
        payload: { weddingId: seed.wedding.id, guestName: "Ana Ruiz", guestEmail: "ana@example.com", responses },
      });

    const declined = await submit({ [seed.q("attend")]: NO });
    expect(declined.statusCode, declined.body).toBe(201);
    const coming = await submit({ [seed.q("attend")]: YES });
    expect(coming.statusCode).toBe(400);
    expect(coming.json().error.fields).toEqual({ [`responses.${songId}`]: "This question is required" });
    expect(await stored(seed)).toHaveLength(1);
  });

  it("an invitation: a declining party passes without it; a declined guest's per-person attending-only answer is dropped, not refused", async () => {
    const { seed, hotel } = await seedRequiredHotel();
    const shuttle = await t.app.inject({
      method: "POST",
      url: "/api/questions",
      headers: seed.auth,
      payload: {
        weddingId: seed.wedding.id,
        question: "Shuttle seat?",
        type: "radio",
        options: ["Yes", "No"],
        required: true,
        answerScope: "individual",
        audience: "attending",
        order: "5",
      },
    });
    const shuttleId = shuttle.json<Question>().id;
    const created = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: {
        name: "The Okafor family",
        guests: [
          { firstName: "Ngozi", lastName: "Okafor" },
          { firstName: "Chidi", lastName: "Okafor" },
        ],
      },
    });
    const party = created.json<Party>();
    const [ngozi, chidi] = party.guests.map((guest) => guest.id) as [string, string];
    const reply = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
        headers: { "x-invitation-token": party.invitationToken },
        payload,
      });

    const nobody = await reply({
      guests: [
        { guestId: ngozi, attending: false },
        { guestId: chidi, attending: false },
      ],
      responses: { [hotel.id]: "Yes, please help with hotel recommendations", [shuttleId]: { [ngozi]: "Yes" } },
    });
    expect(nobody.statusCode, nobody.body).toBe(200);
    expect(nobody.json<LinkView>().reply!.responses).toEqual({ [seed.q("attend")]: NO });

    const one = await reply({
      guests: [
        { guestId: ngozi, attending: true },
        { guestId: chidi, attending: false },
      ],
      responses: { [hotel.id]: "No, we have our own arrangements", [shuttleId]: { [ngozi]: "No", [chidi]: "Yes" } },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<LinkView>().reply!.responses).toEqual({
      [seed.q("attend")]: YES,
      [hotel.id]: "No, we have our own arrangements",
      [shuttleId]: { [ngozi]: "No" },
    });
    // The one coming still owes the required answers.
    const missing = await reply({
      guests: [
        { guestId: ngozi, attending: true },
        { guestId: chidi, attending: false },
      ],
      responses: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([`responses.${hotel.id}`, `responses.${shuttleId}.${ngozi}`].sort());
  });
});
