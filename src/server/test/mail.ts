import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";
import { startTestApp, testConfig, type Engine, type TestApp } from "./harness";
import { SmtpSink } from "./smtp-sink";

export const TEST_ORIGIN = "http://rsvp.test";

/** Settings for an app that sends to `smtpUrl` (or holds everything without one), with retries fast enough for a test. */
export function mailTestConfig(smtpUrl?: string, mail: Partial<Config["mail"]> = {}): Partial<Config> {
  const base = testConfig({ publicUrl: TEST_ORIGIN }).mail;
  return {
    publicUrl: TEST_ORIGIN,
    mail: {
      ...base,
      smtpUrl,
      from: "Forever RSVP <rsvp@rsvp.test>",
      messageDomain: "rsvp.test",
      retryBaseMs: 50,
      pollMs: 200,
      leaseMs: 10_000,
      ratePerSecond: 1000,
      domainRatePerSecond: 1000,
      ...mail,
    },
  };
}

/**
 * A suite's app on `engine` that sends through its own SMTP sink (`overrides` on top of mailTestConfig):
 * both started before the suite's tests and stopped after them. The objects are filled in by the time a
 * test runs, so tests use `t.app` and `sink` as they would variables of their own.
 */
export function mailTestApp(engine: Engine, overrides: Partial<Config> = {}): { t: TestApp; sink: SmtpSink } {
  const t = {} as TestApp;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    Object.assign(t, await startTestApp(engine, { ...mailTestConfig(sink.url), ...overrides }));
  });
  afterAll(async () => {
    await t.close?.();
    await sink.stop();
  });
  return { t, sink };
}
