import sharp from "sharp";
import zlib from "node:zlib";

/**
 * Test pictures made on the spot. The JPEG carries what a phone writes: camera make,
 * GPS position and a rotation flag (orientation 6: the pixels are stored sideways).
 */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp(await photoLikePixels(width, height))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 28/1 4000/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 17/1 4500/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function pngBytes(width = 640, height = 400): Promise<Buffer> {
  return sharp(await photoLikePixels(width, height))
    .png()
    .toBuffer();
}

/** Gradients plus noise: compresses like a photograph, not like a flat test card. */
async function photoLikePixels(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 16) % 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.min(255, Math.round((x / width) * 200) + noise());
      raw[i + 1] = Math.min(255, Math.round((y / height) * 180) + 40 + noise());
      raw[i + 2] = Math.min(255, Math.round(((x + y) / (width + height)) * 160) + 60 + noise());
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .png()
    .toBuffer();
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/**
 * A valid, tiny PNG declaring a huge canvas (the review's 20000x20000): one-bit greyscale,
 * all black, so 50 MB of rows deflate to a few tens of KB. Decoded as RGBA it is 1.6 GB.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = Buffer.alloc(row.length * height);
  const idat = zlib.deflateSync(rows, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Bytes that unzip: a local file header, the file, and the central directory would follow. */
export const ZIP_MARKER = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.from("payload.exe: not a photo, hosted on your origin")]);
