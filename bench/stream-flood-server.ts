// The server side of npm run bench:stream-flood: builds the app from BENCH_APP_DIR (default: this
// checkout's src/server; point it at an older copy to measure "before"), with the live-stream caps
// raised so one wedding can hold 2,000 streams, and answers memory questions over IPC.
import fs from "node:fs";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const appDir = path.resolve(process.env.BENCH_APP_DIR ?? path.join(import.meta.dirname, "../src/server"));
const load = (file: string) => import(pathToFileURL(path.join(appDir, file)).href);
const { buildApp } = await load("app.ts");
const { loadConfig } = await load("config.ts");
const { connectDatabase } = await load("db/connect.ts");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stream-flood-"));
// Every stream comes from a handful of loopback addresses: the per-address connection cap is raised too.
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, RATE_LIMIT: "false", LOG_LEVEL: "error", MAX_CONNECTIONS_PER_ADDRESS: "10000" });
const database = await connectDatabase(config);
const many = 100_000;
const app = await buildApp({ config, database, logger: false, limits: { live: { perWedding: many, perAddress: many, total: many } } });
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;
// Bytes the server holds for clients that have not taken them yet (the kernel's share aside).
const sockets = new Set<Socket>();
app.server.on("connection", (socket: Socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});

process.on("message", (message: string) => {
  if (message === "memory") {
    globalThis.gc?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const queued = [...sockets].reduce((sum, socket) => sum + socket.writableLength, 0);
    process.send!({ rss, heapUsed, external, arrayBuffers, queued });
  }
  if (message === "stop")
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
});
process.send!({ port });
