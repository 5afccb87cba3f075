/**
 * External corpora: test data the project does not own, run when it is checked out beside the
 * repository, as test262 is beside a JavaScript engine. A clone with nothing beside it passes
 * without them; a run that has them must run every test that reads them.
 *
 * Where they are: `SHARED_DIR`, else `../shared` beside the repository root. A corpus is
 * - present: its folder is there, with what it must hold. Its suites run, and the corpus reporter
 *   (test/corpus-reporter.ts, in vitest.config.ts) fails the run if any of their tests did not;
 * - absent: none of it is there (no `../shared`, or one without it) and SHARED_DIR is unset. Its
 *   suites are skipped, and the reporter names each one and says why;
 * - broken: SHARED_DIR is set but the corpus is not in it, or only part of a fixed set of files
 *   is there. Its suites fail, saying what is missing. Set SHARED_DIR where they must run (CI).
 *
 * A corpus test:
 *
 *     import { describeCorpus, WILD } from './corpus.ts';
 *
 *     describeCorpus(WILD, 'every published spec', () => {
 *       for (const spec of WILD.files()) it(`${spec.name} parses`, () => { ... });
 *     });
 *
 * Read the corpus only through its `files()` and `read()`, inside the suite's body or its tests:
 * they give nothing while the corpus is absent, so the body still builds (with no tests of its
 * files) and the run goes on. Keep whatever the project owns out of such suites: it runs always.
 * The check is a reporter: `--reporter=…` on the command line replaces the configured ones, so
 * name it there too (`--reporter=default --reporter=./test/corpus-reporter.ts`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Whether a corpus can be read, and if not, why. */
export type CorpusState = 'present' | 'absent' | 'broken';

/** What describeCorpus records on its suite (and so on every test in it) for the corpus reporter. */
export interface CorpusMeta {
  corpus: string;
  corpusTitle: string;
  corpusState: CorpusState;
  /** Why the corpus is absent or broken ('' when present). */
  corpusReason: string;
}

declare module '@vitest/runner' {
  interface TaskMeta {
    corpus?: string;
    corpusTitle?: string;
    corpusState?: CorpusState;
    corpusReason?: string;
  }
}

/** The folder the corpora live in, and whether someone asked for it (SHARED_DIR) or it was looked for. */
export interface SharedFolder {
  dir: string;
  declared: boolean;
}

/** `env` (the value of SHARED_DIR) when set, else `beside`. */
export function sharedFolder(env: string | undefined, beside: string): SharedFolder {
  return env ? { dir: resolve(env), declared: true } : { dir: beside, declared: false };
}

/** The project's shared reference folder: SHARED_DIR, else `../shared` beside the repository root. */
export const SHARED = sharedFolder(process.env.SHARED_DIR, resolve(import.meta.dirname, '../../shared'));

/** One file of a corpus. */
export interface CorpusFile {
  /** The file name, relative to the corpus folder. */
  name: string;
  path: string;
  text: string;
}

/** What defines a corpus: a fixed set of files, or every file with an extension in a folder. */
export interface CorpusSpec {
  /** A short id (`wild`), recorded on its tests. */
  id: string;
  /** What it is, for people (`../shared/wild (the published specs)`). */
  title: string;
  /** Its folder inside the shared folder ('' for the shared folder itself). */
  path: string;
  /** The corpus is these files, all of them: one short of them is a broken corpus. */
  names?: readonly string[];
  /** Else it is every file ending with this, at least one. */
  ext?: string;
}

/** An external corpus, resolved once per test file. */
export interface Corpus {
  id: string;
  title: string;
  dir: string;
  state: CorpusState;
  /** Why it is absent or broken ('' when present). */
  reason: string;
  /** Its files, sorted by name; none unless present. */
  files(): CorpusFile[];
  /** One file's text; throws unless the corpus is present. */
  read(name: string): string;
}

/** The files of the corpus that are there. */
function found(dir: string, spec: CorpusSpec): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  if (spec.names) return spec.names.filter((f) => existsSync(join(dir, f)));
  return readdirSync(dir).filter((f) => f.endsWith(spec.ext ?? '')).sort();
}

/** Resolves `spec` in `shared`: its state, and the reason when it cannot be read. */
export function corpus(spec: CorpusSpec, shared: SharedFolder = SHARED): Corpus {
  const dir = join(shared.dir, spec.path);
  const there = found(dir, spec);
  const what = spec.names ? spec.names.join(', ') : `*${spec.ext ?? ''} files`;
  let state: CorpusState = 'present';
  let reason = '';
  if (there.length === 0 && !shared.declared) {
    state = 'absent';
    reason = existsSync(shared.dir)
      ? `${dir} has no ${what}, and SHARED_DIR is not set`
      : `no shared folder beside the repository (${shared.dir}), and SHARED_DIR is not set`;
  } else if (there.length === 0) {
    state = 'broken';
    reason = `SHARED_DIR=${shared.dir} is set, but ${dir} has no ${what}`;
  } else if (spec.names && there.length < spec.names.length) {
    state = 'broken';
    reason = `${dir} has only ${there.join(', ')} of ${what}`;
  }
  const present = state === 'present';
  return {
    id: spec.id, title: spec.title, dir, state, reason,
    files: () => (present ? found(dir, spec).map((name) => ({ name, path: join(dir, name), text: readFileSync(join(dir, name), 'utf8') })) : []),
    read: (name) => {
      if (!present) throw new Error(`${spec.title} is ${state}: ${reason}`);
      return readFileSync(join(dir, name), 'utf8');
    },
  };
}

/**
 * `describe(title, body)` over an external corpus: skipped while the corpus is absent, and marked
 * so that the corpus reporter can name it, or fail the run when the corpus is there but the suite
 * did not run. Its first test checks the corpus is still complete (and fails with the reason when
 * it is broken), so every such suite has a test to show, even one whose tests are all per file.
 */
export function describeCorpus(c: Corpus, title: string, body: () => void): void {
  const meta: CorpusMeta = { corpus: c.id, corpusTitle: c.title, corpusState: c.state, corpusReason: c.reason };
  (c.state === 'absent' ? describe.skip : describe)(title, { meta }, () => {
    it(`reads ${c.title}`, () => {
      expect(c.reason).toBe('');
      expect(c.files().length).toBeGreaterThan(0);
    });
    body();
  });
}

/** The published specs operators wrote their hooks in (../shared/wild, 27 files). */
export const WILD = corpus({ id: 'wild', title: '../shared/wild (the published specs)', path: 'wild', ext: '.yaml' });

/** The reference documents the worked units come from (../shared/KOPS-HOOKS.md and seed-request.md). */
export const REFERENCE = corpus({
  id: 'reference', title: '../shared reference documents (KOPS-HOOKS.md, seed-request.md)', path: '', names: ['KOPS-HOOKS.md', 'seed-request.md'],
});

/** The hook examples of kops's own docs, as published (../shared/kops-docs/README.md). */
export const KOPS_DOCS = corpus({ id: 'kops-docs', title: "../shared/kops-docs (kops's published hook examples)", path: 'kops-docs', ext: '.yaml' });
