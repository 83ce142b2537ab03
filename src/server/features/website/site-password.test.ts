import { describe, expect, it } from "vitest";
import type { Party } from "../../../contract/guest-list";
import { expectError } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { websiteCalls, websiteTestApp } from "./test-website";

/**
 * Issue 32 item 2: an optional password for the whole site. Without it the pages and the JSON carry
 * the couple's names and nothing else; with it, everything; an invitation link never needs it
 * (docs/decisions/0045-website-sections.md).
 */
describe.each(ENGINES)("the site password on %s", (engine) => {
  const t = websiteTestApp(engine);

  async function lockedWedding() {
    const seed = await seedWedding(t.app, { message: "Dancing until dawn." });
    const calls = websiteCalls(t.app, seed);
    await calls.add({ kind: "story", title: "Our story", body: "We met on a train to Lyon." });
    const party = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name: "Okafor", guests: [{ firstName: "Chidi", lastName: "Okafor" }] },
    });
    expect(party.statusCode, party.body).toBe(201);
    const set = await calls.password("blue lanterns");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().passwordSet).toBe(true);
    expect(set.body).not.toContain("blue lanterns");
    return { seed, calls, party: party.json<Party>() };
  }

  const details = ["The Orangery", "Dancing until dawn.", "We met on a train to Lyon.", "2027", "Will you attend"];
  const unlock = (code: string, password: string, remoteAddress?: string) =>
    t.app.inject({
      method: "POST",
      url: `/site/${code}/unlock`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ password, page: "rsvp" }).toString(),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it("shows the couple's names and the form without the password, everything with it, and never asks an invitation link", async () => {
    const { seed, calls, party } = await lockedWedding();
    const code = seed.wedding.uniqueCode;

    const page = await t.app.inject({ method: "GET", url: `/rsvp/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Amelia");
    expect(page.body).toContain(`action="/site/${code}/unlock"`);
    for (const detail of details) expect(page.body, detail).not.toContain(detail);
    for (const url of [`/save-the-date/${code}`, `/table/${code}`]) {
      const other = await t.app.inject({ method: "GET", url });
      for (const detail of details) expect(other.body, `${url} ${detail}`).not.toContain(detail);
    }
    for (const url of [`/api/weddings/${code}`, `/api/weddings/${code}/full`, `/api/weddings/${seed.wedding.id}/full`, `/api/questions/${seed.wedding.id}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expectError(res, 401, "unauthorized");
      for (const detail of details) expect(res.body, `${url} ${detail}`).not.toContain(detail);
    }

    // A wrong password goes back to the form, saying so; nothing is set.
    const wrong = await unlock(code, "red lanterns");
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(`/rsvp/${code}?password=wrong`);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: `/rsvp/${code}?password=wrong` })).body).toContain('role="alert"');

    const right = await unlock(code, "blue lanterns");
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/rsvp/${code}`);
    const cookie = right.cookies.find((candidate) => candidate.name === `site_${code}`)!;
    expect(cookie.httpOnly).toBe(true);
    const cookies = { [cookie.name]: cookie.value };
    const opened = await t.app.inject({ method: "GET", url: `/rsvp/${code}`, cookies });
    for (const detail of details) expect(opened.body, detail).toContain(detail);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full`, cookies })).statusCode).toBe(200);
    // A made-up cookie opens nothing.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full`, cookies: { [cookie.name]: "x".repeat(cookie.value.length) } })).statusCode,
    ).toBe(401);

    // An invitation link is its own proof: its view, and the wedding with its token.
    const token = { "x-invitation-token": party.invitationToken };
    expect((await t.app.inject({ method: "GET", url: `/api/invitations/mine?wedding=${code}`, headers: token })).statusCode).toBe(200);
    const full = await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full`, headers: token });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.body).toContain("We met on a train to Lyon.");
    // The couple's own screens read the wedding with the host key.
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${code}`, headers: seed.auth })).statusCode).toBe(200);

    // A new password: the old cookie stops opening the site. Removing it opens the site to all.
    expect((await calls.password("green lanterns")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full`, cookies })).statusCode).toBe(401);
    expect((await calls.password(null)).json().passwordSet).toBe(false);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full` })).statusCode).toBe(200);
  });

  it("refuses a password out of bounds and stores nothing", async () => {
    const seed = await seedWedding(t.app);
    const calls = websiteCalls(t.app, seed);
    expectError(await calls.password("short"), 400);
    expectError(await calls.password("x".repeat(129)), 400);
    expect((await calls.get()).passwordSet).toBe(false);
    const other = await seedWedding(t.app);
    expectError(
      await t.app.inject({
        method: "PUT",
        url: `/api/weddings/${seed.wedding.id}/website/password`,
        headers: other.auth,
        payload: { password: "long enough" },
      }),
      403,
    );
  });
});

describe("the site password's tries", () => {
  const t = websiteTestApp("pglite", { rateLimit: true });

  it("are limited per address like the lookup", async () => {
    const seed = await seedWedding(t.app);
    expect((await websiteCalls(t.app, seed).password("blue lanterns")).statusCode).toBe(200);
    const code = seed.wedding.uniqueCode;
    const tries = [];
    for (let i = 0; i < 21; i++) {
      tries.push(
        await t.app.inject({
          method: "POST",
          url: `/site/${code}/unlock`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "password=guess&page=rsvp",
          remoteAddress: "203.0.113.9",
        }),
      );
    }
    expect(tries.slice(0, 20).every((res) => res.headers.location === `/rsvp/${code}?password=wrong`)).toBe(true);
    expect(tries[20]!.headers.location).toBe(`/rsvp/${code}?password=limit`);
    // Even the right password waits out the minute from that address; another address is not held up.
    const right = {
      method: "POST" as const,
      url: `/site/${code}/unlock`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "password=blue+lanterns",
    };
    expect((await t.app.inject({ ...right, remoteAddress: "203.0.113.9" })).headers.location).toBe(`/rsvp/${code}?password=limit`);
    expect((await t.app.inject({ ...right, remoteAddress: "203.0.113.10" })).headers.location).toBe(`/rsvp/${code}`);
  });
});
