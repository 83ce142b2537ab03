import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatingView } from "../../../contract/seating-plan";
import { connectPostgres } from "../../db/connect";
import { seedWedding } from "../../test/fixtures";
import { createPostgresTestDatabaseUrl, startTestAppOn, type TestApp } from "../../test/harness";
import { seatingCalls } from "./test-seating";

/**
 * The database's own refusal of a table over capacity (docs/decisions/0036-stored-seating.md), on
 * a real PostgreSQL with two connections racing past the app's checks and its plan version: the
 * trigger locks the table's row before counting, so the second waits and then sees the first.
 */
describe("a table's capacity under concurrent writes on postgres", () => {
  let t: TestApp;
  let url: string;
  const clients: pg.Client[] = [];
  beforeAll(async () => {
    url = await createPostgresTestDatabaseUrl();
    t = await startTestAppOn(await connectPostgres(url, 5), { rateLimit: false });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await t?.close();
  });

  async function connect() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  }

  it("refuses the second of two transactions that each take a table's last chair, and two people in one seat", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const party = await calls.invite({
      name: "The Parks",
      guests: [
        { firstName: "Min", lastName: "Park" },
        { firstName: "Joon", lastName: "Park" },
      ],
    });
    const plan = (await calls.addTables({ version: 0, count: 1, shape: "sweetheart", seats: 1 })).json<SeatingView>();
    const table = plan.tables[0]!.id;
    const [planId] = (await (await connect()).query<{ id: string }>("select id from seating_plans where wedding_id = $1", [seed.wedding.id])).rows.map(
      (row) => row.id,
    );
    const [first, second] = [await connect(), await connect()];
    const seat = (client: pg.Client, guestId: string, number: number | null) =>
      client.query("insert into seat_assignments (plan_id, wedding_id, person_key, table_id, seat) values ($1, $2, $3, $4, $5)", [
        planId,
        seed.wedding.id,
        `guest:${guestId}`,
        table,
        number,
      ]);

    await first.query("begin");
    await second.query("begin");
    await seat(first, party.guests[0]!.id, null);
    // The second waits on the table's row lock the first holds.
    const racing = seat(second, party.guests[1]!.id, null).then(
      () => null,
      (error: { code?: string; constraint?: string }) => error,
    );
    // Still waiting while the first is open (a settled race would be a null or an error by now).
    const waiting = await Promise.race([racing, first.query("select pg_sleep(0.2)").then(() => "waiting")]);
    expect(waiting).toBe("waiting");
    await first.query("commit");
    expect(await racing).toMatchObject({ code: "23514", constraint: "seating_capacity" });
    await second.query("rollback");

    const counted = await first.query("select count(*)::int as n from seat_assignments where table_id = $1", [table]);
    expect(counted.rows[0].n).toBe(1);
    // One seat, one person, whatever the capacity.
    await first.query("update seating_tables set seats = 2 where id = $1", [table]);
    await first.query("update seat_assignments set seat = 1 where table_id = $1", [table]);
    await expect(seat(second, party.guests[1]!.id, 1)).rejects.toMatchObject({ code: "23505", constraint: "seat_assignments_table_seat_key" });
  });
});
