import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { CHOICE_FIXES } from './choice-fixes.ts';
import { RULES } from './rules/index.ts';

describe('CHOICE_FIXES', () => {
  it('names exactly the rules that offer a suggestion on their own examples, raw rewrites apart', () => {
    const directive = new Set<string>();
    const raw = new Set<string>();
    for (const r of Object.values(RULES)) {
      for (const v of ['1.36.2', '1.10.1']) {
        for (const d of analyze(r.docs.bad, { kopsVersion: v }).diagnostics) {
          for (const f of d.fixes ?? []) if (f.suggestion) (f.title.startsWith('Use `useRawManifest: true`') ? raw : directive).add(d.code);
        }
      }
    }
    const rawEntry = CHOICE_FIXES.find((c) => c.what.startsWith('rewriting'));
    expect([...raw].sort()).toEqual([...(rawEntry?.rules ?? [])].sort());
    expect([...directive].sort()).toEqual(CHOICE_FIXES.filter((c) => c !== rawEntry).flatMap((c) => c.rules).sort());
  });
});
