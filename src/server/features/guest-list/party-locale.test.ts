import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party, PartyPage } from "../../../contract/guest-list";
import { expectError } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const guests = [{ firstName: "Carmen", lastName: "Ruiz", email: "carmen@example.es" }];

describe.each(ENGINES)("a household's language for emails (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const list = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>().parties;

  it("is set on create, kept by an edit that does not name it, cleared with null, and refused when unknown", async () => {
    const seed = await seedWedding(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name: "Los Ruiz", guests, locale: "es" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const party = created.json<Party>();
    expect(party.locale).toBe("es");
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/parties/${party.id}`, headers: seed.auth, payload: { name: "Los Ruiz", guests, ...body } });
    expect((await put({ note: "Grandma" })).json<Party>().locale).toBe("es");
    expect((await put({ locale: "ar" })).json<Party>().locale).toBe("ar");
    const refused = expectError(await put({ locale: "xx" }), 400, "validation_failed");
    expect(refused.fields).toHaveProperty("locale");
    expect((await list(seed))[0]!.locale).toBe("ar");
    expect((await put({ locale: null })).json<Party>().locale).toBeNull();
  });

  it("comes from an import's Language column, and a re-import without one keeps it", async () => {
    const seed = await seedWedding(t.app);
    const importing = (parties: Record<string, unknown>[]) =>
      t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties/import`, headers: seed.auth, payload: { parties } });
    expect(
      (
        await importing([
          { name: "Los Ruiz", guests, locale: "es" },
          { name: "Kowalscy", guests: [{ firstName: "Jan", lastName: "Kowalski" }] },
        ])
      ).statusCode,
    ).toBe(200);
    const byName = async () => Object.fromEntries((await list(seed)).map((party) => [party.name, party.locale]));
    expect(await byName()).toEqual({ "Los Ruiz": "es", Kowalscy: null });
    const again = await importing([
      { name: "Los Ruiz", guests },
      { name: "Kowalscy", guests: [{ firstName: "Jan", lastName: "Kowalski" }], locale: "pl" },
    ]);
    expect(again.json()).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await byName()).toEqual({ "Los Ruiz": "es", Kowalscy: "pl" });
  });
});
