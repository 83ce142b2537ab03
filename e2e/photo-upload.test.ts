import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page, Route } from "playwright-core";
import type { Wedding } from "../src/contract/wedding";
import { hasGpsTag, jpegWithGps, pngBytes } from "../src/server/features/photos/test-images";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { sharedServer, type SharedServer } from "./support/server";

const NOT_A_PHOTO = "This file isn't a photo. Please choose a JPEG, PNG or WebP image.";

let server: SharedServer;
let browser: Browser;
let files: string;

beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), "photo-e2e-"));
  fs.writeFileSync(path.join(files, "us-at-the-lake.jpg"), await jpegWithGps(2400, 1600));
  fs.writeFileSync(path.join(files, "engagement.png"), await pngBytes(900, 600));
  const whole = await jpegWithGps(1200, 800);
  fs.writeFileSync(path.join(files, "cut-short.jpg"), whole.subarray(0, Math.floor(whole.length * 0.6)));
  fs.writeFileSync(path.join(files, "notes.txt"), "Seating plan, first draft.\n");
  fs.writeFileSync(path.join(files, "notes.jpg"), "Dear guests, this is not a photo.\n".repeat(20));
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(files, { recursive: true, force: true });
});

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const waitToast = (page: Page, text: string) => toasts(page).getByText(text, { exact: true }).waitFor();

async function readWedding(code: string): Promise<Wedding> {
  const response = await fetch(`${server.url}/api/weddings/${code}`);
  expect(response.status).toBe(200);
  return response.json() as Promise<Wedding>;
}

async function startCreating(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByRole("button", { name: "Create New Wedding" }).click();
  await page.getByRole("heading", { name: "Tell us about your wedding" }).waitFor();
}

async function openDialog(page: Page, button: "Add photo" | "Replace photo"): Promise<Locator> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

/** Picks a file the way a person does: the big "Choose a photo" button and the system's file chooser. */
async function choose(page: Page, dialog: Locator, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose a photo" }).click();
  await (await chooser).setFiles(path.join(files, file));
}

/** Picks a photo and, once it is shown, sends it: nothing travels before "Upload photo" (docs/decisions/0014). */
async function upload(page: Page, dialog: Locator, file: string) {
  await choose(page, dialog, file);
  await dialog.getByRole("button", { name: "Upload photo" }).click();
}

/** What has focus: its name, whether it is inside the dialog, and whether a focus indicator is drawn. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return {
      name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
      inDialog: element.closest('[role="dialog"]') !== null,
      indicator: outline || style.boxShadow !== "none",
    };
  });
}

/** Whatever in the dialog sticks out of the screen or out of its own box (WCAG 1.4.10): none. */
function overflowsSideways(dialog: Locator) {
  return dialog.evaluate((root) => {
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`dialog scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5)) found.push(`${element.tagName} ${element.textContent?.slice(0, 30)}`);
    }
    return found;
  });
}

/** Holds the raw file's PUT until released, so the progress bar can be seen mid-upload. */
function holdUploads(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let failNext = 0;
  const handler = async (route: Route) => {
    if (failNext > 0) {
      failNext--;
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal","message":"disk hiccup"}}' });
    }
    await released;
    return route.continue();
  };
  return { install: () => page.route("**/api/uploads/*", handler), release: () => release(), failOnce: () => (failNext = 1) };
}

describe("the photo dialog", () => {
  it("on a 360 px phone: accessible, keyboard-trapped, plain errors, progress, the photo, focus back on close", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true, hasTouch: true });
    const page = await context.newPage();
    await startCreating(page);
    await page.getByLabel("Partner 1 name").fill("Maya");
    await page.getByLabel("Partner 2 name").fill("Leo");
    await page.getByLabel("Wedding date").fill("2027-09-18");
    await page.getByLabel("Ceremony time").fill("14:00");
    await page.getByRole("textbox", { name: "Venue" }).fill("Hotel du Lac, Annecy");

    const dialog = await openDialog(page, "Add photo");
    await screenshot(page, "photo-dialog-360-empty.png");
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A sheet across the whole width, a big chooser, and a close button of at least 44 x 44.
    const sheet = (await dialog.boundingBox())!;
    expect([sheet.x, sheet.width]).toEqual([0, PHONE.width]);
    const chooseBox = (await dialog.getByRole("button", { name: "Choose a photo" }).boundingBox())!;
    expect(chooseBox.width).toBeGreaterThan(PHONE.width - 60);
    expect(chooseBox.height).toBeGreaterThanOrEqual(56);
    const close = (await dialog.getByRole("button", { name: "Close" }).boundingBox())!;
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);

    // Tab and Shift+Tab stay inside the dialog, and every stop shows where focus is.
    expect(await focused(page)).toMatchObject({ name: "Choose a photo", inDialog: true });
    const stops = [];
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      stops.push(await focused(page));
    }
    expect(stops.map((stop) => stop.name)).toEqual(["Close", "Choose a photo", "Close", "Choose a photo", "Close"]);
    expect(stops.every((stop) => stop.inDialog && stop.indicator)).toBe(true);

    // Not a photo: said plainly, before anything is sent.
    await choose(page, dialog, "notes.txt");
    await dialog.getByRole("alert").getByText(NOT_A_PHOTO, { exact: true }).waitFor();
    expect(await dialog.textContent()).not.toMatch(/image\/\*|0 of 0|files? uploaded/);
    await screenshot(page, "photo-dialog-360-error.png");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // No upload target: the words of docs/spec.md section 8; then a failed PUT, in plain words.
    await page.route("**/api/objects/upload", (route) => route.fulfill({ status: 503, body: "busy" }), { times: 1 });
    await upload(page, dialog, "us-at-the-lake.jpg");
    await dialog.getByRole("alert").getByText("Failed to get upload URL. Please try again.", { exact: true }).waitFor();
    const uploads = holdUploads(page);
    await uploads.install();
    uploads.failOnce();
    await upload(page, dialog, "us-at-the-lake.jpg");
    await dialog.getByRole("alert").getByText("Something went wrong on our side. Please try again.", { exact: true }).waitFor();

    // A real JPEG: shown first, with "Upload photo" focused and nothing sent; then a progress bar while it travels, then the photo in the form.
    await choose(page, dialog, "us-at-the-lake.jpg");
    await dialog.getByRole("button", { name: "Choose another" }).waitFor();
    expect(await focused(page)).toMatchObject({ name: "Upload photo", inDialog: true });
    expect(await dialog.getByRole("progressbar").count()).toBe(0);
    await dialog.getByRole("button", { name: "Upload photo" }).click();
    const progress = dialog.getByRole("progressbar", { name: "Upload progress" });
    await progress.waitFor();
    await dialog
      .getByRole("status")
      .getByText(/^Uploading… \d+%$/)
      .waitFor();
    expect(await dialog.getByRole("img", { name: "The photo you chose" }).evaluate((img: HTMLImageElement) => img.src.startsWith("blob:"))).toBe(true);
    await screenshot(page, "photo-dialog-360-uploading.png");
    expect(await seriousAxeViolations(page)).toEqual([]);
    uploads.release();
    await waitToast(page, "Photo uploaded!");
    await dialog.waitFor({ state: "hidden" });
    // Focus is back on the button that opened the dialog (now offering a replacement).
    expect(await focused(page)).toMatchObject({ name: "Replace photo", inDialog: false });
    const picker = page.getByRole("slider", { name: "Where the faces are" });
    expect(await picker.locator("img").getAttribute("src")).toMatch(/^\/uploads\/photos\/[A-Za-z0-9_-]+\/1600\.webp$/);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Escape closes it, and focus comes back to the opening button.
    await page.getByRole("button", { name: "Replace photo" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    // Radix listens for Escape once the dialog has taken focus; pressing it earlier is a race, not a guest's keypress.
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // One Escape closes the topmost layer: a "Photo uploaded!" toast still showing on a loaded
    // machine is one (Radix Toast), and the next Escape is the dialog's, as a person presses again.
    for (let presses = 1; await dialog.isVisible(); presses++) {
      expect(presses, "Escape pressed this many times and the dialog is still open").toBeLessThanOrEqual(3);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden", timeout: 5_000 }).catch(() => {});
    }
    expect(await focused(page)).toMatchObject({ name: "Replace photo", inDialog: false });

    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByRole("heading", { name: "Your wedding is ready!" }).waitFor();
    const code = (await page.getByTestId("wedding-code").textContent())!.trim();
    const created = await readWedding(code);
    expect(created.photoUrl).toMatch(/^\/uploads\/photos\/[A-Za-z0-9_-]+\/1600\.webp$/);

    // A guest on a phone downloads the 480 px WebP and never the dialog; it carries no GPS.
    const guest = await browser.newContext({ viewport: PHONE });
    const guestPage = await guest.newPage();
    const requested: string[] = [];
    guestPage.on("request", (request) => requested.push(request.url()));
    await guestPage.goto(`${server.url}/rsvp/${code}`);
    const rsvpPhoto = guestPage.getByRole("img", { name: "Photo of Maya & Leo" });
    await expect.poll(() => rsvpPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/480\.webp$/);
    await guestPage.goto(`${server.url}/save-the-date/${code}`);
    await guestPage.getByRole("img", { name: "Photo of Maya & Leo" }).waitFor();
    expect(requested.some((url) => /photo-dialog|react-dialog/i.test(url))).toBe(false);
    expect(requested.some((url) => url.endsWith("/1600.webp"))).toBe(false);
    const variant = await fetch(`${server.url}${created.photoUrl!.replace("1600.webp", "480.webp")}`);
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(hasGpsTag(meta.exif)).toBe(false);
    await guest.close();
    await context.close();
  });

  it("on a desktop: drag and drop replaces the photo, the server's refusals are plain, the photo can be removed", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const created = await (
      await fetch(`${server.url}/api/weddings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ partner1: "Ada", partner2: "Grace", date: "2027-06-12", time: "15:00", venue: "Kew Gardens" }),
      })
    ).json();
    await context.request.post(`${server.url}/api/host/session`, { data: { code: created.uniqueCode, hostKey: created.hostKey } });
    await page.goto(`${server.url}/admin?edit=${created.uniqueCode}`);
    await page.getByRole("heading", { name: "Edit wedding details" }).waitFor();

    let dialog = await openDialog(page, "Add photo");
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(750);
    await dialog.getByText("Drag a photo here, or").waitFor();
    await screenshot(page, "photo-dialog-1280-empty.png");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Dropped onto the dialog: a PNG, sent and attached at once (an existing wedding's photo changes now).
    const png = fs.readFileSync(path.join(files, "engagement.png")).toString("base64");
    const transfer = await page.evaluateHandle((base64) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], "engagement.png", { type: "image/png" }));
      return data;
    }, png);
    const uploads = holdUploads(page);
    await uploads.install();
    await dialog.getByText("Drag a photo here, or").dispatchEvent("drop", { dataTransfer: transfer });
    await dialog.getByRole("button", { name: "Upload photo" }).click();
    await dialog.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await screenshot(page, "photo-dialog-1280-uploading.png");
    uploads.release();
    await waitToast(page, "Photo uploaded!");
    await dialog.waitFor({ state: "hidden" });
    const first = await readWedding(created.uniqueCode);
    expect(first.photoUrl).toMatch(/\/1600\.webp$/);
    await page.unroute("**/api/uploads/*");

    // Refused by the store (text named .jpg) and at processing (a JPEG cut short): the couple's words, no photo kept.
    dialog = await openDialog(page, "Replace photo");
    await upload(page, dialog, "notes.jpg");
    await dialog.getByRole("alert").getByText(NOT_A_PHOTO, { exact: true }).waitFor();
    await upload(page, dialog, "cut-short.jpg");
    await dialog
      .getByRole("alert")
      .getByText("The photo could not be read: it may be damaged, cut short or not really an image. Save it again as JPEG and upload it again")
      .waitFor();
    await screenshot(page, "photo-dialog-1280-error.png");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await focused(page)).toMatchObject({ name: "Replace photo" });
    expect((await readWedding(created.uniqueCode)).photoUrl).toBe(first.photoUrl);

    // A replacement by the file chooser; the old files are gone. Then the photo is removed.
    dialog = await openDialog(page, "Replace photo");
    await upload(page, dialog, "us-at-the-lake.jpg");
    await waitToast(page, "Photo uploaded!");
    const replaced = await readWedding(created.uniqueCode);
    expect(replaced.photoUrl).not.toBe(first.photoUrl);
    expect((await fetch(`${server.url}${first.photoUrl}`)).status).toBe(404);
    await page.getByRole("button", { name: "Remove photo" }).click();
    await page.getByRole("button", { name: "Add photo" }).waitFor();
    expect((await readWedding(created.uniqueCode)).photoUrl).toBeNull();
    expect((await fetch(`${server.url}${replaced.photoUrl}`)).status).toBe(404);
    await context.close();
  });

  it("at 360 px with 200% text: nothing overflows and every control stays reachable", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await startCreating(page);
    await page.addStyleTag({ content: "html { font-size: 32px; }" });
    const dialog = await openDialog(page, "Add photo");
    expect(await overflowsSideways(dialog)).toEqual([]);
    const sheet = (await dialog.boundingBox())!;
    for (const name of ["Close", "Choose a photo"]) {
      const control = (await dialog.getByRole("button", { name }).boundingBox())!;
      expect(control.x).toBeGreaterThanOrEqual(0);
      expect(control.x + control.width).toBeLessThanOrEqual(PHONE.width);
      expect(control.height).toBeGreaterThanOrEqual(44);
    }
    // The title and the close button do not overlap.
    const title = (await dialog.getByRole("heading", { name: "Add your photo" }).boundingBox())!;
    const close = (await dialog.getByRole("button", { name: "Close" }).boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(close.x);
    expect(sheet.height).toBeLessThanOrEqual(PHONE.height);
    await choose(page, dialog, "notes.txt");
    await dialog.getByRole("alert").waitFor();
    expect(await overflowsSideways(dialog)).toEqual([]);
    await screenshot(page, "photo-dialog-360-200pct-error.png");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
