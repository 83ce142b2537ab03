// The ceiling: the least an RSVP insert server can do on node:http + pg, with no framework,
// validation or idempotency. Our server's throughput is reported as a ratio of this.
// CEILING_WRITES=reply+confirmation makes it write what the product must since issue 14: the
// reply and its confirmation in the outbox, in one statement (docs/decisions/0013-mail-outbox.md),
// a second reference that tells the framework's cost from the cost of the second row.
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import pg from "pg";

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: url, max: 20 });
const withConfirmation = process.env.CEILING_WRITES === "reply+confirmation";

const REPLY = `insert into responses (wedding_id, guest_name, guest_email, guest_phone, party_members, answers, edit_token_hash, idempotency_key)
  values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, submitted_at`;
const REPLY_AND_CONFIRMATION = `with reply as (${REPLY}), mail as (
    insert into outbox_messages (id, wedding_id, kind, recipient, recipient_name, response_id, payload, message_id)
    select $9::uuid, $1::uuid, 'guest-confirmation', $3, $10, reply.id, $11::jsonb, '<' || $9::uuid::text || '@bench.test>' from reply
  )
  select id, submitted_at from reply`;

createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  request.on("end", async () => {
    try {
      const body = JSON.parse(raw);
      const values = [
        body.weddingId,
        body.guestName,
        body.guestEmail,
        body.guestPhone,
        JSON.stringify(body.partyMembers),
        JSON.stringify(body.responses),
        "x",
        request.headers["idempotency-key"] ?? randomUUID(),
      ];
      const confirmation = withConfirmation ? [randomUUID(), body.guestName, JSON.stringify({ editToken: randomUUID() })] : [];
      const { rows } = await pool.query(withConfirmation ? REPLY_AND_CONFIRMATION : REPLY, [...values, ...confirmation]);
      response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(rows[0]));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
}).listen(port, "127.0.0.1", () => console.log("ready"));
