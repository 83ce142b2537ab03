import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { HostEvent } from "../../src/contract/events";
import type { Question } from "../../src/contract/question";
import { createGuestWedding, type GuestWedding } from "../guest-support";
import { launchBrowser } from "./browser";
import { sharedServer, SHARED_SERVER_SETTINGS, startServer, type TestServer } from "./server";

export interface ServerEnvironment {
  server: TestServer;
  browser: Browser;
}

export interface WeddingEnvironment extends ServerEnvironment {
  guest: GuestWedding;
}

/** Settings the shared server already runs with: none, or only what it sets (server.ts). */
function needsOwnServer(settings: Record<string, string>): boolean {
  return Object.entries(settings).some(([name, value]) => SHARED_SERVER_SETTINGS[name] !== value);
}

/**
 * The usual set-up of a test file: the run's shared server, Chromium, and a wedding with the
 * default questions, made before the file's tests. Read its fields inside tests.
 */
export function serverWithWedding(): Readonly<WeddingEnvironment> {
  const env = serverAndBrowser() as WeddingEnvironment;
  beforeAll(async () => {
    env.guest = await createGuestWedding(env.server.url);
  });
  return env;
}

/**
 * The real server and Chromium, for a file whose tests make their own weddings: the run's shared
 * server, or with other settings a server of the file's own, stopped after its tests.
 */
export function serverAndBrowser(settings: Record<string, string> = {}): Readonly<ServerEnvironment> {
  const env = {} as ServerEnvironment;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([needsOwnServer(settings) ? startServer(settings) : sharedServer(), launchBrowser()]);
    [env.server, env.browser, stop] = [{ url: server.url, port: server.port }, browser, () => server.stop()];
  });
  afterAll(async () => {
    await env.browser?.close();
    await stop?.();
  });
  return env;
}

/** The couple's API on a wedding, with its host key: the JSON answer, or an error naming the status. */
export function hostApi(env: Readonly<ServerEnvironment>) {
  return async function host<T>(guest: GuestWedding, method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${env.server.url}${path}`, {
      method,
      headers: { ...guest.auth, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** The couple's calls of the events e2e files: add an event, and a per-person choice asked under one (the reception's meal). */
export function eventCalls(host: ReturnType<typeof hostApi>, guest: GuestWedding) {
  return {
    add: (body: object) => host<HostEvent>(guest, "POST", `/api/weddings/${guest.wedding.id}/events`, body),
    choice: (eventId: string, question: string, options: string[], required = true) =>
      host<Question>(guest, "POST", "/api/questions", {
        weddingId: guest.wedding.id,
        order: "1",
        question,
        type: "radio",
        options,
        answerScope: "individual",
        required,
        eventId,
      }),
  };
}
