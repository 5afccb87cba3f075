import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The design tokens (src/ui/styles/tokens.css) meet WCAG 2.2 AA in light and dark: 4.5:1 for
// text, 3:1 for the boundaries of controls and the focus ring (1.4.11). The pairs are those the
// style sheets put together; the README's Design section quotes the lowest ratio of each kind.

type Scheme = 0 | 1;
const css = readFileSync('src/ui/styles/tokens.css', 'utf8');

/** Every colour token as [light, dark]: `light-dark(#…, #…)` or one `#…` for both. */
function colourTokens(): Map<string, [string, string]> {
  const tokens = new Map<string, [string, string]>();
  for (const m of css.matchAll(/--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi)) tokens.set(m[1]!, [m[2]!, m[3]!]);
  for (const m of css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)) tokens.set(m[1]!, [m[2]!, m[2]!]);
  return tokens;
}

/** WCAG relative luminance of an sRGB `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ['bg', 'surface', 'surface-raised', 'code-bg', 'hover'];
/** Each kind of foreground, the backgrounds the style sheets put it on, and the ratio AA asks. */
const KINDS: Record<string, { fg: string[]; bg: string[]; min: number }> = {
  'text': { fg: ['fg'], bg: SURFACES, min: 4.5 },
  'muted text and comments': { fg: ['fg-muted', 'tok-comment'], bg: SURFACES, min: 4.5 },
  'links, selected tabs': { fg: ['accent-text'], bg: [...SURFACES, 'accent-soft'], min: 4.5 },
  'white on the accent (Copy link)': { fg: ['accent-fg'], bg: ['accent'], min: 4.5 },
  'severities': { fg: ['error', 'warning', 'info'], bg: ['bg', 'surface'], min: 4.5 },
  'severity callouts': { fg: ['error'], bg: ['error-soft'], min: 4.5 },
  'count badges': { fg: ['on-severity'], bg: ['error', 'warning'], min: 4.5 },
  'unit syntax': { fg: ['tok-section', 'tok-key', 'tok-variable'], bg: ['code-bg', 'bg'], min: 4.5 },
  'diff lines': { fg: ['added-fg'], bg: ['added-bg'], min: 4.5 },
  'removed diff lines': { fg: ['removed-fg'], bg: ['removed-bg'], min: 4.5 },
  'line origin marks': { fg: ['origin-0', 'origin-1', 'origin-2', 'origin-3', 'origin-4', 'origin-5', 'origin-outline'], bg: ['code-bg', 'bg'], min: 3 },
  'text on line origin highlights': { fg: ['fg', 'fg-muted', 'tok-section', 'tok-key', 'tok-variable', 'tok-comment'], bg: ['origin-highlight', 'origin-caret'], min: 4.5 },
  'control borders': { fg: ['border-control'], bg: ['bg', 'surface', 'surface-raised'], min: 3 },
  'focus ring': { fg: ['focus-ring'], bg: ['bg', 'surface', 'surface-raised'], min: 3 },
};

/** The lowest ratio of a kind in one scheme, to one decimal (rounded down, never flattering). */
function lowest(kind: string, scheme: Scheme): number {
  const tokens = colourTokens();
  const { fg, bg } = KINDS[kind]!;
  const ratios = fg.flatMap((f) => bg.map((b) => contrast(tokens.get(f)![scheme], tokens.get(b)![scheme])));
  return Math.floor(Math.min(...ratios) * 10) / 10;
}

describe('design tokens: WCAG AA contrast in light and dark', () => {
  it('every token the pairs name exists, in both schemes', () => {
    const tokens = colourTokens();
    const names = new Set(Object.values(KINDS).flatMap((k) => [...k.fg, ...k.bg]));
    expect([...names].filter((n) => !tokens.has(n))).toEqual([]);
  });

  it.each(Object.keys(KINDS))('%s', (kind) => {
    const { min } = KINDS[kind]!;
    expect(lowest(kind, 0), 'light').toBeGreaterThanOrEqual(min);
    expect(lowest(kind, 1), 'dark').toBeGreaterThanOrEqual(min);
  });

  it('the lowest ratios are those the README quotes', () => {
    const table = Object.fromEntries(Object.keys(KINDS).map((k) => [k, `${lowest(k, 0)} / ${lowest(k, 1)}`]));
    expect(table).toEqual({
      'text': '13.5 / 12.8',
      'muted text and comments': '5.4 / 6.2',
      'links, selected tabs': '5.5 / 5',
      'white on the accent (Copy link)': '4.7 / 4.6',
      'severities': '5.5 / 6.8',
      'severity callouts': '5.2 / 6.7',
      'count badges': '5.9 / 7.5',
      'unit syntax': '4.7 / 8.8',
      'diff lines': '8.2 / 10.5',
      'removed diff lines': '9.1 / 11.6',
      'line origin marks': '4.5 / 6.8',
      'text on line origin highlights': '4.5 / 5',
      'control borders': '3.5 / 3.4',
      'focus ring': '4.4 / 5.8',
    });
  });
});
