import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultQuestions } from "../../../contract/default-questions";
import type { Question } from "../../../contract/question";
import { ZRsvpResponse } from "../../../contract/response";
import { analyseResponses } from "../../../contract/rules/analytics";
import { summariseResponses } from "../../../contract/rules/summary";
import type { CreatedWedding } from "../../../contract/wedding";
import { submitRsvp } from "../../test/api";
import { weddingInput } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

/** The analytics panel's figures, without what differs between any two weddings (ids, dates). */
function withoutIds(analytics: ReturnType<typeof analyseResponses>) {
  return {
    ...analytics,
    overTime: analytics.overTime.reduce((sum, day) => sum + day.count, 0),
    meals: analytics.meals.map(({ questionId: _id, ...meal }) => meal),
  };
}

/** Who replies, how, and in which language they read the invitation. */
const GUESTS = [
  { name: "Abuela Carmen", email: "carmen@example.com", reads: "es", coming: true, meal: "Beef", party: [{ name: "Abuelo Luis", meal: "Vegetarian" }] },
  { name: "Layla Haddad", email: "layla@example.com", reads: "ar", coming: true, meal: "Chicken", party: [] },
  { name: "Primo Javier", email: "javier@example.com", reads: "es", coming: false, meal: null, party: [] },
  { name: "Omar Haddad", email: "omar@example.com", reads: "ar", coming: true, meal: "Vegetarian", party: [{ name: "Sara Haddad", meal: "Chicken" }] },
] as const;

describe.each(ENGINES)("counts and CSVs whatever language guests reply in, on %s (issue 16)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  async function weddingAnsweredIn(language: "every guest in English" | "each guest in their own") {
    const created = (
      await t.app.inject({ method: "POST", url: "/api/weddings", payload: { ...weddingInput(), locales: ["en", "es", "ar"] } })
    ).json<CreatedWedding>();
    const auth = { authorization: `Bearer ${created.hostKey}` };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${created.id}/questions`,
      headers: auth,
      payload: { questions: defaultQuestions("en", ["en", "es", "ar"]) },
    });
    const questions = saved.json<Question[]>();
    const [attend, meal, , hotel] = questions as [Question, Question, Question, Question];
    for (const guest of GUESTS) {
      // The form shows the guest's language but sends the canonical option (reply-form tests).
      const reads = language === "every guest in English" ? "en" : guest.reads;
      const partyMembers = guest.party.map((member, index) => ({ id: `m${index}`, name: member.name }));
      const meals =
        guest.coming && guest.meal ? { [meal.id]: { primary: guest.meal, ...Object.fromEntries(guest.party.map((m, i) => [`m${i}`, m.meal])) } } : {};
      const res = await submitRsvp(
        t.app,
        {
          weddingId: created.id,
          guestName: guest.name,
          guestEmail: guest.email,
          partyMembers: guest.coming ? partyMembers : [],
          responses: { [attend.id]: attend.options[guest.coming ? 0 : 1], ...meals, ...(guest.coming ? { [hotel.id]: hotel.options[1] } : {}) },
        },
        { "accept-language": reads },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });
    const list = ZRsvpResponse.array().parse((await get(`/api/responses/${created.uniqueCode}`)).json());
    // Submission times and ids differ between the two weddings; everything the couple counts must not.
    const csv = (body: string) => (parse(body, { bom: true }) as string[][]).map((row) => row.slice(1));
    return {
      summary: summariseResponses(list, questions),
      analytics: withoutIds(analyseResponses(questions, list)),
      responsesCsv: csv((await get(`/api/responses/${created.uniqueCode}/export`)).body),
      peopleCsv: parse((await get(`/api/responses/${created.uniqueCode}/export/people`)).body, { bom: true }) as string[][],
    };
  }

  it("gives the couple the same counts, meal totals and CSV files for a Spanish grandmother and an Arabic cousin as for English replies", async () => {
    const english = await weddingAnsweredIn("every guest in English");
    const mixed = await weddingAnsweredIn("each guest in their own");
    expect(english.summary).toEqual({ totalResponses: 4, attendingGuests: 5, brideSide: 0, groomSide: 0, bothSides: 0, unassigned: 4 });
    expect(mixed.summary).toEqual(english.summary);
    expect(mixed.analytics).toEqual(english.analytics);
    expect(english.analytics.meals[0]!.options.map((option) => [option.option, option.counts.total])).toEqual([
      ["Chicken", 2],
      ["Beef", 1],
      ["Vegetarian", 2],
    ]);
    expect(mixed.responsesCsv).toEqual(english.responsesCsv);
    expect(mixed.peopleCsv).toEqual(english.peopleCsv);
    expect(english.responsesCsv.slice(1).map((row) => row[3])).toEqual(["Attending", "Attending", "Not Attending", "Attending"]);
  });
});
