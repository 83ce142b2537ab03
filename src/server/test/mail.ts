import type { Config } from "../config";
import { testConfig } from "./harness";

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
