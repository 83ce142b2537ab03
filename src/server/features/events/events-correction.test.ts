import { describe, expect, it } from "vitest";
import type { PartyPage } from "../../../contract/guest-list";
import type { RsvpResponse } from "../../../contract/response";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { answerThroughLink, eventCalls, eventsTestApp, eventSummaries } from "./test-events";

const YES = "Yes, I'll be there";
const NO = "No, I can't make it";

/**
 * The couple corrects a household's reply from its invitation link (docs/decisions/0019-events.md):
 * the guests who declined the wedding but come to an event keep that answer, and the guest list
 * still knows who is coming.
 */
describe.each(ENGINES)("correcting a household's link reply on %s", (engine) => {
  const t = eventsTestApp(engine);
  const answer = (token: string, payload: object) => answerThroughLink(t.app, token, payload);

  it("keeps a decliner's brunch, the dish the couple changed, and the party's status", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const family = await calls.party({
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor" },
        { firstName: "Ada", lastName: "Okafor" },
      ],
    });
    const bola = await calls.party({ name: "The Adeyemis", guests: [{ firstName: "Bola", lastName: "Adeyemi" }] });
    const brunch = await calls.add({ name: "Sunday brunch", date: "2027-06-13" });
    const dish = await calls.addQuestion(brunch.id, { question: "Brunch dish", options: ["Pancakes", "Shakshuka"] });
    const brunchQ = brunch.attendanceQuestionId!;
    const [chidi, ada] = family.guests.map((guest) => guest.id) as [string, string];
    const bolaId = bola.guests[0]!.id;
    const sent = await answer(family.invitationToken, {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: false },
      ],
      responses: { [seed.q("meal")]: { [chidi]: "Beef" }, [brunchQ]: { [chidi]: NO, [ada]: YES }, [dish.id]: { [ada]: "Shakshuka" } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      (await answer(bola.invitationToken, { guests: [{ guestId: bolaId, attending: false }], responses: { [brunchQ]: { [bolaId]: YES } } })).statusCode,
    ).toBe(200);
    const replies = async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth });
      return new Map(res.json<RsvpResponse[]>().map((reply) => [reply.partyId, reply]));
    };
    const before = await replies();
    const correct = (reply: RsvpResponse, responses: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/responses/${reply.id}/host`,
        headers: seed.auth,
        payload: { guestName: reply.guestName, guestEmail: reply.guestEmail, guestPhone: reply.guestPhone, responses },
      });

    // By phone: Chidi wants chicken, and Ada the pancakes. The dialog sends what it shows: Chidi as
    // the primary guest, Ada under her own key at the brunch.
    const okafors = before.get(family.id)!;
    const fixed = await correct(okafors, {
      [seed.q("attend")]: "Yes, I'll be there!",
      [seed.q("meal")]: { primary: "Chicken" },
      [brunchQ]: { primary: NO, [ada]: YES },
      [dish.id]: { [ada]: "Pancakes" },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<RsvpResponse>().responses).toMatchObject({ [brunchQ]: { primary: NO, [ada]: YES }, [dish.id]: { [ada]: "Pancakes" } });
    // Bola declined the wedding and comes to the brunch: a correction of the contact details keeps both.
    const adeyemis = before.get(bola.id)!;
    const kept = await correct(adeyemis, { ...adeyemis.responses });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<RsvpResponse>().responses[brunchQ]).toEqual(adeyemis.responses[brunchQ]);

    const after = await replies();
    expect(after.get(family.id)!.partyMembers).toEqual([expect.objectContaining({ id: "primary", guestId: chidi })]);
    const list = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth });
    const statuses = new Map(list.json<PartyPage>().parties.map((party) => [party.id, [party.status, party.attending]]));
    expect(statuses.get(family.id)).toEqual(["partial", 1]);
    expect(statuses.get(bola.id)).toEqual(["declined", 0]);
    const counts = await eventSummaries(t.app, seed);
    expect(counts.get("main")).toMatchObject({ attending: 1, notAttending: 2, pending: 0 });
    expect(counts.get(brunch.id)).toMatchObject({ attending: 2, notAttending: 1, pending: 0 });
    expect(counts.get(brunch.id)!.meals[0]!.options).toEqual([
      { option: "Pancakes", count: 1 },
      { option: "Shakshuka", count: 0 },
      // Bola, coming to the brunch, chose no dish.
      { option: "No answer", count: 1 },
    ]);
  });
});
