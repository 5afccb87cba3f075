import type { Reporter, TestModule, TestSuite } from 'vitest/node';
import type { Vitest } from 'vitest/node';
import type { CorpusMeta } from './corpus.ts';

/**
 * The global check of the external corpora (test/corpus.ts), as a Vitest reporter: after the run
 * it names every corpus suite that was skipped and why, and fails the run when a corpus was there
 * but some of its tests did not run (a `.skip`, a suite that found no file), so that coverage
 * never drops silently. A run filtered by test name (`-t`) is only told, not failed.
 */

/** One suite made by describeCorpus, as the run left it. */
export interface CorpusSuite extends CorpusMeta {
  /** `test/golden-wild.test.ts > every published spec in ../shared/wild`. */
  name: string;
  tests: Array<{ name: string; state: 'passed' | 'failed' | 'skipped' | 'pending' }>;
}

/** What the check prints, and whether it fails the run. */
export interface CorpusVerdict {
  lines: string[];
  failed: boolean;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The check itself: pure, so that its rules have tests of their own. */
export function corpusVerdict(suites: readonly CorpusSuite[], filtered = false): CorpusVerdict {
  if (suites.length === 0) return { lines: [], failed: false };
  const lines = ['External corpora (test/corpus.ts):'];
  let failed = false;
  const ids = [...new Set(suites.map((s) => s.corpus))].sort();
  for (const id of ids) {
    const mine = suites.filter((s) => s.corpus === id);
    const { corpusTitle: title, corpusState: state, corpusReason: reason } = mine[0] as CorpusSuite;
    const tests = mine.flatMap((s) => s.tests);
    if (state === 'absent') {
      lines.push(`  skipped ${title}: ${reason}. ${plural(mine.length, 'suite')} did not run:`);
      for (const s of mine) lines.push(`    ${s.name} (${plural(s.tests.length, 'test')} skipped)`);
      continue;
    }
    if (state === 'broken') {
      failed = true;
      lines.push(`  FAILED ${title}: ${reason}. ${plural(mine.length, 'suite')} cannot run:`);
      for (const s of mine) lines.push(`    ${s.name}`);
      continue;
    }
    const skipped = (s: CorpusSuite) => s.tests.filter((t) => t.state === 'skipped' || t.state === 'pending');
    // Its first test is describeCorpus's own check: a suite with nothing else tested nothing of the corpus.
    const short = mine.filter((s) => skipped(s).length > 0 || s.tests.length <= 1);
    if (short.length === 0) {
      lines.push(`  ran ${title}: ${plural(mine.length, 'suite')}, ${plural(tests.length, 'test')}`);
      continue;
    }
    if (!filtered) failed = true;
    lines.push(`  ${filtered ? 'filtered' : 'FAILED'} ${title} is there, but not every test of it ran${filtered ? ' (a test name filter is set)' : ''}:`);
    for (const s of short) {
      const names = skipped(s).map((t) => t.name);
      lines.push(`    ${s.name}: ${names.length > 0 ? `did not run ${names.join('; ')}` : 'has no test of the corpus'}`);
    }
  }
  return { lines, failed };
}

/** The suites describeCorpus made (the outermost with corpus meta), with their tests. */
function corpusSuites(modules: ReadonlyArray<TestModule>): CorpusSuite[] {
  const out: CorpusSuite[] = [];
  for (const m of modules) {
    for (const suite of m.children.allSuites()) {
      const meta = suite.meta();
      if (meta.corpus === undefined || (suite.parent.type === 'suite' && (suite.parent as TestSuite).meta().corpus !== undefined)) continue;
      out.push({
        corpus: meta.corpus, corpusTitle: meta.corpusTitle ?? meta.corpus, corpusState: meta.corpusState ?? 'present', corpusReason: meta.corpusReason ?? '',
        name: `${m.relativeModuleId} > ${suite.fullName}`,
        tests: [...suite.children.allTests()].map((t) => ({ name: t.name, state: t.result().state })),
      });
    }
  }
  return out;
}

/** The reporter vitest.config.ts adds beside the default one. */
export default class CorpusReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const verdict = corpusVerdict(corpusSuites(modules), Boolean(this.vitest?.config.testNamePattern));
    if (verdict.lines.length === 0) return;
    const log = (line: string): void => (this.vitest ? this.vitest.logger.log(line) : void process.stdout.write(`${line}\n`));
    log('');
    for (const line of verdict.lines) log(line);
    if (verdict.failed) {
      log('The run fails: a corpus that is there, or that SHARED_DIR asks for, must run in full (see test/corpus.ts).');
      process.exitCode = 1;
    }
  }
}
