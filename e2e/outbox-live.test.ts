import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpSink } from "../src/server/test/smtp-sink";
import { DESKTOP, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { launchBrowser } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";
import { createGuestWedding, type GuestWedding } from "./guest-support";

// The couple's Outbox follows the wedding's live stream (docs/decisions/0013): no polling, a
// guest's confirmation shows up, then shows as sent, while the page stays open, and after the
// stream drops the page reconnects and reads the list once.

let server: RunningServer;
let browser: Browser;
let guest: GuestWedding;
const sink = new SmtpSink();

const settings = () => ({
  SMTP_URL: sink.url,
  MAIL_FROM: "Forever RSVP <rsvp@rsvp.test>",
  PUBLIC_URL: "http://rsvp.test",
  // The first try is refused for now; the retry comes a few seconds later, long enough to see it waiting.
  MAIL_RETRY_BASE_SECONDS: "4",
});

beforeAll(async () => {
  await sink.start();
  [server, browser] = await Promise.all([startServer(settings()), launchBrowser()]);
  guest = await createGuestWedding(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink.stop();
});

describe("the couple's Outbox, open while a guest replies", () => {
  it(
    "shows the guest's confirmation without a reload or a poll, then sent when the mail server takes it; after the stream drops, reconnects and reads the list once",
    { timeout: 120_000 },
    async () => {
      const base = server.url;
      const host = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
      // The page's clock runs as usual until the idle wait below moves it on, firing every timer due.
      await host.clock.install();
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
      await outbox.clock.runFor(6_000);
      // A read that a timer began went out before this request: the browser reports them in order.
      await Promise.all([outbox.waitForRequest((request) => request.url().endsWith("/healthz")), outbox.evaluate(() => fetch("/healthz"))]);
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
      await screenshot(outbox, "outbox-live-1280.png", { fullPage: true });

      // The server restarts: the stream drops, the page reconnects by itself and reads the Outbox once more.
      const live = outbox.getByText("Live: new emails and their statuses appear automatically");
      const beforeRestart = reads.length;
      await server.stop();
      await live.waitFor({ state: "hidden" });
      server = await startServer({ ...settings(), PORT: String(server.port) }, server.dataDir);
      await live.waitFor({ timeout: 20_000 });
      await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(beforeRestart + 1);
      // And it is live again: the next guest's confirmation arrives without a reload.
      const attend = guest.questions.find((question) => question.question.startsWith("Will you attend"))!.id;
      const meal = guest.questions.find((question) => question.question === "Meal preference")!.id;
      const reply = await fetch(`${base}/api/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          weddingId: guest.wedding.id,
          guestName: "Tom Hart",
          guestEmail: "tom@example.com",
          responses: { [attend]: "Yes, I'll be there!", [meal]: { primary: "Chicken" } },
        }),
      });
      expect(reply.status, await reply.text()).toBe(201);
      await outbox.getByRole("listitem").filter({ hasText: "tom@example.com" }).getByText("Sent", { exact: true }).waitFor();
      expect(navigations).toEqual([]);
      await host.close();
      await phone.close();
    },
  );
});
