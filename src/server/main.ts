import type { AddressInfo } from "node:net";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { connectDatabase } from "./db/connect";
import { DataDirLockedError } from "./db/lock";

/**
 * Tells a parent that started the server with an IPC channel (a supervisor, the e2e harness,
 * `npm start`) that it listens, on which port (PORT=0 takes any free one) and at which address a
 * person opens it. Polling a port chosen beforehand could be answered by another process that took
 * the port meanwhile. The channel is left open: in a cluster worker (PM2's cluster mode) closing it
 * would end the process.
 */
function announceListening(address: AddressInfo | string | null, publicUrl: string | undefined) {
  const port = typeof address === "object" && address ? address.port : null;
  const host = typeof address === "object" && address ? address.address : "";
  // Listening on every interface: this machine's own name is what a person types.
  const shown = ["0.0.0.0", "::", ""].includes(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  process.send?.({ listening: port, url: publicUrl ?? (port === null ? null : `http://${shown}:${port}`) });
}

async function main() {
  const config = loadConfig();
  const database = await connectDatabase(config);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A stuck request must not keep the process (and the data folder lock) forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"}`);
  announceListening(app.server.address(), config.publicUrl);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
