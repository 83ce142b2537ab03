// npm run bench:stream-flood: what many live streams cost everyone else.
// 1. 2,000 host streams open on one wedding that changes every 100 ms: p99 of another wedding's
//    public GET /api/weddings/{code}/full (autocannon), against the same read with no streams.
// 2. 200 clients that open a stream and never read, then 3,000 RSVPs to that wedding: growth of
//    the server's memory (RSS and JS heap, after a GC) and the bytes queued in its sockets.
// On PostgreSQL and PGlite. BENCH_APP_DIR=<old checkout>/src/server measures an older build.
import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { removePostgres } from "../src/server/test/postgres-server";
import { rsvpBody, runLoad, seedBenchWedding, startBenchPostgres } from "./lib";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const SILENT_CLIENTS = Number(process.env.BENCH_SILENT ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

interface Server {
  url: string;
  port: number;
  child: ChildProcess;
  memory(): Promise<{ rss: number; heapUsed: number; external: number; arrayBuffers: number; queued: number }>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, "stream-flood-server.ts"), {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  const memory = () => new Promise<Awaited<ReturnType<Server["memory"]>>>((resolve) => (child.once("message", resolve), child.send("memory")));
  return { url: `http://127.0.0.1:${port}`, port, child, memory };
}

/** Opens a stream that reads and discards; from 127.0.0.x so per-address caps would not apply either. */
function openReadingStream(server: Server, code: string, hostKey: string, i: number): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: server.port,
        path: `/api/responses/${code}/events`,
        headers: { authorization: `Bearer ${hostKey}` },
        agent: false,
        localAddress: `127.0.0.${2 + (i % 200)}`,
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream ${i}: ${response.statusCode}`));
        response.resume();
        resolve(request);
      },
    );
    request.on("error", reject);
  });
}

function openSilentStream(server: Server, code: string, hostKey: string): net.Socket {
  const socket = net.connect(server.port, "127.0.0.1");
  socket.on("error", () => {});
  socket.write(`GET /api/responses/${code}/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${hostKey}\r\n\r\n`);
  socket.pause();
  return socket;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function measure(engine: string, server: Server): Promise<string[]> {
  const reader = await seedBenchWedding(server.url);
  const busy = await seedBenchWedding(server.url);
  const target = `${server.url}/api/weddings/${reader.wedding.uniqueCode}/full`;
  // BENCH_STREAMS=0: the memory part only.
  const quiet = STREAMS ? await runLoad("quiet", { url: target, connections: 20, duration: DURATION }) : undefined;

  const streams: http.ClientRequest[] = [];
  for (let i = 0; i < STREAMS; i += 100) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) => openReadingStream(server, busy.wedding.uniqueCode, busy.wedding.hostKey, i + j)),
      )),
    );
  }
  let changes = 0;
  const ticker = setInterval(() => {
    changes++;
    void fetch(`${server.url}/api/weddings/${busy.wedding.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${busy.wedding.hostKey}` },
      body: JSON.stringify({ venue: `Kew Gardens, London (${changes})` }),
    }).catch(() => {});
  }, 100);
  const flooded = STREAMS ? await runLoad("flooded", { url: target, connections: 20, duration: DURATION }) : undefined;
  clearInterval(ticker);
  for (const stream of streams) stream.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const silent = await seedBenchWedding(server.url);
  const sockets = Array.from({ length: SILENT_CLIENTS }, () => openSilentStream(server, silent.wedding.uniqueCode, silent.wedding.hostKey));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await server.memory();
  const body = rsvpBody(silent);
  let accepted = 0;
  for (let i = 0; i < EVENTS; i += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${server.url}/api/responses`, { method: "POST", headers: { "content-type": "application/json" }, body })),
    );
    accepted += answers.filter((answer) => answer.status === 201).length;
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await server.memory();
  for (const socket of sockets) socket.destroy();

  // PGlite's WebAssembly memory sits in external buffers and swings by hundreds of MB: heap only.
  const heap = (m: typeof before) => m.heapUsed;
  return [
    `| ${engine} | ${quiet?.p99 ?? "-"} | ${flooded?.p99 ?? "-"} | ${flooded?.requestsPerSecond ?? "-"} | ${changes} | ${accepted} | ${mb(after.rss - before.rss)} | ${mb(heap(after) - heap(before))} | ${mb(after.queued)} |`,
  ];
}

async function main() {
  const rows: string[] = [];
  const engines = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
  if (engines.includes("postgres")) await onPostgres(rows);
  if (engines.includes("pglite")) {
    const server = await startServer({});
    try {
      rows.push(...(await measure("PGlite", server)));
    } finally {
      server.child.kill("SIGKILL");
    }
  }
  console.log(
    [
      `${new Date().toISOString()} · ${process.env.BENCH_APP_DIR ?? "this checkout"} · ${STREAMS} streams, change every 100 ms, ${DURATION}s · ${SILENT_CLIENTS} silent clients, ${EVENTS} RSVPs · node ${process.version}`,
      "",
      "| engine | other wedding /full p99 ms, quiet | p99 ms, flooded | req/s flooded | changes | RSVPs accepted | RSS growth, silent clients | JS heap growth | bytes queued for them |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
    ].join("\n"),
  );
}

async function onPostgres(rows: string[]) {
  const { postgres, databaseUrl } = await startBenchPostgres({ durable: true });
  try {
    const onPostgres = await startServer({ DATABASE_URL: databaseUrl });
    try {
      rows.push(...(await measure("PostgreSQL", onPostgres)));
    } finally {
      onPostgres.child.kill("SIGKILL");
    }
  } finally {
    removePostgres(postgres);
  }
}

await main();
