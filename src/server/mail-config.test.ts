import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const refused = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe("mail settings", () => {
  it("sends nothing by default and names its Message-IDs after the public host", () => {
    const { mail } = loadConfig({ PUBLIC_URL: "https://rsvp.example.com" });
    expect(mail).toMatchObject({
      smtpUrl: undefined,
      sending: true,
      from: "Forever RSVP <no-reply@rsvp.example.com>",
      messageDomain: "rsvp.example.com",
      maxAttempts: 8,
    });
  });

  it("reads the server, the sender, the kill switch and the rates", () => {
    const { mail } = loadConfig({
      PUBLIC_URL: "https://rsvp.example.com",
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      MAIL_FROM: '"Zoë & Łukasz" <Hello@Example.org>',
      MAIL_SENDING: "OFF",
      MAIL_DOMAIN_RATE_PER_SECOND: "2",
    });
    expect(mail).toMatchObject({ smtpUrl: "smtps://user:secret@smtp.example.com:465", messageDomain: "example.org", sending: false, domainRatePerSecond: 2 });
  });

  it("refuses settings that cannot work, naming the variable", () => {
    expect(refused({ SMTP_URL: "smtp://mail.example.com" })).toMatch(/PUBLIC_URL: required when SMTP_URL is set/);
    expect(refused({ SMTP_URL: "http://mail.example.com", PUBLIC_URL: "https://a.example" })).toMatch(/SMTP_URL/);
    expect(refused({ MAIL_FROM: "not an address" })).toMatch(/MAIL_FROM/);
    expect(refused({ DKIM_DOMAIN: "example.org" })).toMatch(/DKIM_SELECTOR/);
    expect(refused({ MAIL_SENDING: "maybe" })).toMatch(/MAIL_SENDING/);
  });
});
