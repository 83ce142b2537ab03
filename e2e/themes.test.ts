import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachPhoto, createGuestWedding, setStyle, type GuestWedding } from "./guest-support";
import { DESKTOP, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

let server: SharedServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let guest: GuestWedding;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
  guest = await createGuestWedding(server.url, {
    partner1: "Amelia",
    partner2: "Jonah",
    childrenPolicy: "We love your little ones, but our celebration is adults only.",
    giftPreferences: "Your presence is the gift.",
    rsvpDeadline: "2027-05-01",
  });
  await attachPhoto(server.url, guest);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const code = () => guest.wedding.uniqueCode;

/** A browser context; bypassCSP because axe-core is injected as an inline script. */
async function newContext(viewport = DESKTOP, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ viewport, bypassCSP: true, javaScriptEnabled });
}

/** The fonts a page downloads (file names without their build hash). */
function watchFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.endsWith(".woff2")) fonts.push(file.replace(/-[\w-]{8}\.woff2$/, ".woff2"));
  });
  return fonts;
}

/** A theme colour as the browser computes it, to compare with an element's computed colour. */
/** The colour a utility of the page's own stylesheet gives (its theme is inline: no `--color-*` variable to read). */
const themeColour = (page: Page, utility: string, property: "color" | "backgroundColor" = "color") =>
  page.evaluate(
    ([name, key]) => {
      const probe = document.createElement("span");
      probe.className = name;
      document.body.append(probe);
      const colour = getComputedStyle(probe)[key];
      probe.remove();
      return colour;
    },
    [utility, property] as const,
  );

/** What a guest page shows of its style: the data attribute, the names' font and colour, the page's background. */
async function paintedStyle(page: Page, names: string) {
  const heading = page.locator(`#${names}`);
  return {
    style: await page.locator("main").getAttribute("data-style"),
    font: await heading.evaluate((el) => getComputedStyle(el).fontFamily),
    colour: await heading.evaluate((el) => getComputedStyle(el).color),
    background: await page.locator("main").evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

describe("themes", () => {
  it("applies the style chosen on the dashboard to both guest pages, painted by the server before any script", async () => {
    await setStyle(server.url, guest, "classic");
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard/${code()}#key=${encodeURIComponent(guest.wedding.hostKey)}`);
    const picker = page.getByRole("group", { name: "Design style" });
    await picker.waitFor();
    expect(await picker.getByRole("radio").count()).toBe(8);
    expect(await page.getByRole("radio", { name: /^Classic/ }).isChecked()).toBe(true);

    // A pick previews the style and saves nothing.
    await page.getByRole("radio", { name: /^Elegant/ }).check();
    expect(await page.locator("[data-preview-style]").getAttribute("data-preview-style")).toBe("elegant");
    expect(await (await fetch(`${server.url}/rsvp/${code()}`)).text()).toContain('data-style="classic"');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Use the Elegant style" }).click();
    await page.getByText("Style Updated!", { exact: true }).waitFor();
    await page.getByText("Your guests see the Elegant style.").waitFor();
    expect(await page.getByRole("radio", { name: /^Elegant/ }).isChecked()).toBe(true);
    await context.close();

    // The HTML itself carries the style, so there is no flash of the default look.
    for (const route of ["rsvp", "save-the-date"]) {
      const html = await (await fetch(`${server.url}/${route}/${code()}`)).text();
      expect(html).toContain('data-style="elegant"');
    }

    for (const javaScriptEnabled of [false, true]) {
      const guestContext = await newContext(PHONE, javaScriptEnabled);
      const rsvp = await guestContext.newPage();
      await rsvp.goto(`${server.url}/rsvp/${code()}`);
      if (javaScriptEnabled) await rsvp.getByRole("button", { name: "Submit RSVP" }).waitFor();
      const onRsvp = await paintedStyle(rsvp, "invitation-names");
      const std = await guestContext.newPage();
      await std.goto(`${server.url}/save-the-date/${code()}`);
      // The painted page has this button too, disabled until the app has drawn the page: waiting
      // for it enabled reads the app's names, not the painted ones React is about to replace.
      if (javaScriptEnabled) await std.getByRole("button", { name: "Download .ics", disabled: false }).waitFor();
      const onStd = await paintedStyle(std, "std-names");
      for (const [painted, page] of [
        [onRsvp, rsvp],
        [onStd, std],
      ] as const) {
        expect(painted.style).toBe("elegant");
        expect(painted.font).toMatch(/^"Cormorant Garamond"/);
        expect(painted.colour).toBe(await themeColour(page, "text-amber-50"));
        expect(painted.background).toBe(await themeColour(page, "bg-stone-950", "backgroundColor"));
      }
      await guestContext.close();
    }
  });

  it("downloads the self-hosted fonts only on the pages set in them, and preloads them only there", async () => {
    await setStyle(server.url, guest, "classic");
    const context = await newContext(PHONE);
    await context.request.post(`${server.url}/api/host/session`, {
      data: { code: code(), hostKey: guest.wedding.hostKey },
      headers: { origin: server.url },
    });
    const visit = async (route: string, ready: (page: Page) => Promise<unknown>) => {
      const page = await context.newPage();
      const fonts = watchFonts(page);
      await page.goto(`${server.url}${route}`);
      await ready(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.close();
      return [...new Set(fonts)].sort();
    };
    const both = ["cormorant-garamond-latin-500-normal.woff2", "great-vibes-latin-400-normal.woff2"];
    expect(await visit("/", (page) => page.getByRole("heading", { level: 1 }).waitFor())).toEqual(both);
    // The couple's message is set in the italic, fetched when it is drawn (below the names, not preloaded).
    const withItalic = ["cormorant-garamond-latin-500-italic.woff2", ...both];
    expect(await visit(`/rsvp/${code()}`, (page) => page.getByRole("button", { name: "Submit RSVP" }).waitFor())).toEqual(withItalic);
    expect(await visit(`/save-the-date/${code()}`, (page) => page.getByRole("button", { name: "Download .ics", disabled: false }).waitFor())).toEqual(
      withItalic,
    );
    // The couple's screens without a style preview keep the system serif.
    expect(await visit(`/responses/${code()}`, (page) => page.getByRole("button", { name: "Export", exact: true }).waitFor())).toEqual([]);
    expect(await visit(`/guests/${code()}`, (page) => page.getByRole("heading", { level: 1 }).waitFor())).toEqual([]);
    expect(await visit("/admin", (page) => page.getByRole("button", { name: "Create New Wedding" }).waitFor())).toEqual([]);
    await context.close();

    const preloads = async (route: string) => {
      const html = await (await fetch(`${server.url}${route}`)).text();
      return [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/([\w-]+?)-[\w-]{8}\.woff2" crossorigin \/>/g)].map(
        (m) => m[1],
      );
    };
    // Only the face of the names (and the landing page's headings); the script accent swaps in.
    const preloaded = ["cormorant-garamond-latin-500-normal"];
    expect(await preloads("/")).toEqual(preloaded);
    expect(await preloads(`/rsvp/${code()}`)).toEqual(preloaded);
    expect(await preloads(`/save-the-date/${code()}`)).toEqual(preloaded);
    for (const route of ["/admin", `/dashboard/${code()}`, `/responses/${code()}`, `/guests/${code()}`, "/responses"]) {
      expect(await preloads(route)).toEqual([]);
    }
    // A style set in system type (Modern) preloads nothing, and its pages fetch nothing.
    await setStyle(server.url, guest, "modern");
    expect(await preloads(`/rsvp/${code()}`)).toEqual([]);
    const modern = await newContext(PHONE);
    const page = await modern.newPage();
    const fonts = watchFonts(page);
    await page.goto(`${server.url}/save-the-date/${code()}`);
    await page.getByRole("button", { name: "Download .ics", disabled: false }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fonts).toEqual([]);
    await modern.close();
  });
});
