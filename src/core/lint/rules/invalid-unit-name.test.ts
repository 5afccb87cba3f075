import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';
import { isValidUnitName } from './invalid-unit-name.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'invalid-unit-name';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["plain", "- name: my-hook.service\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "space",
    yaml: "- name: my hook\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Unit name \"my hook.service\" is not a valid systemd unit name: `systemctl` refuses it, and nodeup retries the failing command on the node." },
    ],
    fixed: null,
  },
  {
    name: "slash",
    yaml: "- name: a/b.service\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Unit name \"a/b.service\" is not a valid systemd unit name: `systemctl` refuses it, and nodeup retries the failing command on the node." },
    ],
    fixed: null,
  },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
});

describe('isValidUnitName', () => {
  // systemd's rule as first written here, one regular expression per part: the quick test for the
  // usual name must agree with it everywhere.
  const reference = (unit: string): boolean => {
    const m = /^(.+)\.([a-z]+)$/.exec(unit);
    if (!m || unit.length > 255) return false;
    const stem = m[1] ?? '';
    const at = stem.indexOf('@');
    const parts = at < 0 ? [stem] : [stem.slice(0, at), stem.slice(at + 1)];
    return (parts[0] ?? '') !== '' && parts.every((p) => /^[A-Za-z0-9:_.\\-]*$/.test(p));
  };

  it('agrees with the reference on names built from the characters that matter', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'Z', '0', '.', '-', '_', ':', '\\', '@', ' ', 'é', 's', 'e', 'r'), maxLength: 12 }), fc.integer({ min: 0, max: 300 }), (name, pad) => {
      for (const unit of [name, `${name}.service`, `${'a'.repeat(pad)}${name}.swap`]) expect(isValidUnitName(unit)).toBe(reference(unit));
    }), { numRuns: 3000 });
  });
});
