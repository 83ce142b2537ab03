import { describe, expect, it } from "vitest";
import type { Party } from "../../../contract/guest-list";
import type { HostEvent } from "../../../contract/events";
import { WEBSITE_LIMITS } from "../../../contract/website";
import { expectError } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { processedPhoto, websiteCalls, websiteTestApp } from "./test-website";

/**
 * Issue 32 items 1 and 5: the couple's website sections, bounded, theirs only; a section limited
 * to an audience reaches no one else on any public surface (docs/decisions/0045-website-sections.md).
 */
describe.each(ENGINES)("website sections on %s", (engine) => {
  const t = websiteTestApp(engine);

  const sectionCount = async (weddingId: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/weddings/${weddingId}/website` });
    return res;
  };

  it("builds, edits, orders, hides and removes sections; links are normalised and shown with their host", async () => {
    const seed = await seedWedding(t.app);
    const calls = websiteCalls(t.app, seed);
    const story = await calls.add({ kind: "story", title: "Our story", body: "We met on a train to Lyon." });
    const registry = await calls.add({
      kind: "registry",
      title: "Registry",
      items: [{ label: "Honeymoon fund", url: "HTTPS://Gifts.Example.COM/amelia-jonah", detail: "Anything helps" }],
    });
    const qa = await calls.add({ kind: "qa", title: "Questions", items: [{ label: "Is there parking?", detail: "Yes, at the gate." }] });
    expect(registry.items[0]!.url).toBe("https://gifts.example.com/amelia-jonah");
    expect((await calls.get()).sections.map((section) => section.id)).toEqual([story.id, registry.id, qa.id]);

    const reordered = await calls.reorder([qa.id, story.id, registry.id]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().sections.map((section: { id: string }) => section.id)).toEqual([qa.id, story.id, registry.id]);
    expectError(await calls.reorder([qa.id, story.id]), 400);

    expect((await calls.update(qa.id, { hidden: true })).statusCode).toBe(200);
    const page = await t.app.inject({ method: "GET", url: `/rsvp/${seed.wedding.uniqueCode}` });
    expect(page.body).toContain("We met on a train to Lyon.");
    expect(page.body).toContain('href="https://gifts.example.com/amelia-jonah" rel="noopener noreferrer nofollow" target="_blank"');
    expect(page.body).toContain("(gifts.example.com)");
    expect(page.body).not.toContain("Is there parking?");
    // The order holds on the page: the story before the registry.
    expect(page.body.indexOf("Our story")).toBeLessThan(page.body.indexOf("Honeymoon fund"));
    const full = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).json();
    expect(full.sections.map((section: { id: string }) => section.id)).toEqual([story.id, registry.id]);

    expect((await calls.remove(story.id)).statusCode).toBe(204);
    expect((await calls.get()).sections).toHaveLength(2);
  });

  it("refuses out-of-bounds and unsafe input with a 4xx and stores nothing", async () => {
    const seed = await seedWedding(t.app);
    const calls = websiteCalls(t.app, seed);
    const refusals: Array<[object, string]> = [
      [{ kind: "story", title: "Too long", body: "x".repeat(WEBSITE_LIMITS.body + 1) }, "body"],
      [{ kind: "qa", title: "Too many", items: Array.from({ length: WEBSITE_LIMITS.items + 1 }, (_, i) => ({ label: `Q${i}` })) }, "items"],
      [
        {
          kind: "registry",
          title: "Links",
          items: Array.from({ length: WEBSITE_LIMITS.links + 1 }, (_, i) => ({ label: `Store ${i}`, url: `https://store${i}.example` })),
        },
        "items",
      ],
      [{ kind: "registry", title: "Script", items: [{ label: "Click", url: "javascript:alert(1)" }] }, "items.0.url"],
      [{ kind: "registry", title: "Data", items: [{ label: "Click", url: "data:text/html,<b>hi</b>" }] }, "items.0.url"],
      [{ kind: "registry", title: "Creds", items: [{ label: "Click", url: "https://user:pw@example.com/" }] }, "items.0.url"],
      [{ kind: "story", title: "Foreign photo", photos: ["https://evil.example/cat.webp"] }, "photos"],
      [{ kind: "story", title: "Nobody's event", audience: { kind: "event", eventId: "00000000-0000-4000-8000-000000000000" } }, "audience.eventId"],
      [{ kind: "story", title: "A script", body: "bad\u0000byte" }, "body"],
      [{ kind: "calendar", title: "Not a kind" }, "kind"],
      [{ kind: "story", title: "Fr", translations: { fr: { title: "Notre histoire" } } }, "translations.fr"],
    ];
    for (const [payload, field] of refusals) {
      const error = expectError(await calls.create(payload), 400);
      expect(Object.keys(error.fields ?? {}).join(","), JSON.stringify(payload).slice(0, 80)).toContain(field);
    }
    expect((await calls.get()).sections).toEqual([]);

    for (let i = 0; i < WEBSITE_LIMITS.sections; i++) await calls.add({ kind: "things_to_do", title: `Place ${i}` });
    expectError(await calls.create({ kind: "story", title: "One too many" }), 409);
    expect((await calls.get()).sections).toHaveLength(WEBSITE_LIMITS.sections);
  });

  it("keeps every section the calling wedding's own", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app, { partner1: "Noor", partner2: "Sami" });
    const mine = await websiteCalls(t.app, seed).add({ kind: "story", title: "Ours" });
    const theirs = websiteCalls(t.app, other);
    expectError(await theirs.update(mine.id, { title: "Taken" }), 403);
    expectError(await theirs.remove(mine.id), 403);
    expectError(await theirs.create({ kind: "story", title: "x" }, seed.auth), 403);
    expectError(await sectionCount(seed.wedding.id), 401);
    expect((await websiteCalls(t.app, seed).get()).sections[0]!.title).toBe("Ours");
  });

  it("serves a translation written by the couple's translation view to guests reading that language, hidden sections included; a section gone meanwhile is a 404", async () => {
    const seed = await seedWedding(t.app, { locales: ["en", "es"] });
    const calls = websiteCalls(t.app, seed);
    const code = seed.wedding.uniqueCode;
    const qa = await calls.add({
      kind: "qa",
      title: "Questions",
      body: "Ask us anything.",
      items: [
        { label: "Is there parking?", detail: "Yes, at the gate." },
        { label: "Dress code?", detail: "Smart casual." },
      ],
    });
    const notes = await calls.add({ kind: "travel", title: "Shuttle notes", body: "Times to follow.", hidden: true });
    // Warm the cached public view and the painted page first: the write must reach both.
    expect((await t.app.inject({ method: "GET", url: `/rsvp/${code}?lang=es` })).body).not.toContain("Preguntas");

    // The body web/features/translations/save-translations.ts sends: the language's whole entry, blanks as "".
    const entry = {
      title: "Preguntas",
      body: "",
      items: [
        { label: "¿Hay aparcamiento?", detail: "Sí, en la entrada." },
        { label: "", detail: "" },
      ],
    };
    const saved = await calls.update(qa.id, { translations: { es: entry } });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { es: { title: "Preguntas", items: [{ label: "¿Hay aparcamiento?", detail: "Sí, en la entrada." }, {}] } };
    expect(saved.json().translations).toEqual(expected);
    expect((await calls.get()).sections.find((section) => section.id === qa.id)!.translations).toEqual(expected);

    const full = (await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full` })).json();
    expect(full.sections.find((section: { id: string }) => section.id === qa.id).translations).toEqual(expected);
    const spanish = (await t.app.inject({ method: "GET", url: `/rsvp/${code}?lang=es` })).body;
    expect(spanish).toContain("<bdi>Preguntas</bdi>");
    expect(spanish).toContain("¿Hay aparcamiento?");
    // Untranslated texts fall back to the original.
    expect(spanish).toContain("Ask us anything.");
    expect(spanish).toContain("Dress code?");
    expect((await t.app.inject({ method: "GET", url: `/rsvp/${code}` })).body).not.toContain("<bdi>Preguntas</bdi>");

    // A hidden section is the couple's to translate too; a language the wedding does not offer is refused.
    expect((await calls.update(notes.id, { translations: { es: { title: "Lanzadera", body: "", items: [] } } })).statusCode).toBe(200);
    expectError(await calls.update(notes.id, { translations: { fr: { title: "Navette" } } }), 400, "validation_failed");
    // Removed in another tab while the couple was translating: a clear 404, nothing else touched.
    expect((await calls.remove(notes.id)).statusCode).toBe(204);
    expectError(await calls.update(notes.id, { translations: { es: { title: "Lanzadera" } } }), 404, "not_found");
    expect((await calls.get()).sections.map((section) => section.id)).toEqual([qa.id]);
  });

  async function family(seed: SeededWedding) {
    const auth = seed.auth;
    const party = async (name: string, tags: string[]) => {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/parties`,
        headers: auth,
        payload: { name, guests: [{ firstName: name, lastName: "Guest" }], tags },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Party>();
    };
    const event = async (name: string) => {
      const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: auth, payload: { name } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<HostEvent>();
    };
    return { party, event };
  }

  it("shows the story's photos and a person's photo processed for this wedding, never another wedding's; a photo can be removed", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app, { partner1: "Noor", partner2: "Sami" });
    const calls = websiteCalls(t.app, seed);
    const [first, second, portrait, theirs] = await Promise.all([
      processedPhoto(t.app, seed),
      processedPhoto(t.app, seed, 320),
      processedPhoto(t.app, seed, 280),
      processedPhoto(t.app, other),
    ]);
    const story = await calls.add({ kind: "story", title: "Our story", photos: [first] });
    expect((await calls.update(story.id, { photos: [first, second] })).json().photos).toEqual([first, second]);
    const party = await calls.add({
      kind: "wedding_party",
      title: "The wedding party",
      items: [{ label: "María López", detail: "Maid of honour", photoUrl: portrait }],
    });
    expect(party.items[0]!.photoUrl).toBe(portrait);
    // The wedding's own photo is untouched: a section's photo is processed, not attached.
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}` })).json().photoUrl).toBeNull();

    // Another wedding's processed photo, in either place: a 400 naming the photos, nothing stored.
    expect(Object.keys(expectError(await calls.update(story.id, { photos: [first, theirs] }), 400).fields ?? {})).toContain("photos");
    expectError(await calls.update(party.id, { items: [{ label: "María López", photoUrl: theirs }] }), 400);
    expectError(await calls.create({ kind: "story", title: "Borrowed", photos: [theirs] }), 400);
    const code = seed.wedding.uniqueCode;
    let page = (await t.app.inject({ method: "GET", url: `/rsvp/${code}` })).body;
    for (const url of [first, second, portrait]) expect(page).toContain(url);
    expect(page).not.toContain(theirs);

    expect((await calls.update(story.id, { photos: [second] })).statusCode).toBe(200);
    expect((await calls.update(party.id, { items: [{ label: "María López", detail: "Maid of honour", photoUrl: null }] })).statusCode).toBe(200);
    page = (await t.app.inject({ method: "GET", url: `/rsvp/${code}` })).body;
    expect(page).toContain(second);
    expect(page).not.toContain(first);
    expect(page).not.toContain(portrait);
  });

  it("keeps a hotel pinned from the hotel helper as the couple's own entry of a travel section", async () => {
    const seed = await seedWedding(t.app);
    const calls = websiteCalls(t.app, seed);
    // The entry the website screen makes of the helper's hotel (web/features/website/hotel-picker.tsx hotelEntry).
    const pinned = {
      label: "Kew Riverside Hotel",
      detail: "860 m from the venue · Price not listed · Free Wi-Fi",
      url: "https://kew-riverside.example.org/",
      photoUrl: null,
    };
    const travel = await calls.add({ kind: "travel", title: "Travel and stay", items: [pinned] });
    expect(travel.items).toEqual([pinned]);
    const edited = await calls.update(travel.id, { items: [{ ...pinned, detail: "Our favourite: ask for the river view" }] });
    expect(edited.json().items[0]).toEqual({ ...pinned, detail: "Our favourite: ask for the river view" });
    const page = (await t.app.inject({ method: "GET", url: `/rsvp/${seed.wedding.uniqueCode}` })).body;
    expect(page).toContain('href="https://kew-riverside.example.org/" rel="noopener noreferrer nofollow"');
    expect(page).toContain("ask for the river view");
  });

  it("places the schedule as one section: each reader's own events at its place, never an event a household is not invited to", async () => {
    const seed = await seedWedding(t.app);
    const calls = websiteCalls(t.app, seed);
    const make = await family(seed);
    const relatives = await make.party("Okafor", ["family"]);
    const friends = await make.party("Lindqvist", ["friends"]);
    await make.event("Garden reception");
    const dinner = await make.event("Rehearsal dinner");
    const invite = await t.app.inject({
      method: "PUT",
      url: `/api/events/${dinner.id}/invitation`,
      headers: seed.auth,
      payload: { visibility: "invited", partyIds: [relatives.id] },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const code = seed.wedding.uniqueCode;
    const painted = async () => (await t.app.inject({ method: "GET", url: `/rsvp/${code}` })).body;
    // Without the section the schedule is the invitation's.
    expect(await painted()).toContain('id="schedule-heading"');

    const story = await calls.add({ kind: "story", title: "How we met", body: "On a train to Lyon." });
    const schedule = await calls.add({ kind: "schedule", title: "The weekend", body: "Here is what happens when." });
    expectError(await calls.create({ kind: "schedule", title: "Again" }), 409);
    expectError(await calls.create({ kind: "schedule", title: "With entries", items: [{ label: "Brunch" }] }), 400);
    expectError(await calls.update(schedule.id, { items: [{ label: "Brunch" }] }), 400);
    expect((await calls.reorder([schedule.id, story.id])).statusCode).toBe(200);

    // The public page: the section at its place, with the public's events, never the rehearsal dinner; the invitation lists none.
    const page = await painted();
    expect(page).not.toContain('id="schedule-heading"');
    expect(page.indexOf("Here is what happens when.")).toBeGreaterThan(-1);
    expect(page.indexOf("Here is what happens when.")).toBeLessThan(page.indexOf("Garden reception"));
    expect(page.indexOf("Garden reception")).toBeLessThan(page.indexOf("On a train to Lyon."));
    for (const url of [`/rsvp/${code}`, `/api/weddings/${code}/full`, `/api/weddings/${code}`]) {
      const body = (await t.app.inject({ method: "GET", url })).body;
      expect(body, url).not.toContain("Rehearsal dinner");
    }
    const full = (await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full` })).json();
    expect(full.scheduleSection).toBe(true);
    expect(full.sections.map((section: { id: string }) => section.id)).toEqual([schedule.id, story.id]);
    expect(full.sections[0].items).toEqual([]);

    // A household's link: the section, and the events that household is invited to.
    const open = async (token: string) =>
      (await t.app.inject({ method: "GET", url: `/api/invitations/mine?wedding=${code}`, headers: { "x-invitation-token": token } })).json();
    const mine = await open(relatives.invitationToken);
    expect(mine.sections.map((section: { id: string }) => section.id)).toEqual([schedule.id, story.id]);
    expect(mine.events.map((event: { name: string }) => event.name).sort()).toEqual(["Garden reception", "Rehearsal dinner"]);
    const theirs = await open(friends.invitationToken);
    expect(theirs.sections.map((section: { id: string }) => section.id)).toEqual([schedule.id, story.id]);
    expect(JSON.stringify(theirs)).not.toContain("Rehearsal dinner");

    // Hidden: no schedule on the page at all; removed: back with the invitation.
    expect((await calls.update(schedule.id, { hidden: true })).statusCode).toBe(200);
    // (The page's data still names the event: the reply asks about it.)
    const hidden = (await painted()).split('id="initial-data"')[0]!;
    expect(hidden).not.toContain("Garden reception");
    expect(hidden).not.toContain('id="schedule-heading"');
    expect((await calls.remove(schedule.id)).statusCode).toBe(204);
    expect(await painted()).toContain('id="schedule-heading"');
  });

  it("shows a section limited to a tag or an event's invitees to them alone, on every public surface", async () => {
    const seed = await seedWedding(t.app, { locales: ["en", "es"] });
    const calls = websiteCalls(t.app, seed);
    const make = await family(seed);
    const relatives = await make.party("Okafor", ["family"]);
    const friends = await make.party("Lindqvist", ["friends"]);
    const colleagues = await make.party("Berg", ["work"]);
    const dinner = await make.event("Rehearsal dinner");
    const invite = await t.app.inject({
      method: "PUT",
      url: `/api/events/${dinner.id}/invitation`,
      headers: seed.auth,
      payload: { visibility: "invited", partyIds: [relatives.id] },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    await calls.add({ kind: "travel", title: "Getting there", body: "Trains every hour.", translations: { es: { title: "Cómo llegar" } } });
    const forFamily = await calls.add({
      kind: "story",
      title: "Family brunch",
      body: "Grandma's garden, Sunday at ten.",
      audience: { kind: "tags", tags: ["family"] },
    });
    const forDinner = await calls.add({
      kind: "things_to_do",
      title: "Dinner notes",
      items: [{ label: "Boathouse menu", url: "https://boathouse.example/menu" }],
      audience: { kind: "event", eventId: dinner.id },
    });
    // Several tags: households with any of them.
    const close = await calls.add({
      kind: "qa",
      title: "Close circle",
      body: "Dinner at ours on Friday.",
      audience: { kind: "tags", tags: ["family", "friends"] },
    });
    const traces = ["Close circle", "Dinner at ours", close.id, "Family brunch", "Grandma", "Dinner notes", "boathouse.example", forFamily.id, forDinner.id];
    const noTrace = (body: string, where: string) => traces.forEach((trace) => expect(body, `${where} shows ${trace}`).not.toContain(trace));
    const open = (token: string) =>
      t.app.inject({ method: "GET", url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`, headers: { "x-invitation-token": token } });

    // Warm the shared cache through the invited party first: what it holds must stay public-only.
    const invited = await open(relatives.invitationToken);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().sections.map((section: { id: string }) => section.id)).toEqual([expect.any(String), forFamily.id, forDinner.id, close.id]);

    const code = seed.wedding.uniqueCode;
    const surfaces = [
      `/api/weddings/${code}`,
      `/api/weddings/${code}/full`,
      `/api/weddings/${seed.wedding.id}/full`,
      `/rsvp/${code}`,
      `/rsvp/${code}?lang=es`,
      `/save-the-date/${code}`,
      `/table/${code}`,
    ];
    for (const url of surfaces) {
      for (const headers of [{}, { "x-invitation-token": friends.invitationToken }, { "x-invitation-token": relatives.invitationToken }]) {
        const res = await t.app.inject({ method: "GET", url, headers });
        expect(res.statusCode, url).toBe(200);
        noTrace(res.body, url);
      }
    }
    const outsider = await open(friends.invitationToken);
    expect(outsider.statusCode).toBe(200);
    expect(outsider.json().sections.map((section: { id: string }) => section.id)).toEqual([expect.any(String), close.id]);
    const stranger = await open(colleagues.invitationToken);
    noTrace(stranger.body, "an outside household's link");
    expect(stranger.json().sections).toHaveLength(1);
    // The public section is there for everyone, translated where the couple translated it.
    expect((await t.app.inject({ method: "GET", url: `/rsvp/${code}?lang=es` })).body).toContain("Cómo llegar");
    expect((await t.app.inject({ method: "GET", url: `/rsvp/${code}` })).body).toContain("Getting there");

    // Deleting the event leaves its section for nobody, never for everyone.
    expect((await t.app.inject({ method: "DELETE", url: `/api/events/${dinner.id}`, headers: seed.auth })).statusCode).toBe(204);
    noTrace((await t.app.inject({ method: "GET", url: `/rsvp/${code}` })).body, "after the event went");
    expect((await open(relatives.invitationToken)).json().sections.map((section: { id: string }) => section.id)).not.toContain(forDinner.id);
  });
});
