import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "e2e/**/*.test.ts"],
    globalSetup: ["./src/server/test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time keeps PostgreSQL, PGlite and Chromium from starving each other.
    maxWorkers: 2,
  },
});
