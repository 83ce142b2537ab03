import { unzipSync } from "fflate";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party, PartyInput } from "../../../contract/guest-list";
import type { OutboxPage } from "../../../contract/mail";
import type { SubmitResult } from "../../../contract/response";
import type { AppContext } from "../../context";
import { rsvpFor } from "../../test/api";
import { openStream } from "../../test/event-stream";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, testConfig, type TestApp } from "../../test/harness";
import { mailTestConfig, TEST_ORIGIN } from "../../test/mail";
import { SmtpSink, type ReceivedMail } from "../../test/smtp-sink";
import { hashSecret } from "../../secrets";
import { makeDigests } from "./mail-jobs";
import { stopToken } from "./stop-links";

// Issue 27, item 1 (docs/security.md, "Mail"): a secret addressed to a recipient (a confirmation
// link, a guest's edit link, a stop or "send me nothing" link) reaches only that recipient. This
// test makes every kind of message, reads the links out of the mail as it was delivered, and
// looks for each secret in every answer the couple can get: every GET route with the host key,
// every Outbox preview, the compose dialog's preview, both exports and the live stream.

type LinkKind = "couple" | "public" | "edit" | "confirm" | "stop-couple" | "stop-party" | "never";

/** Whose a link in our mail is: the couple's by design (their party's invitation, their page) or its recipient's, and the secret in it. */
function classify(url: URL, code: string): { kind: LinkKind; secret?: string } {
  const path = url.pathname;
  if (path === `/rsvp/${code}` && url.hash.startsWith("#invite=")) return { kind: "couple" };
  if (path === `/responses/${code}` && !url.hash && !url.search) return { kind: "public" };
  if (path === `/rsvp/${code}` && url.searchParams.has("response")) return { kind: "edit", secret: new URLSearchParams(url.hash.slice(1)).get("token")! };
  let match = /^\/mail\/confirm\/([^/]+)$/.exec(path);
  if (match) return { kind: "confirm", secret: match[1] };
  match = /^\/mail\/stop\/(couple|party)\/[^/]+\/([^/]+)$/.exec(path);
  if (match) return { kind: match[1] === "couple" ? "stop-couple" : "stop-party", secret: match[2] };
  match = /^\/mail\/never\/[^/]+\/([^/]+)$/.exec(path);
  if (match) return { kind: "never", secret: match[1] };
  throw new Error(`a link in our mail that this test does not know whose it is: ${url.href}`);
}

/** Every link to our origin in a delivered message: its text and HTML parts and its (unfolded) headers. */
function linksIn(mail: ReceivedMail): URL[] {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, "");
  const all = `${mail.parsed.text ?? ""}\n${typeof mail.parsed.html === "string" ? mail.parsed.html : ""}\n${headers}`;
  const escaped = TEST_ORIGIN.replace(/[.]/g, "\\.");
  return [...all.matchAll(new RegExp(`${escaped}/[^\\s"'<>]+`, "g"))].map((found) => new URL(found[0].replace(/&amp;/g, "&")));
}

const party = (family: string, email: string): PartyInput => ({ name: `The ${family}s`, guests: [{ firstName: "Sam", lastName: family, email }] });

describe.each(ENGINES)("a recipient's secret never reaches the couple (%s)", (engine) => {
  let t: TestApp;
  let url: string;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await startTestApp(engine, { ...mailTestConfig(sink.url), rateLimit: false });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it("is in no host answer, for every kind of message", async () => {
    const seed = await seedWedding(t.app, { rsvpDeadline: "2030-05-01" });
    const { id, uniqueCode: code } = seed.wedding;
    const stream = await openStream(url, code, seed.wedding.hostKey);
    /** Every answer the couple got, by what was asked: scanned at the end. */
    const answers: { label: string; body: string }[] = [];
    const keep = (label: string, res: LightMyRequestResponse) => {
      answers.push({ label, body: res.body });
      return res;
    };
    const host = async (method: "GET" | "POST", path: string, payload?: object) =>
      keep(`${method} ${path}`, await t.app.inject({ method, url: path, headers: seed.auth, ...(payload ? { payload } : {}) }));
    const mailTo = async (address: string, nth = 1) => {
      for (;;) {
        const found = sink.received.filter((mail) => mail.parsed.to && !Array.isArray(mail.parsed.to) && mail.parsed.to.value[0]?.address === address);
        if (found.length >= nth) return found[nth - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const confirmLinkOf = async (address: string) => {
      const link = linksIn(await mailTo(address)).find((found) => found.pathname.startsWith("/mail/confirm/"))!;
      expect((await t.app.inject({ method: "POST", url: link.pathname })).statusCode).toBe(200);
    };

    // The couple's two addresses, each confirmed from its own mail: one hears of each reply, one gets the digest.
    await host("POST", `/api/weddings/${id}/couple-addresses`, { email: "amelia@couple.test", mode: "each" });
    await host("POST", `/api/weddings/${id}/couple-addresses`, { email: "jonah@couple.test", mode: "digest" });
    await confirmLinkOf("amelia@couple.test");
    await confirmLinkOf("jonah@couple.test");

    // Invitations and a reminder to the guest list; one household answers through its link.
    const parties: Party[] = [];
    for (const family of ["Okafor", "Lee"]) {
      parties.push((await host("POST", `/api/weddings/${id}/parties`, party(family, `${family.toLowerCase()}@guest.test`))).json<Party>());
    }
    const text = { subject: "Join us, {names}", message: "Dear {names}, please come." };
    expect((await host("POST", `/api/weddings/${id}/mail/send`, { kind: "invitation", ...text, partyIds: parties.map((p) => p.id) })).statusCode).toBe(200);
    const okafors = parties[0]!;
    const replied = await t.app.inject({
      method: "PUT",
      url: `/api/invitations/mine?wedding=${code}`,
      headers: { "x-invitation-token": okafors.invitationToken },
      payload: {
        guests: [{ guestId: okafors.guests[0]!.id, attending: true }],
        extraGuests: [],
        responses: { [seed.q("meal")]: { [okafors.guests[0]!.id]: "Beef" } },
      },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await host("POST", `/api/weddings/${id}/mail/send`, { kind: "reminder", ...text, partyIds: [parties[1]!.id] })).json()).toMatchObject({
      queued: 1,
    });

    // An open-form reply and the guest's own change: each confirmed with the guest's edit link.
    const submitted = (
      await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "zoe@guest.test" }) })
    ).json<SubmitResult>();
    const { weddingId: _w, ...change } = rsvpFor(seed, { guestEmail: "zoe@guest.test", responses: { [seed.q("attend")]: "Sorry, can't make it" } });
    const edited = await t.app.inject({ method: "PUT", url: `/api/responses/${submitted.id}/guest`, payload: { ...change, editToken: submitted.editToken } });
    expect(edited.statusCode, edited.body).toBe(200);

    // Tomorrow's digest, as the job makes it.
    const ctx = {
      config: testConfig(mailTestConfig(sink.url)),
      db: t.database.db,
      database: t.database,
      feed: { publish: async () => {} },
    } as unknown as AppContext;
    expect(await makeDigests(ctx, new Date(Date.now() + 86_400_000))).toBe(1);

    // Everything delivered: confirmations to the couple (2), notifications of the two replies and
    // the edit... each reply, the digest, invitations (2), the reminder, three guest confirmations.
    let messages: OutboxPage["messages"] = [];
    await expect
      .poll(
        async () => {
          messages = (await t.app.inject({ method: "GET", url: `/api/weddings/${id}/outbox`, headers: seed.auth })).json<OutboxPage>().messages;
          return messages.length > 0 && messages.every((message) => message.status === "sent");
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(new Set(messages.map((message) => message.kind))).toEqual(
      new Set(["couple-address-confirmation", "couple-notification", "couple-digest", "invitation", "reminder", "guest-confirmation"]),
    );
    expect(sink.received.length).toBeGreaterThanOrEqual(messages.length);

    // The secrets, as they reached their recipients.
    const secrets = new Map<string, LinkKind>();
    const kinds = new Set<LinkKind>();
    for (const mail of sink.received) {
      for (const link of linksIn(mail)) {
        expect(link.origin).toBe(TEST_ORIGIN);
        const { kind, secret } = classify(link, code);
        kinds.add(kind);
        if (secret) {
          expect(secret.length, `${kind} token`).toBeGreaterThanOrEqual(16);
          secrets.set(secret, kind);
        }
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(["confirm", "couple", "edit", "never", "stop-couple", "stop-party"]));

    // Every GET route the couple can call, with their key, for this wedding and each of its messages.
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const values: Record<string, string[]> = { id: [id], codeOrId: [code, id], code: [code], weddingId: [id], messageId: messages.map((m) => m.id) };
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!operations.get || path.endsWith("/events")) continue;
      let urls = [path];
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!)) {
        if (!values[name]) throw new Error(`no value for {${name}} in ${path}`);
        urls = urls.flatMap((each) => values[name]!.map((value) => each.replace(`{${name}}`, encodeURIComponent(value))));
      }
      for (const each of urls) {
        const res = await host("GET", each);
        if (res.headers["content-type"]?.toString().startsWith("application/zip")) {
          for (const [name, bytes] of Object.entries(unzipSync(res.rawPayload)))
            answers.push({ label: `GET ${each} ${name}`, body: Buffer.from(bytes).toString("latin1") });
        }
      }
    }
    // The compose dialog's preview, for each party and kind.
    for (const party of parties) {
      for (const kind of ["invitation", "reminder"])
        expect((await host("POST", `/api/weddings/${id}/mail/preview`, { kind, ...text, partyId: party.id })).statusCode).toBe(200);
    }
    // The previews were read: the Outbox shows that each message went, and what it said.
    const previews = answers.filter((answer) => answer.label.includes("/outbox/"));
    expect(previews.length).toBe(messages.length);
    expect(previews.every((preview) => preview.body.includes('"subject"'))).toBe(true);
    stream.close();
    answers.push({ label: "the live stream", body: JSON.stringify(stream.events) });

    const leaks = answers.flatMap(({ label, body }) => [...secrets].filter(([secret]) => body.includes(secret)).map(([, kind]) => `${kind} link in ${label}`));
    expect(leaks).toEqual([]);

    // Nor can the couple work them out: the key they are derived from is not the host key's hash.
    const fromHostKey = (link: URL) => {
      const stop = /^\/mail\/stop\/(couple|party)\/([^/]+)\/([^/]+)$/.exec(link.pathname);
      return stop ? stopToken(hashSecret(seed.wedding.hostKey), stop[1] as "couple" | "party", stop[2]!) === stop[3] : false;
    };
    const stopLinks = sink.received.flatMap(linksIn).filter((link) => link.pathname.startsWith("/mail/stop/"));
    expect(stopLinks.length).toBeGreaterThan(1);
    expect(stopLinks.filter(fromHostKey).map((link) => link.pathname)).toEqual([]);
  });
});
