import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedWedding, Wedding } from "../../../contract/wedding";
import { countRows, expectError } from "../../test/api";
import { weddingInput } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { jpegWithGps } from "./test-images";
import { startPhotoTestApp, uploadPhoto } from "./upload-flow";

/** The photo's focal point (decision 0014): stored on the wedding, validated by the server, reset by a new photo. */
describe.each(ENGINES)("photo focal point on %s", (engine) => {
  let t: Awaited<ReturnType<typeof startPhotoTestApp>>;
  beforeAll(async () => {
    t = await startPhotoTestApp(engine, "focal-point-");
  });
  afterAll(() => t?.close());

  async function create(payload: object) {
    return t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput(payload) });
  }
  const read = async (code: string) => (await t.app.inject({ method: "GET", url: `/api/weddings/${code}` })).json<Wedding>();
  const update = (wedding: CreatedWedding, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${wedding.id}`, headers: { authorization: `Bearer ${wedding.hostKey}` }, payload });

  it("is the centre by default, is stored when the couple moves it, and comes back on the public wedding", async () => {
    const wedding = (await create({})).json<CreatedWedding>();
    expect(wedding.photoFocus).toEqual({ x: 0.5, y: 0.5 });
    const res = await update(wedding, { photoFocus: { x: 0.25, y: 0.125 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Wedding>().photoFocus).toEqual({ x: 0.25, y: 0.125 });
    expect((await read(wedding.uniqueCode)).photoFocus).toEqual({ x: 0.25, y: 0.125 });
    // Other edits leave it where it is; the corners are allowed.
    await update(wedding, { venue: "The Old Mill" });
    expect((await read(wedding.uniqueCode)).photoFocus).toEqual({ x: 0.25, y: 0.125 });
    expect((await update(wedding, { photoFocus: { x: 0, y: 1 } })).statusCode).toBe(200);
    expect((await read(wedding.uniqueCode)).photoFocus).toEqual({ x: 0, y: 1 });
  });

  it("refuses a focal point outside the photo (400) and stores nothing", async () => {
    const wedding = (await create({})).json<CreatedWedding>();
    await update(wedding, { photoFocus: { x: 0.3, y: 0.7 } });
    const bad = [{ x: 1.5, y: 0.5 }, { x: 0.5, y: -0.01 }, { x: "0.5", y: 0.5 }, { x: 0.5 }, { x: 0.5, y: 0.5, z: 1 }, [0.5, 0.5], null];
    for (const photoFocus of bad) {
      const error = expectError(await update(wedding, { photoFocus, venue: "Somewhere else" }), 400, "validation_failed");
      expect(error.message, JSON.stringify(photoFocus)).toBeTruthy();
    }
    const after = await read(wedding.uniqueCode);
    expect(after.photoFocus).toEqual({ x: 0.3, y: 0.7 });
    expect(after.venue).not.toBe("Somewhere else");
    // At creation too: no wedding is made with a focal point off the photo.
    const before = await countRows(t, "weddings");
    expectError(await create({ photoFocus: { x: 2, y: 0.5 } }), 400, "validation_failed");
    expect(await countRows(t, "weddings")).toBe(before);
  });

  it("starts at the centre again when a new photo replaces the old one", async () => {
    const wedding = (await create({})).json<CreatedWedding>();
    const auth = { authorization: `Bearer ${wedding.hostKey}` };
    await update(wedding, { photoFocus: { x: 0.9, y: 0.1 } });
    const uploadURL = await uploadPhoto(t.app, wedding.id, auth, await jpegWithGps(300, 200));
    const attached = await t.app.inject({ method: "PUT", url: `/api/weddings/${wedding.id}/photo`, headers: auth, payload: { photoUrl: uploadURL } });
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await read(wedding.uniqueCode)).photoFocus).toEqual({ x: 0.5, y: 0.5 });
  });
});
