import sharp from "sharp";
import { DEFAULT_QUESTIONS, type Question } from "../src/contract/question";
import type { CreatedWedding, WeddingCreate } from "../src/contract/wedding";
import { weddingInput } from "../src/server/test/fixtures";

/** Fixtures for the guest journeys: everything goes through the public API, as a couple's browser would. */
export interface GuestWedding {
  wedding: CreatedWedding;
  questions: Question[];
  auth: { authorization: string };
}

async function call<T>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Today's date in a zone, shifted by whole days (for deadlines). */
export function dateIn(timeZone: string, offsetDays: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export async function createGuestWedding(base: string, overrides: Partial<WeddingCreate> = {}, questions = DEFAULT_QUESTIONS): Promise<GuestWedding> {
  const wedding = await call<CreatedWedding>(base, "POST", "/api/weddings", weddingInput(overrides));
  const auth = { authorization: `Bearer ${wedding.hostKey}` };
  const saved = await call<Question[]>(base, "PUT", `/api/weddings/${wedding.id}/questions`, { questions: questions.map((q) => ({ ...q })) }, auth);
  return { wedding, questions: saved, auth };
}

/** A soft, photo-like picture (sky, sun, hills) so pages are judged with a real image in place. */
export async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d5c3"/><stop offset="0.6" stop-color="#f3b9a0"/><stop offset="1" stop-color="#c98b7b"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#s)"/><circle cx="1050" cy="520" r="170" fill="#fff3e4" opacity="0.85"/>
    <path d="M0 820 Q400 640 800 800 T1600 760 V1200 H0Z" fill="#8e9b7a"/><path d="M0 930 Q500 800 1000 940 T1600 900 V1200 H0Z" fill="#66755a"/>
    <g fill="#3f3a36"><circle cx="720" cy="700" r="34"/><rect x="690" y="735" width="60" height="170" rx="26"/><circle cx="820" cy="690" r="32"/><path d="M790 728 h60 l40 180 h-140z"/></g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Uploads and attaches a photo through the real upload protocol; returns the wedding's photoUrl. */
export async function attachPhoto(base: string, guest: GuestWedding): Promise<string> {
  const target = await call<{ method: string; url: string; headers?: Record<string, string>; uploadURL: string }>(
    base,
    "POST",
    "/api/objects/upload",
    { weddingId: guest.wedding.id },
    guest.auth,
  );
  const url = target.url.startsWith("http") ? target.url : `${base}${target.url}`;
  const upload = await fetch(url, {
    method: target.method,
    headers: { "content-type": "image/jpeg", ...target.headers },
    body: new Uint8Array(await samplePhoto()),
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  await call(base, "PUT", `/api/weddings/${guest.wedding.id}/photo`, { photoUrl: target.uploadURL }, guest.auth);
  const full = await call<{ photoUrl: string }>(base, "GET", `/api/weddings/${guest.wedding.uniqueCode}`);
  return full.photoUrl;
}

export async function setStyle(base: string, guest: GuestWedding, rsvpStyle: string): Promise<void> {
  await call(base, "PUT", `/api/weddings/${guest.wedding.id}`, { rsvpStyle }, guest.auth);
}
