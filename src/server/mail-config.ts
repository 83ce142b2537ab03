import fs from "node:fs";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";

// The mail settings (docs/decisions/0013), read by config.ts with the rest of the environment.

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positive = (fallback: number, max: number) => z.preprocess(emptyToUndefined, z.coerce.number().positive().max(max).default(fallback));

export const mailEnv = {
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/i, "must be smtp://host[:port] or smtps://host[:port] (credentials as user:password@)")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_PRIVATE_KEY: optionalString,
  DKIM_PRIVATE_KEY_FILE: optionalString,
  // The kill switch: "off" stops all sending; messages stay queued.
  MAIL_SENDING: z.preprocess(
    (value) => emptyToUndefined(typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .enum(["on", "off", "true", "false", "1", "0", "yes", "no"])
      .default("on")
      .transform((value) => ["on", "true", "1", "yes"].includes(value)),
  ),
  MAIL_RATE_PER_SECOND: positive(100, 10_000),
  MAIL_DOMAIN_RATE_PER_SECOND: positive(5, 10_000),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(8)),
  MAIL_RETRY_BASE_SECONDS: positive(30, 3_600),
  MAIL_CLAIM_LEASE_SECONDS: positive(120, 3_600),
  MAIL_POLL_SECONDS: positive(5, 3_600),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnv>>;

export interface MailConfig {
  /** Undefined: no mail server; every message waits in the outbox (shown to the couple, nothing lost). */
  smtpUrl: string | undefined;
  /** The From header as given, with its display name (nodemailer encodes it per RFC 2047). */
  from: string;
  /** The right-hand side of every Message-ID. */
  messageDomain: string;
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  sending: boolean;
  ratePerSecond: number;
  domainRatePerSecond: number;
  maxAttempts: number;
  retryBaseMs: number;
  leaseMs: number;
  pollMs: number;
}

/** The mail settings, or the problem with them (config.ts names it and stops). */
export function mailConfig(e: MailEnv, publicUrl: string | undefined): MailConfig | string {
  if (e.SMTP_URL && !publicUrl) return "PUBLIC_URL: required when SMTP_URL is set (every message carries links back to the app)";
  const host = publicUrl ? new URL(publicUrl).hostname : "localhost";
  const from = e.MAIL_FROM ?? `Forever RSVP <no-reply@${host}>`;
  const [sender] = addressparser(from, { flatten: true });
  if (!sender?.address || !/^[^@\s]+@[^@\s]+$/.test(sender.address))
    return `MAIL_FROM: not an address (e.g. "Forever RSVP <rsvp@example.com>"): ${JSON.stringify(from)}`;
  let dkim: MailConfig["dkim"];
  if (e.DKIM_DOMAIN || e.DKIM_SELECTOR || e.DKIM_PRIVATE_KEY || e.DKIM_PRIVATE_KEY_FILE) {
    let privateKey = e.DKIM_PRIVATE_KEY?.replace(/\\n/g, "\n");
    if (!privateKey && e.DKIM_PRIVATE_KEY_FILE) {
      try {
        privateKey = fs.readFileSync(e.DKIM_PRIVATE_KEY_FILE, "utf8");
      } catch {
        return `DKIM_PRIVATE_KEY_FILE: cannot read ${e.DKIM_PRIVATE_KEY_FILE}`;
      }
    }
    if (!e.DKIM_DOMAIN || !e.DKIM_SELECTOR || !privateKey)
      return "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE): set all of them, or none";
    dkim = { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey };
  }
  return {
    smtpUrl: e.SMTP_URL,
    from,
    messageDomain: sender.address.split("@")[1]!.toLowerCase(),
    dkim,
    sending: e.MAIL_SENDING,
    ratePerSecond: e.MAIL_RATE_PER_SECOND,
    domainRatePerSecond: e.MAIL_DOMAIN_RATE_PER_SECOND,
    maxAttempts: e.MAIL_MAX_ATTEMPTS,
    retryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
    leaseMs: e.MAIL_CLAIM_LEASE_SECONDS * 1000,
    pollMs: e.MAIL_POLL_SECONDS * 1000,
  };
}
