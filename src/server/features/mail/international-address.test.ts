import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailConfig } from "../../mail-config";
import type { OutboxRow } from "../../db/schema";
import { SmtpSink } from "../../test/smtp-sink";
import { isMailAddress } from "./enqueue";
import { createMailTransport } from "./transport";

// Issue 29: a guest's address in any script is kept by the import and delivered, not dropped. Writing an IDN
// domain as punycode is nodemailer's own (it does so whenever the local part is ASCII); this holds it to that.
describe("addresses in any script through the SMTP transport", () => {
  const sink = new SmtpSink();
  let transport: ReturnType<typeof createMailTransport>;
  beforeAll(async () => {
    await sink.start();
    const config = { smtpUrl: sink.url, from: "Tom & James <rsvp@example.com>", dkim: undefined } as unknown as MailConfig;
    transport = createMailTransport(config);
  });
  afterAll(async () => {
    transport?.close();
    await sink.stop();
  });

  const send = (recipient: string) =>
    transport!.send(
      { recipient, recipientName: "Zoë Müller", messageId: `<${recipient.length}-${Date.now()}@example.com>` } as unknown as OutboxRow,
      {
        subject: "You're invited",
        text: "Hello",
        html: "<p>Hello</p>",
        headers: {},
        attachments: [],
      } as never,
    );

  it("queues them: the outbox's rule is the guest list's", () => {
    expect(isMailAddress("zoë@müller.de")).toBe(true);
    expect(isMailAddress("ana@españa.es")).toBe(true);
    expect(isMailAddress("zoë@müller")).toBe(false);
  });

  it("writes an IDN domain as punycode for an ASCII local part, and asks for SMTPUTF8 for a local part in another script", async () => {
    await send("ana@españa.es");
    await send("zoë@müller.de");
    const [ascii, utf8] = await sink.waitForCount(2);
    // The sink shows a domain in Unicode whatever was sent; without SMTPUTF8 the client sent only ASCII.
    expect(ascii).toMatchObject({ rcptTo: ["ana@españa.es"], smtpUtf8: false });
    expect(ascii!.raw).toMatch(/^To: .*<ana@xn--espaa-rta\.es>/m);
    expect(utf8).toMatchObject({ rcptTo: ["zoë@müller.de"], smtpUtf8: true });
  });
});
