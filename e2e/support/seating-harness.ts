import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "vite";

export interface SeatingHarness {
  url: string;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript" };

/**
 * Builds e2e/support/seating-harness with Vite (production build, minified, the worker a chunk of
 * its own as in the app) and serves it on loopback: module workers need http, not file://.
 */
export async function startSeatingHarness(): Promise<SeatingHarness> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "seating-harness-"));
  await build({
    configFile: false,
    logLevel: "silent",
    root: path.resolve(import.meta.dirname, "seating-harness"),
    base: "./",
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((request, response) => {
    const file = path.join(outDir, path.normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, ""));
    const target = file.endsWith(path.sep) ? path.join(file, "index.html") : file;
    if (!target.startsWith(outDir)) return void response.writeHead(404).end();
    const stream = createReadStream(target);
    stream.on("open", () => {
      response.writeHead(200, { "content-type": TYPES[path.extname(target)] ?? "application/octet-stream" });
      stream.pipe(response);
    });
    stream.on("error", () => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
