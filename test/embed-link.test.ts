import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeShareLink, encodeShareLink, type ShareState } from '../src/core/share/index.ts';
import { embedLink } from '../src/ui/embed/embed-link.ts';

// embed.js makes its links with the browser's raw deflate (no preset dictionary); the
// playground's decoder (fflate with the v1 dictionary) must open them as its own.
describe('embedLink', () => {
  it.each<[string, ShareState]>([
    ['a spec with its options', { text: 'hooks:\n- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swapfile\n', kopsVersion: '1.10.1', runtime: 'docker', unit: 'swap1.swap.service' }],
    ['an empty spec (one sent by message)', { text: '', kopsVersion: '1.36.0', runtime: 'containerd' }],
    ['non-ASCII text', { text: '# Grüße — 日本 🚀\nhooks: []\n', kopsVersion: '1.28' }],
    ['a long spec', { text: Array.from({ length: 400 }, (_, i) => `- name: h${i}.service\n  manifest: |\n    ExecStart=/bin/echo ${i * 7919}\n`).join(''), kopsVersion: '1.36.0' }],
  ])('gives a link the playground decodes to the same view: %s', async (_what, state) => {
    const fragment = await embedLink(state);
    expect(fragment).toMatch(/^#v1\.[A-Za-z0-9_-]+$/);
    expect(decodeShareLink(fragment ?? '')).toEqual({ ok: true, version: 1, state });
  });

  it('is shorter than the spec itself for every gallery example, and opens it', async () => {
    // Without the preset dictionary the links are about twice the playground's own (0.5–0.8 of
    // the text's length against 0.25–0.45): a few hundred characters for a docs example.
    const files = readdirSync('examples').filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      const text = readFileSync(join('examples', file), 'utf8');
      const fragment = await embedLink({ text, kopsVersion: '1.36.0' });
      expect({ file, shorter: (fragment?.length ?? Infinity) < text.length }).toEqual({ file, shorter: true });
      expect(decodeShareLink(fragment ?? '')).toEqual({ ok: true, version: 1, state: { text, kopsVersion: '1.36.0' } });
    }
  });

  it('is null when the link would pass the playground cap of 65,536 characters', async () => {
    // Text that deflate cannot shrink: 60,000 random bytes as hex, 120,000 characters.
    let text = '';
    let seed = 42;
    for (let i = 0; i < 60_000; i++) {
      // xorshift32
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      text += ((seed >>> 0) & 0xff).toString(16).padStart(2, '0');
    }
    expect(await embedLink({ text, kopsVersion: '1.36.0' })).toBeNull();
    expect(encodeShareLink({ text, kopsVersion: '1.36.0' })).toMatchObject({ ok: false, code: 'too-long' });
  });
});
