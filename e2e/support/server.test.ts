import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./server";

// A port chosen before the server binds it can be taken meanwhile by another test's server
// (CI once saw the landing tests' server "ready" on a port that a fake AI upstream answered).
describe("the e2e harness's server", () => {
  const started: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
  });

  it("is not fooled by another process answering on the port it was given", async () => {
    const impostor = http.createServer((_request, response) => response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ready"}'));
    await new Promise<void>((resolve) => impostor.listen(0, "127.0.0.1", resolve));
    const { port } = impostor.address() as AddressInfo;
    try {
      await expect(startServer({ PORT: String(port) })).rejects.toThrow(/exited during start-up[\s\S]*EADDRINUSE/);
    } finally {
      await new Promise((resolve) => impostor.close(resolve));
    }
  });

  it("reports the port the server itself took, and the server answers there", async () => {
    const server = await startServer();
    started.push(server);
    expect(server.port).toBeGreaterThan(0);
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { status: string; database: string };
    expect(ready).toEqual({ status: "ready", database: "pglite" });
  });
});
