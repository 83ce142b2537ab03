import sharp from "sharp";
import { renderSVG } from "uqr";

/** About the size a print shop wants for a QR code on a card (docs/decisions/0012: each party's link and QR code). */
const TARGET_PIXELS = 600;

/**
 * A party's link as a black-and-white PNG QR code of about 600 px with the 4-module quiet zone
 * the standard asks for, drawn by the same `uqr` encoder as the web's save-the-date QR
 * (src/web/features/qr/qr-path.ts). Each module is a whole number of pixels, so the edges stay
 * sharp when printed; a two-colour palette keeps a file near 1 KB.
 */
export async function qrPng(text: string): Promise<Buffer> {
  // One module per SVG unit; the rasteriser's density scales it to whole pixels per module.
  const svg = renderSVG(text, { ecc: "M", border: 4, pixelSize: 1 });
  const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  if (!modules) throw new Error("uqr returned an SVG without its viewBox");
  const scale = Math.max(1, Math.round(TARGET_PIXELS / modules));
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png({ palette: true, colours: 2, dither: 0, effort: 1, compressionLevel: 9 })
    .toBuffer();
}
