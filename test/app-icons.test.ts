import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 8).toString('hex'), `${path} is a PNG`).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The drawing of an SVG or JSX mark: its shapes' geometry, attribute names aside. */
function shapes(source: string): string[] {
  return [...source.matchAll(/\s(d|cx|cy|r|rx|width|height)="([^"]+)"/g)].map((m) => `${m[1]}=${m[2]}`).filter((s) => !/^(width|height)=(100%|\{)/.test(s));
}

describe('app icons (public/, made by scripts/gen-icons.ts)', () => {
  it.each([
    ['public/icon-192.png', 192],
    ['public/icon-512.png', 512],
    ['public/icon-maskable-512.png', 512],
  ])('%s is %i px square', (path, size) => {
    expect(pngSize(path)).toEqual([size, size]);
  });

  it("the page's icon (inlined in index.html) is public/favicon.svg", () => {
    const href = /<link rel="icon" type="image\/svg\+xml" href="(data:image\/svg\+xml,[^"]+)"/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';
    const inlined = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    const file = readFileSync('public/favicon.svg', 'utf8').trim().replace(/>\s+</g, '><').replace(/"/g, "'");
    expect(inlined).toBe(file);
  });

  it('the toolbar mark draws the same shapes as the favicon', () => {
    const svg = shapes(readFileSync('public/favicon.svg', 'utf8')).filter((s) => s !== 'width=64' && s !== 'height=64');
    const jsx = shapes(readFileSync('src/ui/header/logo.tsx', 'utf8')).filter((s) => s !== 'width=64' && s !== 'height=64');
    expect(svg.length).toBeGreaterThan(3);
    expect(jsx).toEqual(svg);
  });
});
