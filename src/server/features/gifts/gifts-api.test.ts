import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_GIFTS_PER_PARTY, type Gift, type GiftList } from "../../../contract/gifts";
import type { Party } from "../../../contract/guest-list";
import { gifts } from "../../db/schema";
import { expectError, expectPrivate } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

describe.each(ENGINES)("gifts and thank-yous on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const storedGifts = async (weddingId: string) => Number((await t.database.db.select({ n: count() }).from(gifts).where(eq(gifts.weddingId, weddingId)))[0]!.n);
  async function household(seed: SeededWedding, name: string): Promise<Party> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name, guests: [{ firstName: name, lastName: "Family" }] },
    });
    return res.json<Party>();
  }
  const calls = (seed: SeededWedding) => {
    const base = `/api/weddings/${seed.wedding.id}/gifts`;
    return {
      add: (payload: object) => t.app.inject({ method: "POST", url: base, headers: seed.auth, payload }),
      change: (id: string, payload: object) => t.app.inject({ method: "PUT", url: `${base}/${id}`, headers: seed.auth, payload }),
      remove: (id: string) => t.app.inject({ method: "DELETE", url: `${base}/${id}`, headers: seed.auth }),
      list: async () => (await t.app.inject({ method: "GET", url: base, headers: seed.auth })).json<GiftList>(),
    };
  };

  it("records gifts per household; the thank-yous owed follow them; exports them", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    const lindqvists = await household(seed, "The Lindqvists");
    const api = calls(seed);
    const bowl = await api.add({ partyId: okafors.id, what: "Blue glass bowl", receivedOn: "2027-06-12", note: "From the shower" });
    expect(bowl.statusCode, bowl.body).toBe(201);
    expectPrivate(bowl);
    const added = [bowl.json<Gift>()];
    for (const payload of [
      { partyId: okafors.id, what: '=HYPERLINK("http://x")', receivedOn: "2027-06-20" },
      { partyId: lindqvists.id, what: "Cookbook", receivedOn: "2027-06-13" },
    ]) {
      const res = await api.add(payload);
      expect(res.statusCode, res.body).toBe(201);
      added.push(res.json<Gift>());
    }
    let list = await api.list();
    expect(list.gifts.map((gift) => [gift.partyName, gift.what])).toEqual([
      ["The Okafors", "Blue glass bowl"],
      ["The Lindqvists", "Cookbook"],
      ["The Okafors", '=HYPERLINK("http://x")'],
    ]);
    expect(list.reminder).toMatchObject({ owed: 3, thankBy: "2027-09-12", due: false });

    // A thank-you sent: one fewer owed. A gift removed: gone from the list.
    const thanked = await api.change(added[0]!.id, { what: "Blue glass bowl", receivedOn: "2027-06-12", note: "", thankedOn: "2027-07-01" });
    expect(thanked.statusCode, thanked.body).toBe(200);
    expect((await api.remove(added[2]!.id)).statusCode).toBe(204);
    list = await api.list();
    expect(list.reminder.owed).toBe(1);
    expect(list.gifts.filter((gift) => !gift.thankedOn).map((gift) => gift.what)).toEqual(['=HYPERLINK("http://x")']);

    const csv = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/gifts/export`, headers: seed.auth });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows).toEqual([
      "Household,Gift,Received,Note,Thank-you sent,Thank-you owed",
      "The Okafors,Blue glass bowl,2027-06-12,,2027-07-01,No",
      `The Okafors,"'=HYPERLINK(""http://x"")",2027-06-20,,,Yes`,
    ]);
  });

  it("refuses bad gifts (400) and another wedding's households, gifts and couple, storing nothing", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    const theirs = await household(other, "The Lindqvists");
    const api = calls(seed);
    for (const payload of [
      { partyId: okafors.id, what: "", receivedOn: "2027-06-12" },
      { partyId: okafors.id, what: "x".repeat(201), receivedOn: "2027-06-12" },
      { partyId: okafors.id, what: "Vase", receivedOn: "2027-02-30" },
      { partyId: okafors.id, what: "Vase", receivedOn: "2027-06-12", note: "n".repeat(501) },
      { partyId: okafors.id, what: "Vase", receivedOn: "2027-06-12", extra: 1 },
      { partyId: theirs.id, what: "Vase", receivedOn: "2027-06-12" },
    ]) {
      expectError(await api.add(payload), 400);
    }
    expect(await storedGifts(seed.wedding.id)).toBe(0);

    const theirGift = (await calls(other).add({ partyId: theirs.id, what: "Toaster", receivedOn: "2027-06-12" })).json<Gift>();
    expectError(await api.change(theirGift.id, { what: "Mine now", receivedOn: "2027-06-12" }), 404);
    expectError(await api.remove(theirGift.id), 404);
    expect((await calls(other).list()).gifts.map((gift) => gift.what)).toEqual(["Toaster"]);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${other.wedding.id}/gifts`, headers: seed.auth }), 403);
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/weddings/${other.wedding.id}/gifts`,
        headers: seed.auth,
        payload: { partyId: theirs.id, what: "x", receivedOn: "2027-06-12" },
      }),
      403,
    );
    expect(await storedGifts(other.wedding.id)).toBe(1);
  });

  it("holds a household to its cap of gifts (409, nothing more stored)", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    const api = calls(seed);
    for (let i = 0; i < MAX_GIFTS_PER_PARTY; i++)
      expect((await api.add({ partyId: okafors.id, what: `Gift ${i}`, receivedOn: "2027-06-12" })).statusCode).toBe(201);
    expectError(await api.add({ partyId: okafors.id, what: "One more", receivedOn: "2027-06-12" }), 409, "conflict");
    expect(await storedGifts(seed.wedding.id)).toBe(MAX_GIFTS_PER_PARTY);
  });
});
