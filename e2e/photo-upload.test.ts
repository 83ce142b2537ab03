import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import type { Wedding } from "../src/contract/wedding";
import { hasGpsTag, jpegWithGps, pngBytes } from "../src/server/features/photos/test-images";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, seriousAxeViolations } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let files: string;

beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), "photo-e2e-"));
  fs.writeFileSync(path.join(files, "us-at-the-lake.jpg"), await jpegWithGps(2400, 1600));
  fs.writeFileSync(path.join(files, "engagement.png"), await pngBytes(900, 600));
  const whole = await jpegWithGps(1200, 800);
  fs.writeFileSync(path.join(files, "cut-short.jpg"), whole.subarray(0, Math.floor(whole.length * 0.6)));
  fs.writeFileSync(path.join(files, "notes.jpg"), "Dear guests, this is not a photo.\n".repeat(20));
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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

/** Opens the dialog from the photo field and picks a file the way a person does: "browse files". */
async function chooseFile(page: Page, button: "Add photo" | "Replace photo", file: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "browse files" }).click();
  await (await chooser).setFiles(path.join(files, file));
  await dialog.getByRole("button", { name: "Upload 1 file" }).waitFor();
  return dialog;
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
  return {
    install: () => page.route("**/api/uploads/*", handler),
    release: () => release(),
    failOnce: () => (failNext = 1),
  };
}

describe("couple photo", () => {
  it("is added while creating, shown to guests as small WebP without GPS, replaced and removed while editing", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    await page.getByRole("heading", { name: "Tell us about your wedding" }).waitFor();
    await page.getByLabel("Partner 1 name").fill("Maya");
    await page.getByLabel("Partner 2 name").fill("Leo");
    await page.getByLabel("Wedding date").fill("2027-09-18");
    await page.getByLabel("Ceremony time").fill("14:00");
    await page.getByRole("textbox", { name: "Venue" }).fill("Hotel du Lac, Annecy");

    // A failed upload URL is said out loud, and the file can be retried.
    await page.route("**/api/objects/upload", (route) => route.fulfill({ status: 503, body: "busy" }), { times: 1 });
    let dialog = await chooseFile(page, "Add photo", "us-at-the-lake.jpg");
    const box = (await page.locator(".uppy-Dashboard-inner").boundingBox())!;
    expect([box.width, box.height]).toEqual([750, 550]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await waitToast(page, "Upload Error");
    await toasts(page).getByText("Failed to get upload URL. Please try again.").waitFor();

    // Retry: the first PUT fails, the retry gets a fresh target and is held to show progress.
    const uploads = holdUploads(page);
    await uploads.install();
    uploads.failOnce();
    await dialog.getByRole("button", { name: "Retry upload" }).click();
    await dialog.getByRole("button", { name: "Retry upload" }).waitFor();
    await dialog.getByRole("button", { name: "Retry upload" }).click();
    const progress = dialog.getByRole("progressbar");
    await dialog.locator(".uppy-StatusBar.is-uploading").waitFor();
    expect(await progress.count()).toBe(1);
    uploads.release();

    await waitToast(page, "Photo uploaded!");
    await dialog.waitFor({ state: "hidden" });
    const preview = page.getByRole("img", { name: "Your invitation photo" });
    await preview.waitFor();
    expect(await preview.getAttribute("srcset")).toContain("480.webp 480w");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Complete Wedding Setup" }).click();
    await page.getByRole("heading", { name: "Your wedding is ready!" }).waitFor();
    const code = (await page.getByTestId("wedding-code").textContent())!.trim();
    const created = await readWedding(code);
    expect(created.photoUrl).toMatch(/^\/uploads\/photos\/[A-Za-z0-9_-]+\/1600\.webp$/);

    // A guest on a phone downloads the 480 px WebP, never Uppy, and it carries no GPS.
    const guest = await browser.newContext({ viewport: PHONE });
    const guestPage = await guest.newPage();
    const requested: string[] = [];
    guestPage.on("request", (request) => requested.push(request.url()));
    await guestPage.goto(`${server.url}/rsvp/${code}`);
    const rsvpPhoto = guestPage.getByRole("img", { name: "Photo of Maya & Leo" });
    await rsvpPhoto.waitFor();
    await expect.poll(() => rsvpPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/480\.webp$/);
    expect(requested.some((url) => /uppy|upload-dialog/i.test(url))).toBe(false);
    expect(requested.some((url) => url.endsWith("/480.webp"))).toBe(true);
    expect(requested.some((url) => url.endsWith("/1600.webp"))).toBe(false);
    const variant = await fetch(`${server.url}${created.photoUrl!.replace("1600.webp", "480.webp")}`);
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect(await hasHorizontalScroll(guestPage)).toBe(false);

    await guestPage.goto(`${server.url}/save-the-date/${code}`);
    const stdPhoto = guestPage.getByRole("img", { name: "Photo of Maya & Leo" });
    await stdPhoto.waitFor();
    await expect.poll(() => stdPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(requested.some((url) => /uppy|upload-dialog/i.test(url))).toBe(false);
    await guest.close();

    // Editing: a replacement is the wedding's photo at once and the old files are gone.
    await page.getByRole("button", { name: "Edit Wedding Details" }).click();
    await page.getByRole("heading", { name: "Edit wedding details" }).waitFor();
    await page.unroute("**/api/uploads/*");
    dialog = await chooseFile(page, "Replace photo", "engagement.png");
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await waitToast(page, "Photo uploaded!");
    const replaced = await readWedding(code);
    expect(replaced.photoUrl).toMatch(/\/1600\.webp$/);
    expect(replaced.photoUrl).not.toBe(created.photoUrl);
    expect((await fetch(`${server.url}${created.photoUrl}`)).status).toBe(404);

    await page.getByRole("button", { name: "Remove photo" }).click();
    await page.getByRole("button", { name: "Add photo" }).waitFor();
    expect((await readWedding(code)).photoUrl).toBeNull();
    expect((await fetch(`${server.url}${replaced.photoUrl}`)).status).toBe(404);
    await context.close();
  });

  it("crops a landscape photo square in the image editor on a phone, and guests get the cropped picture", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    const dialog = await chooseFile(page, "Add photo", "us-at-the-lake.jpg");
    await dialog
      .getByRole("button", { name: /^Edit file/ })
      .first()
      .click();
    await dialog.getByRole("button", { name: "Crop square" }).click();
    await dialog.getByRole("button", { name: "Save", exact: true }).last().click();
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await waitToast(page, "Photo uploaded!");
    const src = (await page.getByRole("img", { name: "Your invitation photo" }).getAttribute("src"))!;
    const small = src.replace(/1600\.webp$/, "480.webp");
    const { width, height } = await sharp(Buffer.from(await (await fetch(`${server.url}${small}`)).arrayBuffer())).metadata();
    // The 2400x1600 original came back square: the crop, not the original, is what guests see.
    expect(width).toBe(480);
    expect(Math.abs(height! - width!)).toBeLessThanOrEqual(2);
    await context.close();
  });

  it("opens the dialog full width on a 360 px phone", async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    const dialog = await chooseFile(page, "Add photo", "us-at-the-lake.jpg");
    const box = (await page.locator(".uppy-Dashboard-inner").boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await waitToast(page, "Photo uploaded!");
    expect(await page.getByRole("img", { name: "Your invitation photo" }).getAttribute("src")).toMatch(/1600\.webp$/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });

  it("says plainly why the server refused a photo, and keeps none", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Create New Wedding" }).click();
    // Refused at processing (415): a JPEG cut short, carrying GPS.
    let dialog = await chooseFile(page, "Add photo", "cut-short.jpg");
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await waitToast(page, "The photo could not be read: it may be damaged, cut short or not really an image. Save it again as JPEG and upload it again");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Refused by the store itself (415 on the PUT): text named .jpg.
    dialog = await chooseFile(page, "Add photo", "notes.jpg");
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await waitToast(page, "The file is not a photo: upload a JPEG, PNG, WebP, AVIF or GIF image");
    expect(await page.getByRole("img", { name: "Your invitation photo" }).count()).toBe(0);
    await context.close();
  });
});
