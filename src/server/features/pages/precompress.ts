import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|map)$/;

/**
 * Writes .br and .gz next to each built text asset, so @fastify/static (preCompressed)
 * sends a phone a fifth of the bytes. Runs once in the background after start-up; until it
 * finishes, or if the folder is read-only, files are simply served uncompressed.
 * Each file is written under a temporary name and renamed, so a half-written one is never served.
 */
export async function precompressAssets(root: string): Promise<number> {
  const dir = path.join(root, "assets");
  let written = 0;
  for (const name of await fs.readdir(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file);
    if (stat.size < 1024) continue;
    let source: Buffer | undefined;
    for (const [extension, compress] of [
      [".br", (data: Buffer) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
      [".gz", (data: Buffer) => gzip(data, { level: 9 })],
    ] as const) {
      const target = file + extension;
      const existing = await fs.stat(target).catch(() => undefined);
      if (existing && existing.mtimeMs >= stat.mtimeMs) continue;
      source ??= await fs.readFile(file);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, await compress(source));
      await fs.rename(temporary, target);
      written++;
    }
  }
  return written;
}
