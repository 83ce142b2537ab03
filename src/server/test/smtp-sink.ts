import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  messageId: string;
  /** The envelope's recipients, as the client sent them in RCPT TO. */
  rcptTo: string[];
  /** Whether the client asked for SMTPUTF8 (RFC 6531) in MAIL FROM. */
  smtpUtf8: boolean;
}

type Fault = { code: number; message: string };

/**
 * A real SMTP server on loopback for the mail tests (the npm `smtp-server`): it receives,
 * parses with mailparser, and can refuse the next messages with a 4xx or 5xx reply.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private faults: Fault[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** `parse: false` keeps only the raw text and the Message-ID (a benchmark's sink should cost its process little). */
  constructor(private readonly options: { parse: boolean } = { parse: true }) {}

  /** Listens on `port` (0: any free one). */
  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 200,
      onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
      onData: (stream, session, callback) => {
        const envelope = {
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          smtpUtf8: Boolean(
            (session.envelope.mailFrom && session.envelope.mailFrom.args && (session.envelope.mailFrom.args as Record<string, unknown>).SMTPUTF8) || false,
          ),
        };
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const fault = this.faults.shift();
          if (fault) {
            callback(Object.assign(new Error(fault.message), { responseCode: fault.code }));
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          if (!this.options.parse) {
            this.received.push({ raw, parsed: {} as ParsedMail, messageId: /^Message-ID: *(\S+)/im.exec(raw)?.[1] ?? "", ...envelope });
            callback();
            return;
          }
          simpleParser(raw).then(
            (parsed) => {
              this.received.push({ raw, parsed, messageId: parsed.messageId ?? "", ...envelope });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
    const address = this.server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next `times` messages are refused with this reply. */
  refuseNext(code: number, message: string, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push({ code, message });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages arrived (the test's own timeout bounds the wait). */
  async waitForCount(count: number): Promise<ReceivedMail[]> {
    while (this.received.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.received;
  }
}
