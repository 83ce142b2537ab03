import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Party } from "../contract/guest-list";
import type { ObjectPath } from "../contract/photo-upload";
import type { SeatingView } from "../contract/seating-plan";
import { rsvpFor, submitRsvp } from "./test/api";
import { seedWedding, type SeededWedding } from "./test/fixtures";
import { pngBytes } from "./features/photos/test-images";
import { uploadPhoto } from "./features/photos/upload-flow";
import { seatingCalls } from "./features/seating/test-seating";

/** Names no other row of the test database holds: an erase test searches every column for them. */
export const NAMES = { household: "The Quillfeather family", guests: ["Ottoline Quillfeather", "Barnaby Quillfeather"], openForm: "Perpetua Vanstone" };

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200): Promise<T> {
  const done = await res;
  if (done.statusCode !== status) throw new Error(`${done.statusCode} ${done.body}`);
  return done.json() as T;
}

/**
 * A wedding with something in every table a couple can fill: a photo, an extra event, a household
 * that replied by its link, an open-form reply (each queueing a confirmation), seating tables with
 * people seated, a couple address, a guest's note and a mark at the door.
 */
export async function seedFullWedding(app: FastifyInstance): Promise<{ seed: SeededWedding; party: Party }> {
  const seed = await seedWedding(app, { partner1: "Isolde", partner2: "Thaddeus" });
  const { id } = seed.wedding;
  const headers = seed.auth;
  const uploaded = await uploadPhoto(app, id, headers, await pngBytes(400, 300));
  await ok<ObjectPath>(app.inject({ method: "PUT", url: `/api/weddings/${id}/photo`, headers, payload: { photoUrl: uploaded } }));

  const calls = seatingCalls(app, seed);
  const party = await calls.invite({
    name: NAMES.household,
    guests: NAMES.guests.map((name) => ({ firstName: name.split(" ")[0]!, lastName: name.split(" ")[1]! })),
    tags: ["Family"],
  });
  const [ottoline, barnaby] = party.guests.map((guest) => guest.id);
  const replied = await calls.replyByLink(party, {
    guests: [
      { guestId: ottoline, attending: true },
      { guestId: barnaby, attending: true },
    ],
    guestEmail: "ottoline.quillfeather@example.org",
    responses: { [seed.q("meal")]: { [ottoline!]: "Beef", [barnaby!]: "Chicken" } },
  });
  if (replied.statusCode !== 200) throw new Error(replied.body);
  const open = await submitRsvp(app, rsvpFor(seed, { guestName: NAMES.openForm, guestEmail: "perpetua.vanstone@example.org" }));
  if (open.statusCode !== 201) throw new Error(open.body);

  // After the replies: the event's own attendance question would be theirs to answer.
  await ok(app.inject({ method: "POST", url: `/api/weddings/${id}/events`, headers, payload: { name: "Garden brunch" } }), 201);
  let plan = await ok<SeatingView>(calls.addTables({ version: 0, count: 2, shape: "round", seats: 6 }));
  plan = await ok<SeatingView>(calls.move({ version: plan.version, personKeys: plan.people.map((person) => person.key), tableId: plan.tables[0]!.id }));

  await ok(app.inject({ method: "POST", url: `/api/weddings/${id}/couple-addresses`, headers, payload: { email: "isolde.thaddeus@example.org" } }), 201);
  await ok(
    app.inject({ method: "POST", url: "/api/invitations/notes", payload: { weddingId: id, name: "Cornelius Quillfeather", message: "I lost my card" } }),
    201,
  );
  const at = new Date().toISOString();
  await ok(
    app.inject({
      method: "POST",
      url: `/api/weddings/${id}/check-in/marks`,
      headers,
      payload: { marks: [{ id: randomUUID(), personKey: plan.people[0]!.key, arrived: true, at }] },
    }),
  );
  return { seed, party };
}
