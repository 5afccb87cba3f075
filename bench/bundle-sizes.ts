import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Every JS and CSS file of the build with its raw and gzipped size, largest first. */
export function bundleSizes(dist = 'dist'): Chunk[] {
  const dir = join(dist, 'assets');
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const body = readFileSync(join(dir, f));
      return { file: `assets/${f}`, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
