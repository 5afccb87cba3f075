import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../bench/generate-spec.ts';
import { describeCorpus, WILD } from '../../test/corpus.ts';
import { analyze, analyzeEdit, analyzeOnce } from './index.ts';
import type { AnalyzeOptions } from './types.ts';

const ROOT = join(import.meta.dirname, '../..');
const inputs = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter(keep).sort().map((f) => readFileSync(join(ROOT, dir, f), 'utf8'));
/** The project's own specs: the gallery's examples and the golden fixtures' inputs. */
const OWN = [...inputs('examples', (f) => f.endsWith('.yaml')), ...inputs('fixtures', (f) => f.endsWith('/input.yaml'))];
const OPTIONS: AnalyzeOptions[] = [{}, { kopsVersion: '1.10.0' }, { kopsVersion: '1.35.0', runtime: 'docker' }];

describeCorpus(WILD, 'analyzeOnce on the published specs', () => {
  it('finds the 27 wild specs', () => {
    expect(WILD.files()).toHaveLength(27);
  });

  it.each(WILD.files().map((f) => [f.name, f.text] as const))('gives what analyze gives for %s, under three kops versions and runtimes', (_, text) => {
    for (const options of OPTIONS) expect(analyzeOnce(text, options)).toEqual(analyze(text, options));
  });
});

describe('analyzeOnce (the CLI: no state kept for an edit)', () => {
  it('gives what analyze gives for every example and golden fixture, under three kops versions and runtimes', () => {
    expect(OWN.length).toBeGreaterThanOrEqual(20);
    for (const text of OWN) for (const options of OPTIONS) expect(analyzeOnce(text, options)).toEqual(analyze(text, options));
  });

  it('gives what analyze gives for a generated spec of 300 hooks, and broken or hostile YAML', () => {
    for (const text of [generateSpec({ hooks: 300, groups: 20, seed: 7 }), 'kind: Cluster\nspec:\n  hooks: [\n', 'a: *b\n---\n- [', ']']) {
      expect(analyzeOnce(text)).toEqual(analyze(text));
    }
  });

  it('leaves an Analysis that an edit still starts from, re-reading the whole text', () => {
    const text = generateSpec({ hooks: 40, groups: 3, seed: 3 });
    const at = text.indexOf('ExecStart=') + 'ExecStart='.length;
    const edited = analyzeEdit(analyzeOnce(text), { start: at, end: at, text: '/usr/bin/env ' });
    expect(edited).toEqual(analyze(`${text.slice(0, at)}/usr/bin/env ${text.slice(at)}`));
  });
});
