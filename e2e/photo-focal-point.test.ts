import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { objectPosition } from "../src/contract/photos";
import type { Wedding } from "../src/contract/wedding";
import { attachPhoto } from "./guest-support";
import { DESKTOP, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { serverWithWedding } from "./support/setup";

const env = serverWithWedding();

async function readWedding(code: string): Promise<Wedding> {
  return (await fetch(`${env.server.url}/api/weddings/${code}`)).json() as Promise<Wedding>;
}

/** The object-position the browser actually applies to a photo. */
const renderedPosition = (page: Page, name: string) => page.getByRole("img", { name, exact: true }).evaluate((img) => getComputedStyle(img).objectPosition);

async function saveForm(page: Page) {
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByText("Wedding Updated!", { exact: true })
    .waitFor();
}

describe("the photo's focal point", () => {
  it("is set by keyboard and by click, survives a reload, and positions every crop", async () => {
    const { wedding } = env.guest;
    await attachPhoto(env.server.url, env.guest);
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.request.post(`${env.server.url}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/admin?edit=${wedding.uniqueCode}`);
    const picker = page.getByRole("slider", { name: "Where the faces are" });
    await picker.waitFor();
    expect(await picker.getAttribute("aria-valuetext")).toBe("50% from the left, 50% from the top");

    // By keyboard: 5% a press, Shift for 1%; a visible ring and a marker that follows.
    await picker.focus();
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "Shift+ArrowUp"]) await page.keyboard.press(key);
    expect(await picker.getAttribute("aria-valuetext")).toBe("70% from the left, 39% from the top");
    expect(await picker.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
    const marker = picker.locator("span[aria-hidden]").first();
    expect(await marker.evaluate((element) => [element.style.left, element.style.top])).toEqual(["70%", "39%"]);
    await screenshot(page.getByRole("group", { name: "Couple photo" }), "photo-focal-point-360.png");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveForm(page);
    expect((await readWedding(wedding.uniqueCode)).photoFocus).toEqual({ x: 0.7, y: 0.39 });

    // A reload shows the saved point; a click (a tap on a phone) moves it.
    await page.goto(`${env.server.url}/admin?edit=${wedding.uniqueCode}`);
    await picker.waitFor();
    expect(await picker.getAttribute("aria-valuetext")).toBe("70% from the left, 39% from the top");
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
    const clicked = (await picker.getAttribute("aria-valuetext"))!;
    expect(clicked).toMatch(/^(19|20|21)% from the left, (79|80|81)% from the top$/);
    await saveForm(page);
    const saved = (await readWedding(wedding.uniqueCode)).photoFocus;
    expect(saved.x).toBeCloseTo(0.2, 1);
    expect(saved.y).toBeCloseTo(0.8, 1);
    const expected = objectPosition(saved);
    await context.close();

    // The dashboard's 16:9 crop, the save-the-date's portrait and the RSVP header all sit on it.
    const desk = await env.browser.newContext({ viewport: DESKTOP });
    await desk.request.post(`${env.server.url}/api/host/session`, { data: { code: wedding.uniqueCode, hostKey: wedding.hostKey } });
    const host = await desk.newPage();
    await host.goto(`${env.server.url}/dashboard/${wedding.uniqueCode}`);
    const names = `${wedding.partner1} and ${wedding.partner2}`;
    await host.getByRole("img", { name: names, exact: true }).waitFor();
    expect(await renderedPosition(host, names)).toBe(expected);
    const guest = `Photo of ${wedding.partner1} & ${wedding.partner2}`;
    for (const path of ["save-the-date", "rsvp"]) {
      // Painted by the server already (decision 0008), before any script runs.
      const html = await (await fetch(`${env.server.url}/${path}/${wedding.uniqueCode}`)).text();
      expect(html).toContain(`object-position:${expected}`);
      await host.goto(`${env.server.url}/${path}/${wedding.uniqueCode}`);
      await host.getByRole("img", { name: guest, exact: true }).waitFor();
      // The painted page may swap in the script's own <img> while we look: read again until it settles.
      await expect.poll(() => renderedPosition(host, guest)).toBe(expected);
    }
    await desk.close();
  });
});
