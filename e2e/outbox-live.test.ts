import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpSink } from "../src/server/test/smtp-sink";
import { DESKTOP, PHONE, seriousAxeViolations } from "./support/browser";
import { launchBrowser } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";
import { createGuestWedding, type GuestWedding } from "./guest-support";

const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/e2e-shots";

// The couple's Outbox follows the wedding's live stream (docs/decisions/0013): no polling, and a
// guest's confirmation shows up, then shows as sent, while the page stays open.

let server: RunningServer;
let browser: Browser;
let guest: GuestWedding;
const sink = new SmtpSink();

beforeAll(async () => {
  await sink.start();
  [server, browser] = await Promise.all([
    startServer({
      SMTP_URL: sink.url,
      MAIL_FROM: "Forever RSVP <rsvp@rsvp.test>",
      PUBLIC_URL: "http://rsvp.test",
      // The first try is refused for now; the retry comes a few seconds later, long enough to see it waiting.
      MAIL_RETRY_BASE_SECONDS: "4",
    }),
    launchBrowser(),
  ]);
  guest = await createGuestWedding(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink.stop();
});

describe("the couple's Outbox, open while a guest replies", () => {
  it("shows the guest's confirmation without a reload or a poll, then shows it sent when the mail server takes it", async () => {
    const base = server.url;
    const host = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await host.request.post(`${base}/api/host/session`, { data: { code: guest.wedding.uniqueCode, hostKey: guest.wedding.hostKey } });
    const outbox = await host.newPage();
    const reads: string[] = [];
    outbox.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.endsWith("/outbox")) reads.push(request.url());
    });
    const navigations: string[] = [];
    outbox.on("framenavigated", (frame) => frame === outbox.mainFrame() && navigations.push(frame.url()));
    await outbox.goto(`${base}/outbox/${guest.wedding.uniqueCode}`);
    await outbox.getByText("No emails yet.", { exact: false }).waitFor();
    await outbox.getByText("Live: new emails and their statuses appear automatically").waitFor();
    navigations.length = 0;

    // Idle for longer than the old 5-second poll: nothing is read again.
    const loaded = reads.length;
    expect(loaded).toBe(1);
    await outbox.waitForTimeout(6_000);
    expect(reads.length).toBe(loaded);

    // The guest answers on a phone; the mail server turns the first try away for the moment.
    sink.refuseNext(451, "Try again later");
    const phone = await browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await page.goto(`${base}/rsvp/${guest.wedding.uniqueCode}`);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await page
      .getByRole("group", { name: "Olivia Hart", exact: true })
      .getByRole("group", { name: "Meal preference" })
      .getByRole("radio", { name: "Beef" })
      .check();
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();

    const item = outbox.getByRole("listitem").filter({ hasText: "olivia@example.com" });
    await item.getByText("Guest confirmation", { exact: true }).waitFor();
    // Turned away once: it waits in the queue for its retry...
    await item.getByText("Queued", { exact: true }).waitFor();
    // ...and shows as sent once the mail server accepts it.
    await item.getByText("Sent", { exact: true }).waitFor({ timeout: 15_000 });
    expect(sink.received.map((mail) => mail.parsed.to && !Array.isArray(mail.parsed.to) && mail.parsed.to.value[0]?.address)).toEqual(["olivia@example.com"]);
    expect(navigations).toEqual([]);
    expect(await seriousAxeViolations(outbox)).toEqual([]);
    fs.mkdirSync(SHOTS, { recursive: true });
    await outbox.screenshot({ path: `${SHOTS}/outbox-live-1280.png`, fullPage: true });
    await host.close();
    await phone.close();
  });
});
