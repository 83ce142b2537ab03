import sharp from "sharp";
import { PHOTO_WIDTHS } from "../../../contract/photos";

export interface ImageType {
  mime: string;
  ext: string;
}

// ISO-BMFF brands of the HEIF family (HEIC photos from phones, AVIF).
const HEIF_BRANDS: Record<string, ImageType> = {
  avif: { mime: "image/avif", ext: "avif" },
  avis: { mime: "image/avif", ext: "avif" },
  heic: { mime: "image/heic", ext: "heic" },
  heix: { mime: "image/heic", ext: "heic" },
  hevc: { mime: "image/heic", ext: "heic" },
  hevx: { mime: "image/heic", ext: "heic" },
  heim: { mime: "image/heic", ext: "heic" },
  heis: { mime: "image/heic", ext: "heic" },
  mif1: { mime: "image/heif", ext: "heif" },
  msf1: { mime: "image/heif", ext: "heif" },
};

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/**
 * What the bytes are, judged by their magic numbers only: a file's name and the
 * Content-Type a browser guessed are the sender's claims, not facts.
 */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: "image/jpeg", ext: "jpg" };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: "image/png", ext: "png" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { mime: "image/webp", ext: "webp" };
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return { mime: "image/gif", ext: "gif" };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const major = HEIF_BRANDS[ascii(bytes, 8, 12)];
    if (major) return major;
    // Some writers put a generic major brand first and the real one among the compatible brands.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
      const compatible = HEIF_BRANDS[ascii(bytes, offset, offset + 4)];
      if (compatible) return compatible;
    }
  }
  return undefined;
}

/**
 * Pixels we are willing to decode: a 10 MB file can still claim a gigapixel canvas, and a
 * guest's phone decodes the variant at full size. 40 MP covers every phone camera.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Wall-clock cap on one sharp pipeline (decode, resize, encode), so a crafted file cannot hold a core. */
const DECODE_TIMEOUT_SECONDS = 10;

/** Too many pixels, or too slow to decode: the upload is refused (413), nothing is kept. */
export class ImageTooLargeError extends Error {}
/** The bytes could not be decoded and re-encoded as a whole image (415), nothing is kept. */
class ImageUnreadableError extends Error {}

export interface PhotoVariant {
  width: (typeof PHOTO_WIDTHS)[number];
  bytes: Buffer;
}

// "truncated" makes libvips refuse a cut-off file instead of padding it with grey, so what
// guests see is always a whole image decoded from what was sent.
const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" } as const;

/**
 * The WebP variants guests download: the only thing ever served. Orientation is applied from
 * EXIF, then every piece of metadata (EXIF, GPS, XMP) is dropped because sharp writes none
 * unless asked; bytes beside the image (an appended zip) cannot survive a re-encode.
 * A photo narrower than a width is not enlarged: that variant keeps the original width.
 */
export async function makeVariants(bytes: Buffer): Promise<PhotoVariant[]> {
  try {
    const meta = await sharp(bytes, INPUT).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new ImageTooLargeError("too many pixels");
    const base = sharp(bytes, INPUT).rotate();
    return await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        bytes: await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
          .toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // sharp's own words for its pixel limit and its timeout.
    if (/pixel limit|timeout/i.test(message)) throw new ImageTooLargeError(message);
    throw new ImageUnreadableError(message);
  }
}
