import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import { objectPosition } from "../../../contract/photos";
import { checkPhotoFile, PHOTO_MESSAGES, refusalMessage } from "./upload-photo";

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe("the photo dialog's words", () => {
  it("refuses what is not a photo, is empty or is too large, in plain words with sizes in MB", () => {
    expect(checkPhotoFile(file("notes.txt", "text/plain", 20))).toBe(PHOTO_MESSAGES.notAPhoto);
    expect(checkPhotoFile(file("menu.pdf", "", 20))).toBe(PHOTO_MESSAGES.notAPhoto);
    expect(checkPhotoFile(file("us.jpg", "image/jpeg", 0))).toBe(PHOTO_MESSAGES.empty);
    expect(checkPhotoFile(file("us.jpg", "image/jpeg", 12.5 * 1024 * 1024))).toBe("This photo is 12.5 MB. Please choose one of 10 MB or less.");
    expect(checkPhotoFile(file("us.jpg", "image/jpeg", MAX_PHOTO_BYTES))).toBeNull();
    // Some Android pickers give no type: the name decides here, the server's magic numbers later.
    expect(checkPhotoFile(file("IMG_0042.HEIC", "", 2048))).toBeNull();
  });

  it("turns the server's refusals into the couple's words, never a status code", () => {
    expect(refusalMessage(415, "The file is not a photo: upload a JPEG, PNG, WebP, AVIF or GIF image", 10)).toBe(PHOTO_MESSAGES.notAPhoto);
    expect(refusalMessage(413, undefined, 11 * 1024 * 1024)).toBe("This photo is 11 MB. Please choose one of 10 MB or less.");
    expect(refusalMessage(429, "Too many photos from your connection: at most 50 MB an hour. Please try again later", 10)).toMatch(/^Too many photos/);
    expect(refusalMessage(500, "disk hiccup", 10)).toBe(PHOTO_MESSAGES.failed);
    expect(refusalMessage(0, undefined, 10)).toBe(PHOTO_MESSAGES.network);
    for (const status of [403, 413, 415, 500, 502]) expect(refusalMessage(status, undefined, 10)).not.toMatch(/\d{3}|image\/|0 of 0/);
  });

  it("writes the focal point as the object-position every crop uses, centred by default", () => {
    expect(objectPosition({ x: 0.25, y: 0.125 })).toBe("25% 12.5%");
    expect(objectPosition(undefined)).toBe("50% 50%");
    expect(objectPosition({ x: 1.4, y: -1 })).toBe("100% 0%");
  });
});
