/**
 * A spreadsheet file's bytes to text, as couples' files really come: Excel "CSV UTF-8" (BOM),
 * Excel "Unicode text" (UTF-16 LE with BOM), older Excel CSV (Windows-1252), Google Sheets
 * (UTF-8, no BOM). Decoding is the platform's WHATWG `TextDecoder`; only the choice is ours.
 */
export type DetectedEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export interface DecodedText {
  text: string;
  encoding: DetectedEncoding;
  /** True when the file started with a byte order mark. */
  bom: boolean;
}

export function decodeSpreadsheet(bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { text: decode("utf-8", bytes.subarray(3)), encoding: "utf-8", bom: true };
  if (b0 === 0xff && b1 === 0xfe) return { text: decode("utf-16le", bytes.subarray(2)), encoding: "utf-16le", bom: true };
  if (b0 === 0xfe && b1 === 0xff) return { text: decode("utf-16be", bytes.subarray(2)), encoding: "utf-16be", bom: true };
  const utf16 = sniffUtf16(bytes);
  if (utf16) return { text: decode(utf16, bytes), encoding: utf16, bom: false };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes), encoding: "utf-8", bom: false };
  } catch {
    // Not valid UTF-8: an older Excel export in the Windows "ANSI" code page, 1252 in the West.
    return { text: decode("windows-1252", bytes), encoding: "windows-1252", bom: false };
  }
}

/** UTF-16 without a BOM: text of mostly ASCII has a NUL in every other byte. */
function sniffUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 1024);
  if (sample < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let index = 0; index < sample; index += 2) {
    if (bytes[index] === 0) evenNul += 1;
    if (bytes[index + 1] === 0) oddNul += 1;
  }
  const pairs = sample / 2;
  if (oddNul > pairs * 0.4 && evenNul < pairs * 0.1) return "utf-16le";
  if (evenNul > pairs * 0.4 && oddNul < pairs * 0.1) return "utf-16be";
  return null;
}

function decode(encoding: DetectedEncoding, bytes: Uint8Array): string {
  const decoder = new TextDecoder(encoding, { ignoreBOM: true });
  // Streaming, then flushing: the same text in browsers, and in Node 20.18.3+ it avoids a
  // Latin-1 fast path that decodes windows-1252's 0x80-0x9F (€, ’, “) wrongly
  // (nodejs/node#60888); the streaming path uses the real ICU converter.
  return decoder.decode(bytes, { stream: true }) + decoder.decode();
}
