import sharp from "sharp";

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
  return sharp(await photoLikePixels(width, height)).png().toBuffer();
}

/** Gradients plus noise: compresses like a photograph, not like a flat test card. */
export async function photoLikePixels(width: number, height: number): Promise<Buffer> {
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
  return sharp(raw, { raw: { width, height, channels: 3 } }).blur(1.2).png().toBuffer();
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
