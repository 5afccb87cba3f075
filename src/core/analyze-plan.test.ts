import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../bench/generate-spec.ts';
import { analyzePlan, withLint } from './analyze-plan.ts';
import { analyze } from './index.ts';
import { lint } from './lint/lint.ts';
import { RULES } from './lint/rules/index.ts';

const examples = readdirSync('examples').filter((f) => f.endsWith('.yaml')).map((f) => [f, readFileSync(`examples/${f}`, 'utf8')] as const);
const lintCodes = new Set(Object.values(RULES).map((r) => r.id));

describe('analyzePlan + withLint (the UI renders units before the lint chunk loads)', () => {
  it.each(examples)('equals analyze on %s, for every era', (_name, text) => {
    for (const kopsVersion of ['1.10.1', '1.22.6', '1.36.0']) {
      expect(withLint(analyzePlan(text, { kopsVersion }), lint)).toEqual(analyze(text, { kopsVersion }));
    }
  });

  it('equals analyze on a generated 300-hook manifest, and the plan alone has the same units without lint findings', () => {
    const text = generateSpec({ hooks: 300, groups: 20, seed: 42 });
    const full = analyze(text);
    const planned = analyzePlan(text);
    expect(withLint(planned, lint)).toEqual(full);
    expect(planned.groups).toEqual(full.groups);
    expect(planned.diagnostics).toEqual(full.diagnostics.filter((d) => !lintCodes.has(d.code)));
    expect(full.diagnostics.length).toBeGreaterThan(planned.diagnostics.length);
  });

  it('turns a linter that throws into one internal-error, as analyze does', () => {
    const failed = withLint(analyzePlan('hooks:\n- name: a\n  manifest: ExecStart=/bin/true\n'), () => {
      throw new Error('boom');
    });
    expect(failed.groups).toEqual([]);
    expect(failed.diagnostics.map((d) => [d.code, d.message])).toEqual([['internal-error', 'Internal error in the playground (please report it): boom']]);
  });
});
