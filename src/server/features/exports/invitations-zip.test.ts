import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationPath, type Party, type PartyInput, type PartyPage } from "../../../contract/guest-list";
import { expectError, expectPrivate } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const PUBLIC_URL = "https://rsvp.example.com";
const CSV_HEADER = ["Party", "Guests", "Seats", "Side", "Tags", "Invitation link", "QR file name", "Invitation words"];
const EVIL = '=HYPERLINK("http://evil.example","Click")';

const parties: PartyInput[] = [
  {
    name: "The Okafor family",
    guests: [
      { firstName: "Chidi", lastName: "Okafor" },
      { firstName: "Ada", lastName: "Okafor" },
      { firstName: "Emeka", lastName: "Okafor", isChild: true, age: 7 },
    ],
    extraSeats: 1,
    side: "bride",
    tags: ["Family", "Work"],
  },
  {
    name: "Zoë & José García",
    guests: [
      { firstName: "Zoë", lastName: "García" },
      { firstName: "José", lastName: "García" },
      { firstName: "Ana", lastName: "Lopez" },
    ],
    side: "groom",
  },
  { name: EVIL, guests: [{ firstName: "@Mallory", lastName: "" }] },
];

/** What a QR code in the pack says, read back from its PNG's pixels. */
async function readQr(png: Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe.each(ENGINES)("the invitations pack on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false, publicUrl: PUBLIC_URL });
  });
  afterAll(() => t?.close());

  const pack = (seed: SeededWedding, headers: Record<string, string> = seed.auth) =>
    t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/invitations.zip`, headers });
  async function seedParties(seed: SeededWedding): Promise<Party[]> {
    for (const party of parties) {
      const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
      expect(res.statusCode, res.body).toBe(201);
    }
    // In the guest list's own order, which the pack follows.
    return (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>().parties;
  }

  it("holds a CSV row and a QR code of its private link for every party", async () => {
    const seed = await seedWedding(t.app);
    const listed = await seedParties(seed);
    const res = await pack(seed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="amelia-jonah-invitations-[0-9A-Z]{8}\.zip"$/);
    expectPrivate(res);

    const files = unzipSync(res.rawPayload);
    const [header, ...rows] = parse(Buffer.from(files["invitations.csv"]!).toString("utf8"), { bom: true }) as string[][];
    expect(header).toEqual(CSV_HEADER);
    const linkOf = (party: Party) => PUBLIC_URL + invitationPath(seed.wedding.uniqueCode, party.invitationToken);
    const expected = listed.map((party, index) => {
      const byName: Record<string, string[]> = {
        "The Okafor family": ["Chidi, Ada and Emeka Okafor", "4", "Amelia's side", "Family; Work", "the-okafor-family"],
        "Zoë & José García": ["Zoë and José García and Ana Lopez", "3", "Jonah's side", "", "zoe-jose-garcia"],
        [EVIL]: ["'@Mallory", "1", "Unassigned", "", "hyperlink-http-evil-example-click"],
      };
      const [guests, seats, side, tags, slug] = byName[party.name]!;
      const name = party.name === EVIL ? `'${EVIL}` : party.name;
      return [name, guests!, seats!, side!, tags!, linkOf(party), `qr/${String(index + 1).padStart(4, "0")}-${slug}.png`, party.invitationWords];
    });
    expect(rows).toEqual(expected);
    // Nothing a spreadsheet would run.
    for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);

    expect(Object.keys(files).sort()).toEqual(["invitations.csv", "invitations.xlsx", ...expected.map((row) => row[6]!)].sort());
    for (const [index, party] of listed.entries()) {
      const png = files[expected[index]![6]!]!;
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(meta.height);
      expect(meta.width).toBeGreaterThanOrEqual(550);
      expect(meta.width).toBeLessThanOrEqual(650);
      expect(await readQr(png)).toBe(linkOf(party));
    }
  });

  it("is only the CSV's header for a wedding without a guest list", async () => {
    const seed = await seedWedding(t.app);
    const files = unzipSync((await pack(seed)).rawPayload);
    expect(Object.keys(files)).toEqual(["invitations.xlsx", "invitations.csv"]);
    expect(parse(Buffer.from(files["invitations.csv"]!).toString("utf8"), { bom: true })).toEqual([CSV_HEADER]);
  });

  it("gives back its heavy-read slot when done: more packs than slots, one after another, all answer", async () => {
    const seed = await seedWedding(t.app);
    await seedParties(seed);
    for (let i = 0; i < 3; i++) expect((await pack(seed)).statusCode).toBe(200);
  });

  it("is the couple's alone: 401 without a key, 403 with another wedding's", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    await seedParties(seed);
    expectError(await pack(seed, {}), 401);
    const refused = await pack(seed, other.auth);
    expectError(refused, 403);
    expect(refused.body).not.toContain("Okafor");
  });
});
