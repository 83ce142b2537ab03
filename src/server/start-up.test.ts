import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverArguments, startServer } from "../../e2e/support/server";

// What src/server/main.ts does with its settings when it starts as a process of its own (the
// settings themselves: config.test.ts). Started as the browser tests start it (e2e/support/server.ts).

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("start-up in production without PUBLIC_URL", () => {
  it("logs the warning at start-up", async () => {
    const server = await startServer({ NODE_ENV: "production", PUBLIC_URL: "" });
    try {
      await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(/"level":40.*PUBLIC_URL is unset/);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});

describe("start-up with a bad setting", () => {
  it.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["TRUST_PROXY", "true"],
  ])("stops with exit code 1 and a message naming %s", (variable, value) => {
    const result = spawnSync(process.execPath, serverArguments(), {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: "/nonexistent-config-test", [variable]: value },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${variable}:`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
