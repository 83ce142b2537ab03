import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSVP_STYLES } from "../src/contract/wedding";
import { attachPhoto, createGuestWedding, setStyle, type GuestWedding } from "./guest-support";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

let server: SharedServer;
let browser: Browser;
let guest: GuestWedding;
let photoUrl: string;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser();
  guest = await createGuestWedding(server.url, {
    partner1: `Zoë "Zee" </script>`,
    childrenPolicy: "We love your little ones, but this is an adults-only celebration.",
    giftPreferences: "Your presence is the gift. A honeymoon fund is open if you wish.",
    rsvpDeadline: "2027-05-01",
  });
  photoUrl = await attachPhoto(server.url, guest);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport = PHONE, bypassCSP = true): Promise<{ page: Page; apiReads: string[]; errors: string[] }> {
  // bypassCSP: axe-core is injected as an inline script, which the app's CSP (rightly) forbids.
  const context = await browser.newContext({ viewport, bypassCSP });
  const page = await context.newPage();
  const apiReads: string[] = [];
  // Console errors include CSP refusals, so this also proves the page needs no inline script.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (request.url().includes("/api/weddings/")) apiReads.push(request.url());
  });
  await page.goto(`${server.url}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { page, apiReads, errors };
}

const code = () => guest.wedding.uniqueCode;
const names = `Zoë "Zee" </script> & Jonah`;

describe("guest pages", () => {
  it("puts the wedding and Open Graph tags in the HTML itself", async () => {
    const response = await fetch(`${server.url}/rsvp/${code()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    expect(meta("og:title")).toBe(names);
    expect(meta("og:description")).toContain("Saturday, June 12th, 2027");
    expect(meta("og:description")).toContain("The Orangery, Kew Gardens, London");
    expect(meta("og:image")).toBe(`${server.url}${photoUrl}`);
    expect(meta("og:url")).toBe(`${server.url}/rsvp/${code()}`);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(html).toContain('<script type="application/json" id="initial-data">');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
  });

  it("paints the invitation from the embedded data, without asking the API again", async () => {
    const { page, apiReads, errors } = await open(`/rsvp/${code()}`, PHONE, false);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(names.replace(" & ", " & "));
    expect(apiReads).toEqual([]);
    const photo = page.getByRole("img", { name: `Photo of ${names}` });
    expect(await photo.getAttribute("srcset")).toContain("480w");
    expect(await photo.getAttribute("fetchpriority")).toBe("high");
    expect(await photo.getAttribute("loading")).toBe("eager");
    expect(await page.getByText("Kindly reply by").textContent()).toContain("Saturday, May 1st, 2027");
    expect(await page.getByText("adults-only celebration").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Find Hotels Near Venue" }).click();
    const dialog = page.getByRole("dialog", { name: "Hotels near the venue" });
    await dialog.waitFor();
    const maps = new URL((await dialog.getByRole("link", { name: /Google Maps/ }).getAttribute("href"))!);
    expect(maps.searchParams.get("query")).toBe("hotels near The Orangery, Kew Gardens, London");
    const booking = new URL((await dialog.getByRole("link", { name: /Booking\.com/ }).getAttribute("href"))!);
    expect(booking.searchParams.get("ss")).toBe("The Orangery, Kew Gardens, London");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("has no serious accessibility problems and no sideways scrolling on a phone", async () => {
    const { page } = await open(`/rsvp/${code()}`);
    await page.getByRole("radio", { name: "Yes, I'll be there!" }).check();
    await page.getByRole("button", { name: "Add Party Member" }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole("textbox", { name: "Your name" }).fill("Olivia Hart");
    await page.getByRole("textbox", { name: "Email" }).fill("olivia@example.com");
    await page.getByRole("button", { name: "Submit RSVP" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.context().close();

    for (const style of RSVP_STYLES) {
      await setStyle(server.url, guest, style);
      const std = await open(`/save-the-date/${code()}`);
      expect(await std.page.locator("main").getAttribute("data-style")).toBe(style);
      expect(await hasHorizontalScroll(std.page)).toBe(false);
      if (style === "classic" || style === "elegant") expect(await seriousAxeViolations(std.page)).toEqual([]);
      await std.page.context().close();
    }
  });

  it("shows the save-the-date card with calendar buttons and a QR code of the RSVP link", async () => {
    await setStyle(server.url, guest, "botanical");
    const { page, apiReads } = await open(`/save-the-date/${code()}`, DESKTOP);
    expect(apiReads).toEqual([]);
    expect(await page.getByText("Formal invitation to follow. You can already RSVP with the code below.").isVisible()).toBe(true);
    expect(await page.getByText("RSVP details to follow").count()).toBe(0);
    expect(await page.getByText("Saturday, June 12th, 2027").isVisible()).toBe(true);
    expect(await page.getByText("3:30 PM").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Google Calendar" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Outlook" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Download .ics" }).isVisible()).toBe(true);
    const qr = page.getByRole("img", { name: `QR code linking to the RSVP page: ${server.url}/rsvp/${code()}` });
    expect(await qr.locator("path").getAttribute("fill")).toBe("#000000");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Download .ics" }).isVisible()).toBe(false);
    expect(await qr.isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows Wedding Not Found for an unknown code on both pages", async () => {
    for (const path of ["/rsvp/ZZZZZZZZ", "/save-the-date/ZZZZZZZZ"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      const { page } = await open(path);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Wedding Not Found");
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
