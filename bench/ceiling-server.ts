// The ceiling: the least an RSVP insert server can do on node:http + pg, with no framework,
// validation or idempotency. Our server's throughput is reported as a ratio of this.
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import pg from "pg";

const url = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: url, max: 20 });

createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  request.on("end", async () => {
    try {
      const body = JSON.parse(raw);
      const { rows } = await pool.query(
        `insert into responses (wedding_id, guest_name, guest_email, guest_phone, party_members, answers, edit_token_hash, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, submitted_at`,
        [
          body.weddingId,
          body.guestName,
          body.guestEmail,
          body.guestPhone,
          JSON.stringify(body.partyMembers),
          JSON.stringify(body.responses),
          "x",
          request.headers["idempotency-key"] ?? randomUUID(),
        ],
      );
      response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(rows[0]));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
}).listen(port, "127.0.0.1", () => console.log("ready"));
