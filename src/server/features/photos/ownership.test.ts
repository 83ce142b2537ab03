import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import { countRows } from "../../test/api";
import { seedWedding, weddingInput } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { pngBytes } from "./test-images";
import { requestUpload, uploadLocal, uploadPhoto, startPhotoTestApp } from "./upload-flow";

/** The review's attack: name another wedding's photo, then delete "your" photo. */
describe.each(ENGINES)("a wedding's photo belongs to it alone on %s", (engine) => {
  let t: Awaited<ReturnType<typeof startPhotoTestApp>>;
  const attach = (weddingId: string, auth: Record<string, string>, photoUrl: string | null) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${weddingId}/photo`, headers: auth, payload: { photoUrl } });
  const served = async (objectPath: string) =>
    Promise.all(["480", "960", "1600"].map(async (w) => (await t.app.inject({ method: "GET", url: objectPath.replace("1600", w) })).statusCode));

  async function victim() {
    const v = await seedWedding(t.app);
    const photo = (await attach(v.wedding.id, v.auth, await uploadPhoto(t.app, v.wedding.id, v.auth, await pngBytes(400, 300)))).json().objectPath as string;
    expect(await served(photo)).toEqual([200, 200, 200]);
    return { ...v, photo };
  }

  beforeAll(async () => {
    t = await startPhotoTestApp(engine, "photos-owner-");
  });
  afterAll(() => t?.close());

  it("refuses a creation naming another wedding's photo (or any outside URL) and stores no wedding", async () => {
    const v = await victim();
    const before = await countRows(t, "weddings");
    for (const photoUrl of [v.photo, `http://localhost${v.photo}`, "https://images.example.com/us.jpg", "/uploads/photos/abcdefghijklmnopqrstuv/1600.webp"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput({ photoUrl }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("photoUrl");
    }
    expect(await countRows(t, "weddings")).toBe(before);
    expect(await served(v.photo)).toEqual([200, 200, 200]);
  });

  it("refuses an edit to another wedding's photo; the thief's remove and replace leave the victim's files", async () => {
    const v = await victim();
    const thief = await seedWedding(t.app);
    const edit = await t.app.inject({ method: "PUT", url: `/api/weddings/${thief.wedding.id}`, headers: thief.auth, payload: { photoUrl: v.photo } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields).toHaveProperty("photoUrl");

    // Even a wedding that already points at it (data from before this rule) cannot delete it.
    await t.database.db.execute(sql`update weddings set photo_url = ${v.photo} where id = ${thief.wedding.id}`);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/weddings/${thief.wedding.id}/photo`, headers: thief.auth });
    expect(removed.json()).toEqual({ objectPath: null });
    expect(await served(v.photo)).toEqual([200, 200, 200]);
    await t.database.db.execute(sql`update weddings set photo_url = ${v.photo} where id = ${thief.wedding.id}`);
    const replaced = await attach(thief.wedding.id, thief.auth, await uploadPhoto(t.app, thief.wedding.id, thief.auth, await pngBytes(300, 200)));
    expect(replaced.statusCode).toBe(200);
    expect(await served(v.photo)).toEqual([200, 200, 200]);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${v.wedding.id}` })).json().photoUrl).toBe(v.photo);

    // The owner still can.
    expect((await t.app.inject({ method: "DELETE", url: `/api/weddings/${v.wedding.id}/photo`, headers: v.auth })).statusCode).toBe(200);
    expect(await served(v.photo)).toEqual([404, 404, 404]);
  });

  it("lets one creation take a photo processed for a new wedding, once", async () => {
    const params = (await requestUpload(t.app, { forNewWedding: true })).json<UploadParameters>();
    expect((Date.parse(params.expiresAt) - Date.now()) / 60_000).toBeLessThanOrEqual(5);
    await uploadLocal(t.app, params, await pngBytes(300, 200));
    const photo = (await t.app.inject({ method: "PUT", url: "/api/photos", payload: { photoUrl: params.uploadURL } })).json().objectPath as string;
    const first = await t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput({ photoUrl: photo }) });
    expect(first.statusCode).toBe(201);
    const before = await countRows(t, "weddings");
    const second = await t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput({ photoUrl: photo }) });
    expect(second.statusCode).toBe(400);
    expect(await countRows(t, "weddings")).toBe(before);
    // The owner's edits may keep it; clearing it is fine too.
    const { id, hostKey } = first.json();
    const keep = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${id}`,
      headers: { authorization: `Bearer ${hostKey}` },
      payload: { photoUrl: photo, venue: "Barn" },
    });
    expect(keep.statusCode).toBe(200);
  });

  it("lets a wedding save a photo processed for it, but not one processed for another", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    const process = async (w: typeof a) => {
      const url = await uploadPhoto(t.app, w.wedding.id, w.auth, await pngBytes(300, 200));
      return (await t.app.inject({ method: "PUT", url: "/api/photos", headers: w.auth, payload: { photoUrl: url, weddingId: w.wedding.id } })).json()
        .objectPath as string;
    };
    const ofA = await process(a);
    expect((await t.app.inject({ method: "PUT", url: `/api/weddings/${b.wedding.id}`, headers: b.auth, payload: { photoUrl: ofA } })).statusCode).toBe(400);
    const saved = await t.app.inject({ method: "PUT", url: `/api/weddings/${a.wedding.id}`, headers: a.auth, payload: { photoUrl: ofA } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().photoUrl).toBe(ofA);
  });
});
