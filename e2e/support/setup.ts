import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { HostEvent } from "../../src/contract/events";
import type { Question } from "../../src/contract/question";
import { createGuestWedding, type GuestWedding } from "../guest-support";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

export interface ServerEnvironment {
  server: RunningServer;
  browser: Browser;
}

export interface WeddingEnvironment extends ServerEnvironment {
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

/** The real server (with its settings) and Chromium, for a file whose tests make their own weddings. */
export function serverAndBrowser(settings: Record<string, string> = {}): Readonly<ServerEnvironment> {
  const env = {} as ServerEnvironment;
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(settings), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
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
