import { expect } from "vitest";
import type { Party, PartyInput } from "../../../contract/guest-list";
import type { SeededWedding } from "../../test/fixtures";
import type { TestApp } from "../../test/harness";

/** A household on the couple's list, added through the host route as the couple would. */
export async function addParty(t: TestApp, seed: SeededWedding, guests: PartyInput["guests"], options: Omit<PartyInput, "guests"> = {}): Promise<Party> {
  const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: { ...options, guests } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Party>();
}
