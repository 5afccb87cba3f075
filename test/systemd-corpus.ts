import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../src/core/lint/rules/index.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';
import { WILD } from './corpus.ts';

/** One input of the differential corpus: a YAML spec and the options to render it with. */
export interface CorpusSpec {
  source: string;
  text: string;
  options: AnalyzeOptions;
}

const ROOT = new URL('..', import.meta.url).pathname;

/** Newest kops, the last era that appends `.service` to `.swap` names, and the proposal. */
export const CORPUS_OPTIONS: Array<{ label: string; options: AnalyzeOptions }> = [
  { label: '1.36', options: {} },
  { label: '1.10', options: { kopsVersion: '1.10.1' } },
  { label: '1.21-docker', options: { kopsVersion: '1.21.0', runtime: 'docker' } },
];

function yamlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(dir, f)) : [];
}

/**
 * The project's corpus: every rule's bad and good doc examples (so each systemd-level rule has a
 * failing and a clean unit), the extra cases in test/systemd-corpus and the golden fixtures'
 * inputs, at every option of CORPUS_OPTIONS. The published specs are `wildSpecs()`.
 */
export function corpusSpecs(): CorpusSpec[] {
  const specs: Array<{ source: string; text: string }> = [];
  for (const rule of Object.values(RULES)) {
    specs.push({ source: `${rule.id}:bad`, text: rule.docs.bad }, { source: `${rule.id}:good`, text: rule.docs.good });
  }
  for (const file of yamlFiles(join(ROOT, 'test/systemd-corpus'))) specs.push({ source: file.slice(ROOT.length), text: readFileSync(file, 'utf8') });
  const fixtures = join(ROOT, 'fixtures');
  if (existsSync(fixtures)) {
    for (const dir of readdirSync(fixtures).sort()) {
      const input = join(fixtures, dir, 'input.yaml');
      if (existsSync(input)) specs.push({ source: `fixtures/${dir}`, text: readFileSync(input, 'utf8') });
    }
  }
  return atEveryOption(specs);
}

/** The published specs in ../shared/wild at every option of CORPUS_OPTIONS; none without that corpus (test/corpus.ts). */
export function wildSpecs(): CorpusSpec[] {
  return atEveryOption(WILD.files().map((f) => ({ source: `shared/wild/${f.name}`, text: f.text })));
}

function atEveryOption(specs: ReadonlyArray<{ source: string; text: string }>): CorpusSpec[] {
  return specs.flatMap((s) => CORPUS_OPTIONS.map((o) => ({ source: `${s.source} @ ${o.label}`, text: s.text, options: o.options })));
}

/**
 * The boot-order cases in test/boot-corpus (ordering cycles and their look-alikes), at every
 * option of CORPUS_OPTIONS.
 */
export function bootCorpusSpecs(): CorpusSpec[] {
  return atEveryOption(yamlFiles(join(ROOT, 'test/boot-corpus')).map((file) => ({ source: file.slice(ROOT.length), text: readFileSync(file, 'utf8') })));
}
