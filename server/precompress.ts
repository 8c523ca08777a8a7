/**
 * A build step: a Brotli (.br) and a gzip (.gz) copy beside every text file of the client build,
 * at the highest levels, so the server never compresses per request. A copy that would not be
 * smaller than the file is not written (the server then sends the file itself).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing (the rest, images and fonts, are compressed already). */
export const TEXT_FILE = /\.(html|css|js|mjs|json|data|xml|txt|svg|webmanifest|map|rss)$/;

export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const queue = entries.filter((e) => e.isFile() && TEXT_FILE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  // One file per core at a time (each file's two copies are made side by side on libuv's threads).
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) written += await compressFile(file);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return written;
}

/** Writes the file's Brotli and gzip copies, each only if smaller: how many were written. */
async function compressFile(file: string): Promise<number> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, copy] of [
    [".br", br],
    [".gz", gzipped],
  ] as const) {
    if (copy.length >= body.length) continue;
    await writeFile(file + suffix, copy);
    written++;
  }
  return written;
}
