import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createGuestWedding, type GuestWedding } from "../guest-support";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

export interface WeddingEnvironment {
  server: RunningServer;
  browser: Browser;
  guest: GuestWedding;
}

/**
 * The usual set-up of a test file: the real server, Chromium, and a wedding with the default
 * questions, started before the file's tests and stopped after them. Read its fields inside tests.
 */
export function serverWithWedding(): Readonly<WeddingEnvironment> {
  const env = {} as WeddingEnvironment;
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(), launchBrowser()]);
    env.guest = await createGuestWedding(env.server.url);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
